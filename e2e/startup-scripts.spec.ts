import { COMPILE_HINT, sentScripts } from "../scripts/lib/compile-hints.mjs";
import { expect, test } from "./fixtures";

// The scripts a page is sent with are marked for eager compilation by the build
// (scripts/lib/compile-hints.mjs), on prerendered pages under their script hashes and on pages
// rendered per request under their nonce alike; the page still hydrates under its policy.
for (const path of ["/", "/career-development", "/login"]) {
  test(`${path} starts the app from scripts marked for eager compilation @desktop`, async ({
    page,
    request,
  }) => {
    const response = await page.goto(path);
    const html = (await response?.text()) ?? "";
    const policy = response?.headers()["content-security-policy"] ?? "";
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce !== undefined || /'sha256-/.test(policy), policy).toBe(true);

    const scripts = sentScripts(html);
    expect(scripts.some(({ src }) => /\/turbopack-[^/]+\.js$/.test(src))).toBe(true);
    expect(scripts.length).toBeGreaterThan(3);
    for (const { src, attributes } of scripts) {
      if (nonce) expect(attributes).toContain(`nonce="${nonce}"`);
      const code = await (await request.get(src)).text();
      expect(code.startsWith(COMPILE_HINT), src).toBe(true);
    }
    await expect(page.locator("html[data-interactive]")).toBeAttached();
  });
}
