import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { scrollToSection } from './scroll-to-section';

/**
 * Scrolls to the section a link such as /menu#category-3 names. The browser's own jump happens
 * before the menu has arrived, so the list does it once it is on the page.
 */
export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length > 1) scrollToSection(decodeURIComponent(hash.slice(1)), { smooth: false });
  }, [hash]);
}
