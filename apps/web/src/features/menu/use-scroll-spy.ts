import { useEffect, useState } from 'react';

/** Where on the screen a diner reads: 40% down the viewport, below the sticky bar. */
const READING_LINE = 0.4;

/**
 * The section being read: the last, in page order, whose top has reached the reading line, so the
 * section filling the screen wins over the tail of the one above it (issue 18: on a phone the
 * previous section's last cards stayed highlighted). At the foot of the page the last section is
 * read even when it is too short to reach the line; before the first section reaches it, the first.
 */
export function sectionBeingRead(
  sections: readonly { id: string; top: number }[],
  { readingLine, isAtBottom }: { readingLine: number; isAtBottom: boolean },
): string | undefined {
  if (isAtBottom) return sections.at(-1)?.id;
  return sections.findLast((section) => section.top <= readingLine)?.id ?? sections[0]?.id;
}

/** The id of the section being read (see sectionBeingRead), followed as the page scrolls. */
export function useScrollSpy(ids: readonly string[]): [activeId: string | undefined, setActiveId: (id: string) => void] {
  const [activeId, setActiveId] = useState<string | undefined>(undefined);
  // The list is rebuilt on every render; its content is what matters.
  const key = ids.join(' ');

  useEffect(() => {
    const order = key.split(' ').filter(Boolean);
    let frame = 0;
    const update = () => {
      frame = 0;
      const sections = order.flatMap((id) => {
        const section = document.getElementById(id);
        return section ? [{ id, top: section.getBoundingClientRect().top }] : [];
      });
      const root = document.documentElement;
      const isAtBottom = root.scrollTop > 0 && Math.ceil(root.scrollTop + window.innerHeight) >= root.scrollHeight;
      const id = sectionBeingRead(sections, { readingLine: window.innerHeight * READING_LINE, isAtBottom });
      if (id) setActiveId(id);
    };
    // One reading per frame however many scroll events arrive.
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [key]);

  // A section hidden by a search cannot stay active: fall back to the first one shown.
  return [activeId && ids.includes(activeId) ? activeId : ids[0], setActiveId];
}
