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
