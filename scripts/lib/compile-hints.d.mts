export const COMPILE_HINT: string;
export function startupChunks(distDir: string): Promise<string[]>;
export function addCompileHints(distDir: string): Promise<{ chunks: string[]; changed: number }>;
export function sentScripts(html: string): { src: string; attributes: string }[];
