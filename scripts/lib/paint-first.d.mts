import type { ServerResponse } from "node:http";

export function loaderScript(sources: string[]): string;
export function createPaintFirstRewriter(): { push(text: string): string; end(): string };
export function paintFirst(res: ServerResponse): void;
export function rewritePage(html: string): string;
export function rewritePrerenderedPages(
  distDir: string,
): Promise<{ pages: number; changed: number }>;
