export type LongTask = { startTime: number; duration: number };
export function blockingTime(longTasks: readonly LongTask[], fromMs: number): number;
