// Paint first, then fetch the framework.
//
// Next writes every framework chunk into <head> as `<script async>` (and preloads the bootstrap
// chunk), so a phone fetches ~160 KB of script alongside the stylesheet and the page's first paint
// competes with it for the connection and the main thread. This rewrites an HTML response as it
// streams: the head's chunk scripts and script preloads and the body's bootstrap script are taken
// out, and one inline loader before </body> appends the same scripts once the first frame is on
// screen (at once in a hidden tab, where frames never come). Not on the load event: a small page
// can finish loading before its first frame, and the framework would then race the paint. Each
// script is added in a task of its own (starting a fetch costs the main thread up
// to a few milliseconds), and Turbopack's runtime, which starts the app, only once the others have
// loaded, so registering the chunks and starting the app do not share one long task. Until then
// the page is the server's HTML: links navigate and forms post without script.
//
// Only same-origin `/_next/static/` chunks are moved; anything else (the noModule polyfill, JSON-LD,
// the inline RSC payload) passes through untouched. A response without </head> passes unchanged,
// and so does a page already rewritten: it has no chunk scripts left to move.
//
// Two places apply it: `rewritePrerenderedPages` after the build, on the HTML files Next serves
// prerendered pages from (on Vercel as under `next start`), and `paintFirst` in `npm start`'s
// server, for the pages rendered per request.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

const CHUNK = String.raw`/_next/static/[^"]+\.js`;
const HEAD_SCRIPT = new RegExp(String.raw`<script src="(${CHUNK})" async=""></script>`, "g");
const SCRIPT_PRELOAD = new RegExp(
  String.raw`<link rel="preload" as="script" fetchPriority="low" href="(${CHUNK})"/>`,
  "g",
);

/** The inline script that loads `sources` after the first paint. */
export function loaderScript(sources) {
  const runtime = sources.filter((src) => /\/turbopack-[^/]*\.js$/.test(src));
  const first = sources.filter((src) => !runtime.includes(src));
  const list = (items) => JSON.stringify(items).replaceAll("<", "\\u003c");
  return (
    '<script id="paint-first">(function(s,r){var done=0;' +
    "function add(src,onload){var e=document.createElement('script');e.src=src;e.async=true;" +
    "if(onload)e.onload=e.onerror=onload;document.head.appendChild(e)}" +
    "function load(){if(done)return;done=1;var left=s.length;" +
    "function next(){if(--left===0)setTimeout(function(){r.forEach(function(src){add(src)})},0)}" +
    "s.forEach(function(src){setTimeout(function(){add(src,next)},0)})}" +
    "if(document.visibilityState==='hidden')load();" +
    "else{requestAnimationFrame(function(){setTimeout(load,0)});" +
    "document.addEventListener('visibilitychange',load,{once:true})}" +
    `})(${list(first)},${list(runtime)})</script>`
  );
}

/**
 * A stateful rewriter: feed it the response text piece by piece (`push`), then `end()`. Each call
 * returns the text that can be sent now; a tag cut in two by a chunk boundary is held back until
 * it is whole.
 */
export function createPaintFirstRewriter() {
  const sources = [];
  const take = (_tag, src) => {
    if (!sources.includes(src)) sources.push(src);
    return "";
  };
  let inHead = true;
  let pending = "";
  let loaded = false;

  function push(text) {
    pending += text;
    if (inHead) {
      const end = pending.indexOf("</head>");
      if (end === -1) return "";
      inHead = false;
      const head = pending.slice(0, end).replace(SCRIPT_PRELOAD, take).replace(HEAD_SCRIPT, take);
      pending = pending.slice(end);
      return head + flushBody(false);
    }
    return flushBody(false);
  }

  function flushBody(final) {
    let ready = pending;
    pending = "";
    if (!final) {
      const cut = unfinishedFrom(ready);
      pending = ready.slice(cut);
      ready = ready.slice(0, cut);
    }
    if (sources.length === 0 || loaded) return ready;
    ready = ready.replace(HEAD_SCRIPT, take);
    const close = ready.lastIndexOf("</body>");
    if (close === -1 && !final) return ready;
    loaded = true;
    const at = close === -1 ? ready.length : close;
    return ready.slice(0, at) + loaderScript(sources) + ready.slice(at);
  }

  function end() {
    if (inHead) {
      // Never reached </head>: not a page this knows how to rewrite.
      const rest = pending;
      pending = "";
      return rest;
    }
    return flushBody(true);
  }

  return { push, end };
}

