import type { ServerResponse } from "node:http";

export function loaderScript(sources: string[]): string;
export function createPaintFirstRewriter(): { push(text: string): string; end(): string };
export function paintFirst(res: ServerResponse): void;
