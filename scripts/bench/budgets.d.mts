type Figures = Record<string, unknown>;
type Budget = Record<string, number>;
export const PRESET_BUDGETS: Record<"mid" | "low", { lighthouse: Budget; phone: Budget }>;
export function routeFailures(
  result: { route: string; httpStatus: number; expectedStatus: number; median: Figures },
  floor: Figures | null | undefined,
  budget: Budget,
): string[];
export function phoneFailures(
  result: { median: Figures },
  floor: Figures | null | undefined,
  budget: Budget,
): string[];
