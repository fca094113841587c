import { describe, expect, it } from "vitest";

import { footerColumns } from "@/content/footer";
import { isActive, mainNav } from "@/content/nav";
import { siteRoutes } from "@/content/routes";

const routePaths = new Set<string>(siteRoutes.map((route) => route.path));

describe("mainNav", () => {
  it("lists the five items of the spec in order", () => {
    expect(mainNav.map((item) => item.title)).toEqual([
      "Platform",
      "Pricing",
      "Enterprise Solutions",
      "About",
      "AI Updates",
    ]);
  });

  it("points only at pages the site has", () => {
    const paths = mainNav.flatMap((item) => [
      item.path,
      ...(item.submenu ?? []).map((e) => e.path),
    ]);
    expect(paths.filter((path) => !routePaths.has(path))).toEqual([]);
  });
});

describe("isActive", () => {
  const platform = mainNav[0]!;

  it("marks an item active on its own page", () => {
    expect(isActive(platform, "/platform")).toBe(true);
  });

  it("marks a parent active on one of its submenu pages", () => {
    expect(isActive(platform, "/fincode")).toBe(true);
  });

  it("leaves unrelated items inactive", () => {
    expect(isActive(platform, "/about")).toBe(false);
    expect(isActive(mainNav[3]!, "/")).toBe(false);
  });
});

describe("siteRoutes", () => {
  it("has one entry per path", () => {
    expect(routePaths.size).toBe(siteRoutes.length);
  });

  it("gives every page a heading and a description of useful length", () => {
    for (const route of siteRoutes) {
      expect(route.heading.length, route.path).toBeGreaterThan(3);
      expect(route.description.length, route.path).toBeGreaterThanOrEqual(40);
      expect(route.description.length, route.path).toBeLessThanOrEqual(170);
    }
  });
});

describe("footerColumns", () => {
  it("links only to pages the site has", () => {
    const linked = footerColumns.flatMap((column) =>
      column.items.flatMap((item) => (item.path ? [item.path] : [])),
    );
    expect(linked).toEqual([
      "/ai-updates",
      "/pricing-page",
      "/enterprise",
      "/community",
      "/about",
      "/contact",
      "/privacy",
      "/terms",
    ]);
    expect(linked.every((path) => routePaths.has(path))).toBe(true);
  });
});
