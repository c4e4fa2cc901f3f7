import { useEffect, useRef } from 'react';
import { scrollToSection } from '../scroll-to-section';
import { useScrollSpy } from '../use-scroll-spy';

export type BarSection = { id: string; label: string };

/**
 * Spec §3 menu.categoryLayout 'horizontal': the sections as a row of chips that sticks to the top
 * while the list scrolls, highlights the section being read and keeps that chip in view.
 */
export function CategoryBar({ sections }: { sections: readonly BarSection[] }) {
  const [activeId, setActiveId] = useScrollSpy(sections.map((section) => section.id));
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const list = listRef.current;
    const chip = list?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!list || !chip) return;
    // Centre the chip by scrolling the bar alone; scrollIntoView would also move the page.
    list.scrollLeft = chip.offsetLeft - (list.clientWidth - chip.offsetWidth) / 2;
  }, [activeId]);

  if (sections.length === 0) return null;
  return (
    <nav aria-label="Menu categories" className="sticky top-0 z-20 -mx-4 border-b border-black/10 bg-background/95 backdrop-blur sm:-mx-6">
      <ul ref={listRef} className="relative flex gap-2 overflow-x-auto px-4 py-3 [scrollbar-width:thin] motion-safe:scroll-smooth sm:px-6">
        {sections.map((section) => {
          const isActive = section.id === activeId;
          return (
            <li key={section.id} className="shrink-0">
              <a
                href={`#${section.id}`}
                aria-current={isActive ? 'true' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  if (scrollToSection(section.id, { smooth: true })) setActiveId(section.id);
                }}
                className={`block rounded-full border px-4 py-1.5 text-sm font-semibold whitespace-nowrap transition-colors ${
                  isActive ? 'border-primary bg-primary text-white' : 'border-black/15 bg-background text-text hover:bg-light'
                }`}
              >
                {section.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
