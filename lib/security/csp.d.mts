export const CSP_HEADER: "Content-Security-Policy";
export const PAGES_RENDERED_PER_REQUEST: string[];
export function isRenderedPerRequest(pathname: string): boolean;
export function contentSecurityPolicy(options?: {
  scripts?: string[];
  supabaseUrl?: string;
  captcha?: boolean;
}): string;
export function withScriptSources(policy: string, sources: string[]): string;
export function newNonce(): string;
export function scriptHash(text: string): Promise<string>;
export function inlineScriptHashes(html: string): Promise<string[]>;
