import { useCallback, useState } from 'react';

/** Which fields the diner has left: their problems show from then on, not while they first type. */
export function useTouched<Field extends string>() {
  const [touched, setTouched] = useState<ReadonlySet<Field>>(() => new Set());
  const touch = useCallback((field: Field) => setTouched((current) => (current.has(field) ? current : new Set(current).add(field))), []);
  const shown = useCallback(<T>(field: Field, problem: T | undefined) => (touched.has(field) ? problem : undefined), [touched]);
  return { touch, shown };
}
