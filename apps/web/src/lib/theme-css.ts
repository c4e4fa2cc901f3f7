import type { SiteConfig } from '@crust/contract/site-config';

const colorNames = ['primary', 'secondary', 'accent', 'background', 'text', 'light', 'dark'] as const;

/** Spec §4: theme colours become page variables, which the Tailwind theme reads as --color-*. */
export function applyThemeColors(colors: SiteConfig['colors'], root: HTMLElement = document.documentElement): void {
  for (const name of colorNames) {
    root.style.setProperty(`--color-${name}`, colors[name]);
  }
}
