import { describe, expect, it } from 'vitest';
import { defaultSiteConfig } from '@crust/contract/site-config-defaults';
import { applyThemeColors, cssUrl } from './theme-css';

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

describe('a configured image in CSS (issue 17)', () => {
  it('is a quoted url() of the address', () => {
    expect(cssUrl('/images/hero.svg')).toBe('url("/images/hero.svg")');
  });

  it('cannot end the url() early, whatever the address holds', () => {
    const breakout = '/a.jpg"); color: red; background-image: url("https://evil.example/track.gif';
    expect(cssUrl(breakout)).toBe('url("/a.jpg\\22 ); color: red; background-image: url(\\22 https://evil.example/track.gif")');
    expect(cssUrl('/a\\b\nc')).toBe('url("/a\\5c b\\a c")');
  });
});
