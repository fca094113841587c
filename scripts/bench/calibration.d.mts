export type Preset = { id: "mid" | "low"; label: string; targetIndex: number };
export const PRESETS: { mid: Preset; low: Preset };
export function presetsFor(choice: string): Preset[];
export function cpuSlowdown(hostIndex: number, targetIndex: number): number;
