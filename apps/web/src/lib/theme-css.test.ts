import { describe, expect, it } from 'vitest';
import { defaultSiteConfig } from '@crust/contract/site-config-defaults';
import { applyThemeColors } from './theme-css';

describe('theme colours (spec §4 Config)', () => {
  it('theme colors are applied as page color variables: primary, secondary, accent, background, text, light, dark', () => {
    const colors = { ...defaultSiteConfig.colors, primary: '#123456', dark: '#000000' };
    applyThemeColors(colors);
    const style = document.documentElement.style;
    for (const name of ['primary', 'secondary', 'accent', 'background', 'text', 'light', 'dark'] as const) {
      expect(style.getPropertyValue(`--color-${name}`)).toBe(colors[name]);
    }
  });
});
