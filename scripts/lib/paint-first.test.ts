import { once } from "node:events";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runInNewContext } from "node:vm";

import { afterEach, describe, expect, it } from "vitest";

import {
  createPaintFirstRewriter,
  loaderScript,
  paintFirst,
  rewritePage,
  rewritePrerenderedPages,
} from "./paint-first.mjs";

const A = "/_next/static/chunks/a1.js";
const B = "/_next/static/chunks/b2.js";
const BOOT = "/_next/static/chunks/boot.js";

// The shape Next 16 writes: a preload for the bootstrap chunk and async chunk scripts in <head>,
// the bootstrap script at the end of <body>.
const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>' +
  `<link rel="preload" as="script" fetchPriority="low" href="${BOOT}"/>` +
  `<script src="${A}" async=""></script><script src="${B}" async=""></script>` +
  '<title>Gurukul Code</title><script src="/_next/static/chunks/legacy.js" noModule=""></script>' +
  '</head><body><main><h1>Welcome</h1></main><script type="application/ld+json">{"a":1}</script>' +
  `<script>(self.__next_f=self.__next_f||[]).push([0])</script><script src="${BOOT}" async=""></script>` +
  "</body></html>";

const LOADED = loaderScript([BOOT, A, B]);

/** Runs the loader of `sources` against a stand-in page whose frames, timers and events we drive. */
function runLoader(sources: string[], { hidden = false } = {}) {
  const scripts: { src?: string }[] = [];
  const frames: (() => void)[] = [];
  let timers: (() => void)[] = [];
  const listeners: Record<string, (() => void)[]> = {};
  const listen = (type: string, listener: () => void) => (listeners[type] ??= []).push(listener);
  const context = {
    document: {
      visibilityState: hidden ? "hidden" : "visible",
      createElement: () => ({}),
      head: { appendChild: (script: { src?: string }) => scripts.push(script) },
      addEventListener: listen,
    },
    addEventListener: listen,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  };
  const code = loaderScript(sources)
    .replace(/^<script[^>]*>/, "")
    .replace(/<\/script>$/, "");
  runInNewContext(code, context);
  const drain = (queue: (() => void)[]) => queue.forEach((callback) => callback());
  return {
    added: () => scripts.map((script) => script.src),
    fire: (type: string) => drain(listeners[type] ?? []),
    nextFrame: () => drain(frames.splice(0)),
    runTimers() {
      while (timers.length) {
        const due = timers;
        timers = [];
        drain(due);
      }
    },
  };
}

function rewriteInPieces(html: string, size: number) {
  const rewriter = createPaintFirstRewriter();
  let out = "";
  for (let i = 0; i < html.length; i += size) out += rewriter.push(html.slice(i, i + size));
  return out + rewriter.end();
}

describe("the paint-first rewriter", () => {
  it("moves the framework chunks from the head and the body into one loader before </body>", () => {
    const out = rewriteInPieces(PAGE, PAGE.length);
    expect(out).not.toContain(`<script src="${A}"`);
    expect(out).not.toContain(`<script src="${BOOT}"`);
    expect(out).not.toContain('rel="preload" as="script"');
    expect(out).toContain(`${LOADED}</body></html>`);
    // Everything else stays where it was.
    expect(out).toContain('data-precedence="next"/>');
    expect(out).toContain('noModule=""></script>');
    expect(out).toContain('<script type="application/ld+json">{"a":1}</script>');
    expect(out).toContain("<script>(self.__next_f=self.__next_f||[]).push([0])</script>");
    expect(out.match(/id="paint-first"/g)).toHaveLength(1);
  });

  it("gives the same page however the response is cut into pieces", () => {
    const whole = rewriteInPieces(PAGE, PAGE.length);
    for (const size of [1, 2, 7, 13, 64, 200]) expect(rewriteInPieces(PAGE, size)).toBe(whole);
  });

  it("passes a response without a head unchanged", () => {
    const text = '{"not":"a page"} <script src="/_next/static/chunks/a1.js" async=""></script>';
    expect(rewriteInPieces(text, 5)).toBe(text);
  });

  it("leaves a page with no framework scripts as it is", () => {
    const page = "<html><head><title>x</title></head><body><p>hi</p></body></html>";
    expect(rewriteInPieces(page, 3)).toBe(page);
  });

  it("still loads the scripts when the body never closes", () => {
    const cut = PAGE.replace("</body></html>", "");
    expect(rewriteInPieces(cut, 11).endsWith(LOADED)).toBe(true);
  });

  it("adds the scripts after the first frame, not on the load event, at once in a hidden tab", () => {
    const visible = runLoader([BOOT, A]);
    visible.fire("load");
    visible.runTimers();
    expect(visible.added()).toEqual([]);
    visible.nextFrame();
    expect(visible.added()).toEqual([]);
    visible.runTimers();
    expect(visible.added()).toEqual([BOOT, A]);

    const hidden = runLoader([BOOT, A], { hidden: true });
    hidden.runTimers();
    expect(hidden.added()).toEqual([BOOT, A]);

    const leaving = runLoader([BOOT, A]);
    leaving.fire("visibilitychange");
    leaving.runTimers();
    expect(leaving.added()).toEqual([BOOT, A]);
    expect(loaderScript(["/_next/static/</script>.js"])).not.toContain("</script>.js");
  });

  it("adds Turbopack's runtime, which starts the app, only after the other chunks", () => {
    const runtime = "/_next/static/chunks/turbopack-0abc.js";
    const loader = loaderScript([BOOT, runtime, A]);
    expect(loader).toContain(`})(${JSON.stringify([BOOT, A])},${JSON.stringify([runtime])})`);
    expect(loader).toContain("if(--left===0)");
  });
});

