import { expect, test } from "./fixtures";

/**
 * Icons are drawn inline (components/icons/icon.tsx): a page fetches no icon file while its
 * scripts download, and every icon shows its strokes in the text colour. `/ai-updates` draws its
 * cards' icons in a client component, the footer its social marks.
 */
for (const path of ["/", "/ai-updates", "/contact"]) {
  test(`${path} draws every icon inline, with Lucide's strokes @desktop`, async ({ page }) => {
    // Images (the illustrations, the footer's logo) may be SVG files; a `<use>` of a sprite
    // fetches its file as a document, which no icon may do.
    const svgDocuments: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith(".svg") && request.resourceType() !== "image") {
        svgDocuments.push(pathname);
      }
    });
    await page.goto(path);

    await expect(page.locator("use")).toHaveCount(0);
    const icons = page.locator("svg.icon");
    expect(await icons.count()).toBeGreaterThan(3);
    const drawn = await icons.evaluateAll((svgs) =>
      svgs.map((svg) => {
        const style = getComputedStyle(svg);
        return {
          shapes: svg.querySelectorAll("path, circle, rect, line, polyline, polygon, ellipse")
            .length,
          fill: style.fill,
          stroke: style.stroke,
          strokeWidth: style.strokeWidth,
          inTextColour: style.stroke === style.color,
        };
      }),
    );
    for (const icon of drawn) {
      expect(icon).toMatchObject({ fill: "none", strokeWidth: "2px", inTextColour: true });
      expect(icon.shapes).toBeGreaterThan(0);
    }

    const socialMarks = page.getByRole("list", { name: "Social media" }).locator("svg path");
    await expect(socialMarks).toHaveCount(4);
    // The browser's own fetch of the page's favicon is not an icon of the page's.
    const favicons = await page
      .locator('link[rel~="icon"]')
      .evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
      );
    expect(svgDocuments.filter((pathname) => !favicons.includes(pathname))).toEqual([]);
  });
}
