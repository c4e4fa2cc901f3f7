import { useEffect } from 'react';

/** '(2) New orders · Board': the count of unacknowledged new orders shows on the browser tab. */
export function useTabTitle(base: string, count: number): void {
  useEffect(() => {
    const before = document.title;
    document.title = count > 0 ? `(${count}) New order${count === 1 ? '' : 's'} · ${base}` : base;
    return () => {
      document.title = before;
    };
  }, [base, count]);
}
