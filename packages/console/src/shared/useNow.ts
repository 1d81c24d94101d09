import { useEffect, useState } from 'react';

/** The clock's time (ms), read again every `everyMs` while `ticking` (a countdown on screen). */
export function useNow(now: () => number, ticking = true, everyMs = 1000): number {
  const [time, setTime] = useState(now);
  useEffect(() => {
    if (!ticking) return undefined;
    const timer = setInterval(() => setTime(now()), everyMs);
    return () => clearInterval(timer);
  }, [now, ticking, everyMs]);
  return time;
}
