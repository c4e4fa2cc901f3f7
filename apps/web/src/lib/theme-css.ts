import type { SiteConfig } from '@crust/contract/site-config';

/**
 * A configured image as a CSS url(): quoted, with the quote, the backslash and line breaks escaped,
 * so whatever the value holds it names one image and cannot end the url() early (issue 17: the
 * contract refuses such values on save; this holds for a theme kept in the browser from before).
 */
export const cssUrl = (address: string) => `url("${address.replace(/["\\\n\r\f]/g, (character) => `\\${character.charCodeAt(0).toString(16)} `)}")`;

const colorNames = ['primary', 'secondary', 'accent', 'background', 'text', 'light', 'dark'] as const;

/** Spec §4: theme colours become page variables, which the Tailwind theme reads as --color-*. */
export function applyThemeColors(colors: SiteConfig['colors'], root: HTMLElement = document.documentElement): void {
  for (const name of colorNames) {
    root.style.setProperty(`--color-${name}`, colors[name]);
  }
}
