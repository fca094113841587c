export const CHROMIUM_BROWSER_FLAGS: string[];
export const CHROMIUM_FLAGS: string[];
export function findChromium(): Promise<string>;
export function findHeadlessShell(): Promise<string>;
export function findTestBrowser(): Promise<string>;
