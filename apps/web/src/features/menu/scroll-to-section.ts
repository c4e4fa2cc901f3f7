/**
 * Scrolls a menu section to the top of the view, below the sticky bar (its scroll margin), and
 * moves focus to its heading, so keyboard and screen-reader users land where they asked to go.
 */
export function scrollToSection(id: string, options: { smooth: boolean }): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ block: 'start', behavior: options.smooth && !reducedMotion ? 'smooth' : 'auto' });
  section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  return true;
}
