import type { Page } from "@playwright/test";

/** A touch target people can hit (WCAG 2.5.5, Apple and Material guidance). */
export const MIN_FIELD_HEIGHT = 44;

export type FieldHeight = { field: string; height: number };

/** The rendered height of each text field people can see (a honeypot is hidden from them). */
export function textFieldHeights(page: Page): Promise<FieldHeight[]> {
  return page.evaluate(() => {
    const TEXT_TYPES = ["text", "email", "password", "search", "tel", "url", "number"];
    const fields = [...document.querySelectorAll<HTMLElement>("input, textarea")].filter(
      (element) =>
        (element instanceof HTMLTextAreaElement ||
          TEXT_TYPES.includes((element as HTMLInputElement).type)) &&
        !element.closest('[aria-hidden="true"]') &&
        element.getClientRects().length > 0 &&
        getComputedStyle(element).visibility === "visible",
    );
    return fields.map((element) => ({
      field: element.getAttribute("name") ?? element.id,
      height: Math.round(element.getBoundingClientRect().height * 10) / 10,
    }));
  });
}

/** Words of the page's headings (h1, h2) that the browser broke across two lines. */
export function brokenHeadingWords(page: Page): Promise<string[]> {
  return page.locator("main h1, main h2").evaluateAll((headings) => {
    const broken: string[] = [];
    for (const heading of headings) {
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (const match of text.matchAll(/\S+/g)) {
          // Words only: an id in a title another spec ingested (news items) may break anywhere.
          if (/\d/.test(match[0])) continue;
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (tops.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  });
}

/** Widths the layouts change at: a phone, Tailwind's sm and md, a small laptop, lg and the desktop. */
export const LAYOUT_WIDTHS = [390, 640, 768, 900, 1024, 1280];

/**
 * Lists of equals laid out in columns whose last row leaves a hole that reads as a missing card:
 * neither as wide as the list's widest row nor centred under it. A list of equals is a CSS grid of
 * more than one column, or a wrapping flex row of items of one width, with three or more children
 * of one kind; a two-part text and media layout has two children and is not one. Also returns how
 * many lists were looked at, so a page whose lists went unseen cannot pass quietly.
 */
export function holedLastRows(page: Page) {
  return page.evaluate(() => {
    const TOLERANCE = 2;
    // The list's own name where it has one, else its tag and first classes.
    const name = (list: Element) =>
      ["data-slot", "aria-label"]
        .filter((attribute) => list.hasAttribute(attribute))
        .map((attribute) => `[${attribute}="${list.getAttribute(attribute)}"]`)[0] ??
      [list.tagName.toLowerCase(), ...[...list.classList].slice(0, 3)].join(".");
    const isListOfEquals = (list: Element, style: CSSStyleDeclaration, items: DOMRect[]) => {
      if (style.display.endsWith("grid")) {
        return (
          style.gridTemplateColumns.split(/\s+/).filter((track) => /\d/.test(track)).length > 1
        );
      }
      const widths = new Set(items.map((rect) => Math.round(rect.width)));
      return style.display.endsWith("flex") && style.flexWrap === "wrap" && widths.size === 1;
    };
    const holes: string[] = [];
    let looked = 0;
    for (const list of document.querySelectorAll("main *")) {
      const style = getComputedStyle(list);
      if (!/grid|flex/.test(style.display)) continue;
      const children = [...list.children].filter(
        (child) =>
          child.getClientRects().length > 0 &&
          !["absolute", "fixed"].includes(getComputedStyle(child).position),
      );
      if (children.length < 3 || new Set(children.map((child) => child.tagName)).size > 1) continue;
      const items = children.map((child) => child.getBoundingClientRect());
      if (!isListOfEquals(list, style, items)) continue;
      const rows = new Map<number, DOMRect[]>();
      for (const rect of items) {
        const key = [...rows.keys()].find((top) => Math.abs(top - rect.top) <= TOLERANCE);
        rows.set(key ?? rect.top, [...(rows.get(key ?? rect.top) ?? []), rect]);
      }
      const spans = [...rows.values()].map((rects) => ({
        count: rects.length,
        left: Math.min(...rects.map((rect) => rect.left)),
        right: Math.max(...rects.map((rect) => rect.right)),
      }));
      const [first, last] = [spans[0], spans.at(-1)];
      if (!first || !last || first.count < 2) continue;
      looked += 1;
      const left = Math.min(...spans.map((span) => span.left));
      const right = Math.max(...spans.map((span) => span.right));
      const [before, after] = [last.left - left, right - last.right];
      if (Math.abs(before - after) > TOLERANCE) {
        holes.push(`${name(list)}: ${last.count} in a last row of ${first.count}`);
      }
    }
    return { looked, holes };
  });
}

/** The empty height between a page's closing call to action and the content above it. */
export function gapAboveClosingCta(page: Page) {
  return page.evaluate(() => {
    const bands = [...document.querySelectorAll("main > section, main > div > section")];
    const cta = bands.at(-1);
    const previous = cta?.previousElementSibling;
    const card = cta?.firstElementChild;
    const content = previous?.querySelector(".section-body");
    if (!card || !content) return null;
    return card.getBoundingClientRect().top - content.getBoundingClientRect().bottom;
  });
}