describe("the prerendered pages of a build", () => {
  let distDir = "";
  afterEach(() => rm(distDir, { recursive: true, force: true }));

  it("are rewritten in place once, and the rest of the build is left alone", async () => {
    distDir = await mkdtemp(join(tmpdir(), "paint-first-"));
    const app = join(distDir, "server", "app");
    const cached = join(distDir, "server", "route-cache", "APP_PAGE", "f00d", "$");
    await mkdir(join(app, "(marketing)"), { recursive: true });
    await mkdir(cached, { recursive: true });
    await writeFile(join(app, "index.html"), PAGE);
    await writeFile(join(app, "(marketing)", "about.html"), PAGE);
    await writeFile(join(app, "index.rsc"), PAGE);
    await writeFile(join(cached, "about.html"), PAGE);

    expect(await rewritePrerenderedPages(distDir)).toEqual({ pages: 3, changed: 3 });
    expect(await readFile(join(app, "index.html"), "utf8")).toBe(rewritePage(PAGE));
    expect(await readFile(join(app, "(marketing)", "about.html"), "utf8")).toContain(LOADED);
    expect(await readFile(join(cached, "about.html"), "utf8")).toContain(LOADED);
    expect(await readFile(join(app, "index.rsc"), "utf8")).toBe(PAGE);
    // A second build step (or the server's own rewrite) finds nothing left to move.
    expect(await rewritePrerenderedPages(distDir)).toEqual({ pages: 3, changed: 0 });
    expect(rewriteInPieces(rewritePage(PAGE), 7)).toBe(rewritePage(PAGE));
  });
});

describe("paintFirst on a real HTTP response", () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  async function serve(type: string, pieces: string[], length?: number) {
    server = createServer((_req, res) => {
      paintFirst(res);
      res.setHeader("content-type", type);
      if (length) res.setHeader("content-length", length);
      for (const piece of pieces.slice(0, -1)) res.write(Buffer.from(piece));
      res.end(pieces.at(-1));
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const { port } = server.address() as AddressInfo;
    return new Promise<{ body: string; headers: Record<string, unknown> }>((resolve, reject) => {
      request({ host: "127.0.0.1", port, path: "/" }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ body, headers: res.headers }));
      })
        .on("error", reject)
        .end();
    });
  }

  it("rewrites an HTML page and drops its now wrong Content-Length", async () => {
    const halves = [PAGE.slice(0, 150), PAGE.slice(150)];
    const { body, headers } = await serve("text/html; charset=utf-8", halves, PAGE.length);
    expect(body).toBe(rewriteInPieces(PAGE, PAGE.length));
    expect(headers["content-length"]).toBeUndefined();
  });

  it("keeps multi-byte characters split across writes intact", async () => {
    const page = PAGE.replace("Welcome", "नमस्ते — स्वागत");
    const bytes = Buffer.from(page);
    const cut = bytes.indexOf(Buffer.from("स्वागत")) + 1;
    server = createServer((_req, res) => {
      paintFirst(res);
      res.setHeader("content-type", "text/html");
      res.write(bytes.subarray(0, cut));
      res.end(bytes.subarray(cut));
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const { port } = server.address() as AddressInfo;
    const body = await (await fetch(`http://127.0.0.1:${port}/`)).text();
    expect(body).toContain("नमस्ते — स्वागत");
  });

  it("does not touch other content types", async () => {
    const { body, headers } = await serve("text/x-component", [PAGE], PAGE.length);
    expect(body).toBe(PAGE);
    expect(headers["content-length"]).toBe(String(PAGE.length));
  });
});
