import { vi } from 'vitest';

// jsdom lays nothing out: every box is at 0 and it has no matchMedia or scrollIntoView. These
// stand-ins let a test say where sections are on the screen and see where the page was asked to scroll.

export function installScrollStubs() {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
  const scrollIntoView = vi.fn<(this: Element, options?: ScrollIntoViewOptions) => void>();
  Element.prototype.scrollIntoView = scrollIntoView;

  return {
    scrollIntoView,
    /** Puts the tops of the elements with these ids this far (px) below the viewport's top, then scrolls. */
    setSectionTops(tops: Readonly<Record<string, number>>) {
      for (const [id, top] of Object.entries(tops)) {
        const element = document.getElementById(id);
        if (element) element.getBoundingClientRect = () => ({ top }) as DOMRect;
      }
      window.dispatchEvent(new Event('scroll'));
    },
    /** The ids of the elements the page was asked to scroll to, in order. */
    scrolledTo: () => scrollIntoView.mock.contexts.map((element) => (element as Element).id),
    uninstall() {
      vi.unstubAllGlobals();
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    },
  };
}
