import { useEffect, useState } from 'react';

/** The time now, refreshed every `everyMs`: what a countdown or a "start now" mark is measured against. */
export function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
