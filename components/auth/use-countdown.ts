"use client";

import { useEffect, useState } from "react";

/**
 * Whole seconds left until `until` (epoch ms, from the server's answer), at most `max`; 0 once it
 * has passed. Ticks once a second while time is left.
 */
export function useCountdown(until: number | null, max: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) clearInterval(timer);
    }, 1_000);
    return () => clearInterval(timer);
  }, [until]);
  if (until === null) return 0;
  return Math.max(0, Math.min(max, Math.ceil((until - now) / 1_000)));
}
