export const DRAWINGS_FILE: string;
export const ICON_NAMES: string[];
export function exportName(name: string): string;
export function buildDrawings(names: string[]): Promise<string>;
