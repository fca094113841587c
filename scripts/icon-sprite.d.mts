export const SPRITE_FILE: string;
export function spriteNames(): Promise<string[]>;
export function buildSprite(names: string[]): Promise<string>;