/** `html`, a whole page, rewritten. */
export function rewritePage(html) {
  const rewriter = createPaintFirstRewriter();
  return rewriter.push(html) + rewriter.end();
}

/**
 * Rewrites every prerendered page of the build in `distDir` in place: the `.html` files under
 * `server/`, both `server/app/` (what deployment builders read) and `server/route-cache/` (what
 * `next start` serves). Returns how many files there are and how many changed.
 */
export async function rewritePrerenderedPages(distDir) {
  let pages = 0;
  let changed = 0;
  const server = join(distDir, "server");
  for (const file of await readdir(server, { recursive: true })) {
    if (!file.endsWith(".html")) continue;
    const path = join(server, file);
    pages += 1;
    const html = await readFile(path, "utf8");
    const rewritten = rewritePage(html);
    if (rewritten === html) continue;
    await writeFile(path, rewritten);
    changed += 1;
  }
  return { pages, changed };
}

/**
 * Where the text stops being safe to send: the start of a `<script src=` element whose closing tag
 * has not arrived, or of a tag or `</body>` cut off at the end.
 */
function unfinishedFrom(text) {
  let cut = text.length;
  const script = text.lastIndexOf("<script src=");
  if (script !== -1 && text.indexOf("</script>", script) === -1) cut = script;
  const open = text.lastIndexOf("<");
  if (open !== -1 && text.indexOf(">", open) === -1) cut = Math.min(cut, open);
  return cut;
}

/**
 * Rewrites `res` in place when it turns out to be an HTML page: the response's own write/end pass
 * through the rewriter, and its Content-Length (now wrong) is dropped. Call before anything writes.
 */
export function paintFirst(res) {
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const writeHead = res.writeHead.bind(res);
  let rewriter = null;
  let decided = false;
  const decoder = new TextDecoder();

  function decide() {
    if (decided) return;
    decided = true;
    const type = String(res.getHeader("content-type") ?? "");
    if (!type.startsWith("text/html") || res.getHeader("content-encoding")) return;
    rewriter = createPaintFirstRewriter();
    if (!res.headersSent) res.removeHeader("content-length");
  }

  const text = (chunk, encoding) =>
    typeof chunk === "string"
      ? Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8")
      : chunk;

  res.writeHead = function (status, ...rest) {
    // Headers given here rather than through setHeader are set first, so the decision sees them.
    const headers = rest.find((arg) => arg && typeof arg === "object" && !Array.isArray(arg));
    if (headers) for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    decide();
    return writeHead(status, ...rest.filter((arg) => arg !== headers));
  };

  res.write = function (chunk, encoding, callback) {
    decide();
    if (!rewriter || chunk == null) return write(chunk, encoding, callback);
    const out = rewriter.push(decoder.decode(text(chunk, encoding), { stream: true }));
    const cb = typeof encoding === "function" ? encoding : callback;
    return write(out, "utf8", cb);
  };

  res.end = function (chunk, encoding, callback) {
    decide();
    if (!rewriter) return end(chunk, encoding, callback);
    let out = "";
    if (chunk != null && typeof chunk !== "function") {
      out += rewriter.push(decoder.decode(text(chunk, encoding), { stream: true }));
    }
    out += rewriter.push(decoder.decode()) + rewriter.end();
    const cb = [chunk, encoding, callback].find((arg) => typeof arg === "function");
    return end(out, "utf8", cb);
  };
}
