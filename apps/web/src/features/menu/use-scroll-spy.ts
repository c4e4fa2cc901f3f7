import { useEffect, useState } from 'react';

/** How far below the viewport's top a section counts as "being read": under the sticky bar. */
const READING_LINE_PX = 80;

/**
 * The id of the section being read: the first, in page order, that crosses the band between the
 * sticky bar and 40% down the viewport. When none does (a gap between sections), the last one stays.
 */
export function useScrollSpy(ids: readonly string[]): [activeId: string | undefined, setActiveId: (id: string) => void] {
  const [activeId, setActiveId] = useState<string | undefined>(undefined);
  // The list is rebuilt on every render; its content is what matters.
  const key = ids.join(' ');

  useEffect(() => {
    const order = key.split(' ').filter(Boolean);
    const crossing = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) crossing.add(entry.target.id);
          else crossing.delete(entry.target.id);
        }
        const first = order.find((id) => crossing.has(id));
        if (first) setActiveId(first);
      },
      { rootMargin: `-${READING_LINE_PX}px 0px -60% 0px` },
    );
    for (const id of order) {
      const section = document.getElementById(id);
      if (section) observer.observe(section);
    }
    return () => observer.disconnect();
  }, [key]);

  // A section hidden by a search cannot stay active: fall back to the first one shown.
  return [activeId && ids.includes(activeId) ? activeId : ids[0], setActiveId];
}
