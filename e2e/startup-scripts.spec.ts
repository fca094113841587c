import { expect, test } from "./fixtures";

// The scripts a page starts with: loaded after the first paint (scripts/lib/paint-first.mjs) and
// marked for eager compilation by the build (scripts/lib/compile-hints.mjs).
for (const path of ["/", "/career-development", "/login"]) {
  test(`${path} starts the app from scripts marked for eager compilation`, async ({
    page,
    request,
  }) => {
    const response = await page.goto(path);
    const html = (await response?.text()) ?? "";
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async/);

    const loader = await page.locator("#paint-first").textContent();
    const scripts = [...(loader ?? "").matchAll(/\/_next\/static\/chunks\/[^"]+\.js/g)].map(
      ([src]) => src,
    );
    expect(scripts.some((src) => /\/turbopack-[^/]+\.js$/.test(src))).toBe(true);
    expect(scripts.length).toBeGreaterThan(3);
    for (const src of scripts) {
      const code = await (await request.get(src)).text();
      expect(code.startsWith("//# allFunctionsCalledOnLoad\n"), src).toBe(true);
    }
  });
}
