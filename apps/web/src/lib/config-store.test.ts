import { beforeEach, describe, expect, it } from 'vitest';
import { defaultSiteConfig } from '@crust/contract/site-config-defaults';
import { APP_THEME_KEY, CONFIG_STORE_KEY, useConfigStore, type WebSettings } from './config-store';

const initialState = useConfigStore.getState();

const webSettings: WebSettings = {
  tenant_id: 64,
  restaurant_id: 1,
  is_online_order_enabled: 1,
  currency: 'AUD',
  timezone: 'Australia/Sydney',
  is_pickup_enabled: true,
  is_delivery_enabled: true,
};

beforeEach(() => {
  localStorage.clear();
  useConfigStore.setState(initialState, true);
});

describe('config store (spec §4 Config)', () => {
  it('the theme-loading flag starts true and banner visibility starts true', () => {
    const state = useConfigStore.getState();
    expect(state.isThemeLoading).toBe(true);
    expect(state.isBannerVisible).toBe(true);
    expect(state.theme).toEqual(defaultSiteConfig);
  });

  it('the server-down flag and its error message can be set and cleared', () => {
    useConfigStore.getState().setServerDown('Failed to load restaurant settings');
    expect(useConfigStore.getState()).toMatchObject({ isServerDown: true, errorMessage: 'Failed to load restaurant settings' });

    useConfigStore.getState().clearServerDown();
    expect(useConfigStore.getState()).toMatchObject({ isServerDown: false, errorMessage: null });
  });

  it('theme updates merge partially over the current theme', () => {
    useConfigStore.getState().updateTheme({ colors: { primary: '#000000' }, hero: { title: 'Hello' } });
    useConfigStore.getState().updateTheme({ colors: { accent: '#111111' } });

    const { theme } = useConfigStore.getState();
    expect(theme.colors).toEqual({ ...defaultSiteConfig.colors, primary: '#000000', accent: '#111111' });
    expect(theme.hero).toEqual({ ...defaultSiteConfig.hero, title: 'Hello' });
    expect(theme.footer).toEqual(defaultSiteConfig.footer);
  });

  it('the theme can be reset to defaults', () => {
    useConfigStore.getState().updateTheme({ colors: { primary: '#000000' } });
    useConfigStore.getState().resetTheme();
    expect(useConfigStore.getState().theme).toEqual(defaultSiteConfig);
  });

  it('the theme is also saved locally under appTheme when updated', () => {
    useConfigStore.getState().updateTheme({ general: { tagline: 'Saved' } });
    const saved = JSON.parse(localStorage.getItem(APP_THEME_KEY) ?? 'null') as typeof defaultSiteConfig;
    expect(saved.general.tagline).toBe('Saved');
    expect(saved.colors).toEqual(defaultSiteConfig.colors);
  });

  it('only the theme and webSettings are persisted locally, under the key configStore', () => {
    const store = useConfigStore.getState();
    store.setWebSettings(webSettings);
    store.setServerDown('down');
    store.setBannerVisible(false);
    store.setThemeLoading(false);
    store.setPaymentConfig({ provider: 'stripe', mode: 'test', publishable_key: 'pk_test_1', is_cash_on_delivery_enabled: true });

    expect(CONFIG_STORE_KEY).toBe('configStore');
    const persisted = JSON.parse(localStorage.getItem('configStore') ?? 'null') as { state: Record<string, unknown> };
    expect(Object.keys(persisted.state).sort()).toEqual(['theme', 'webSettings']);
    expect(persisted.state.webSettings).toEqual(webSettings);
  });

  it('restores the persisted theme and web settings, and ignores a stored copy that no longer fits', async () => {
    useConfigStore.getState().updateTheme({ hero: { title: 'Restored' } });
    useConfigStore.getState().setWebSettings(webSettings);
    const saved = localStorage.getItem(CONFIG_STORE_KEY) ?? '';
    useConfigStore.setState(initialState, true);
    localStorage.setItem(CONFIG_STORE_KEY, saved);
    await useConfigStore.persist.rehydrate();
    expect(useConfigStore.getState().theme.hero.title).toBe('Restored');
    expect(useConfigStore.getState().webSettings).toEqual(webSettings);

    useConfigStore.setState(initialState, true);
    localStorage.setItem(CONFIG_STORE_KEY, JSON.stringify({ state: { theme: { colors: 'red' } }, version: 0 }));
    await useConfigStore.persist.rehydrate();
    expect(useConfigStore.getState().theme).toEqual(defaultSiteConfig);
  });
});
