import { vi } from 'vitest';

// jsdom lays nothing out: it has no IntersectionObserver, matchMedia or scrollIntoView. These
// stand-ins let a test say which sections are in view and see where the page was asked to scroll.

type Observer = { callback: IntersectionObserverCallback; targets: Set<Element>; instance: IntersectionObserver };

export function installScrollStubs() {
  const observers = new Set<Observer>();

  class FakeIntersectionObserver {
    readonly root = null;
    readonly rootMargin: string;
    readonly thresholds = [0];
    private readonly observer: Observer;
    constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
      this.rootMargin = options.rootMargin ?? '0px';
      this.observer = { callback, targets: new Set(), instance: this as unknown as IntersectionObserver };
      observers.add(this.observer);
    }
    observe(target: Element) {
      this.observer.targets.add(target);
    }
    unobserve(target: Element) {
      this.observer.targets.delete(target);
    }
    disconnect() {
      observers.delete(this.observer);
    }
    takeRecords() {
      return [];
    }
  }

  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
  const scrollIntoView = vi.fn<(this: Element, options?: ScrollIntoViewOptions) => void>();
  Element.prototype.scrollIntoView = scrollIntoView;

  return {
    scrollIntoView,
    /** Reports that the elements with these ids entered (or left) the observed band. */
    setInView(ids: readonly string[], isIntersecting = true) {
      for (const { callback, targets, instance } of observers) {
        const entries = [...targets].filter((target) => ids.includes(target.id)).map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
        if (entries.length > 0) callback(entries, instance);
      }
    },
    /** The ids of the elements the page was asked to scroll to, in order. */
    scrolledTo: () => scrollIntoView.mock.contexts.map((element) => (element as Element).id),
    uninstall() {
      vi.unstubAllGlobals();
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    },
  };
}
