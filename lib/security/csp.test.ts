import { createHash } from "node:crypto";

import { describe, expect, it } from "vitest";

import {
  contentSecurityPolicy,
  inlineScriptHashes,
  isRenderedPerRequest,
  newNonce,
  withScriptSources,
} from "./csp.mjs";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes the text of each inline script a browser would run, once each", async () => {
    const html = [
      "<script>self.__next_f=[]</script>",
      '<script type="module">import("/a.js")</script>',
      "<SCRIPT>self.__next_f=[]</SCRIPT>",
      '<script src="/_next/static/chunks/main.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script id="x">a &amp;&& "</p>"</script>',
    ].join("\n");
    expect(await inlineScriptHashes(html)).toEqual([
      sha256("self.__next_f=[]"),
      sha256('import("/a.js")'),
      sha256('a &amp;&& "</p>"'),
    ]);
  });

  it("finds none in a page without inline scripts", async () => {
    expect(await inlineScriptHashes('<p>text</p><script src="/a.js"></script>')).toEqual([]);
  });
});

describe("the policy", () => {
  it("allows scripts from the site only, unless told what else", () => {
    const policy = contentSecurityPolicy({ supabaseUrl: "", captcha: false });
    expect(policy).toContain("script-src 'self'; ");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(
      contentSecurityPolicy({ supabaseUrl: "https://abc.supabase.co", captcha: false }),
    ).toContain("connect-src 'self' https://abc.supabase.co wss://abc.supabase.co");
  });

  it("adds script sources to script-src alone, each once", () => {
    const policy = contentSecurityPolicy({
      scripts: ["'sha256-a'"],
      supabaseUrl: "",
      captcha: false,
    });
    const added = withScriptSources(policy, ["'sha256-a'", "'sha256-b'"]);
    expect(added).toContain("script-src 'self' 'sha256-a' 'sha256-b'; style-src 'self'");
    expect(added.replace(" 'sha256-a' 'sha256-b'", "")).toBe(
      contentSecurityPolicy({ supabaseUrl: "", captcha: false }),
    );
  });

  it("allows Turnstile's script and frame only where the human check is on", () => {
    const off = contentSecurityPolicy({ supabaseUrl: "", captcha: false });
    expect(off).not.toContain("challenges.cloudflare.com");
    expect(off).not.toContain("frame-src");
    const on = contentSecurityPolicy({ supabaseUrl: "", captcha: true, scripts: ["'nonce-n'"] });
    expect(on).toContain("script-src 'self' https://challenges.cloudflare.com 'nonce-n'; ");
    expect(on).toContain("frame-src https://challenges.cloudflare.com; ");
    expect(on).not.toMatch(/script-src[^;]*unsafe/);
  });

  it("gives a fresh 128-bit nonce each time", () => {
    const [a, b] = [newNonce(), newNonce()];
    expect(Buffer.from(a, "base64")).toHaveLength(16);
    expect(a).not.toBe(b);
  });
});

describe("isRenderedPerRequest", () => {
  it("matches the listed pages and their subpaths, not pages that merely start alike", () => {
    expect(isRenderedPerRequest("/login")).toBe(true);
    expect(isRenderedPerRequest("/auth/confirm")).toBe(true);
    expect(isRenderedPerRequest("/profile/settings")).toBe(true);
    expect(isRenderedPerRequest("/")).toBe(false);
    expect(isRenderedPerRequest("/about")).toBe(false);
    expect(isRenderedPerRequest("/authors")).toBe(false);
  });
});
