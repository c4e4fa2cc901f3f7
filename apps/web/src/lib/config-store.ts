import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { AppSettings, PaymentGatewayConfig } from '@crust/contract/app-settings';
import type { SiteConfig, SiteConfigPatch } from '@crust/contract/site-config';
import { documentTheme } from './document-theme';
import { safeStateStorage, writeJson } from './storage';

export const CONFIG_STORE_KEY = 'configStore';
export const APP_THEME_KEY = 'appTheme';

/** The app settings other than the theme and the payment configuration, which have their own fields. */
/** The outlet's settings as kept across reloads; its ordering state is not kept (it holds only until it changes). */
export type WebSettings = Omit<AppSettings, 'web_config' | 'payment_gateway_config' | 'ordering_state'>;

type ConfigState = {
  theme: SiteConfig;
  isThemeLoading: boolean;
  isServerDown: boolean;
  errorMessage: string | null;
  isBannerVisible: boolean;
  paymentConfig: PaymentGatewayConfig | null;
  webSettings: WebSettings | null;
  setThemeLoading: (isLoading: boolean) => void;
  setServerDown: (message: string) => void;
  clearServerDown: () => void;
  setBannerVisible: (isVisible: boolean) => void;
  updateTheme: (patch: SiteConfigPatch) => void;
  resetTheme: () => void;
  setPaymentConfig: (config: PaymentGatewayConfig | null) => void;
  setWebSettings: (settings: WebSettings | null) => void;
};

/** Spec §4: an update merges each section it names over the current one and keeps the others. */
export function mergeTheme(theme: SiteConfig, patch: SiteConfigPatch): SiteConfig {
  const merged: Record<string, unknown> = { ...theme };
  for (const [section, values] of Object.entries(patch)) {
    if (values) merged[section] = { ...theme[section as keyof SiteConfig], ...values };
  }
  return merged as SiteConfig;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What the page starts from: spec §9's defaults in the plain SPA, a rendered page's own configuration. */
const baseTheme = documentTheme();

/**
 * A stored copy may come from an older build. Each known section it holds is laid over the base
 * theme, so a field added since then gets its default; a copy that is not a theme at all is ignored.
 */
export function restoreTheme(stored: unknown): SiteConfig {
  if (!isRecord(stored)) return baseTheme;
  const sections = Object.keys(baseTheme) as (keyof SiteConfig)[];
  if (sections.some((section) => section in stored && !isRecord(stored[section]))) return baseTheme;
  const patch = Object.fromEntries(sections.filter((section) => isRecord(stored[section])).map((section) => [section, stored[section]]));
  return mergeTheme(baseTheme, patch as SiteConfigPatch);
}

export const useConfigStore = create<ConfigState>()(
  persist(
    (set, get) => ({
      theme: baseTheme,
      isThemeLoading: true,
      isServerDown: false,
      errorMessage: null,
      isBannerVisible: true,
      paymentConfig: null,
      webSettings: null,
      setThemeLoading: (isThemeLoading) => set({ isThemeLoading }),
      setServerDown: (message) => set({ isServerDown: true, errorMessage: message }),
      clearServerDown: () => set({ isServerDown: false, errorMessage: null }),
      setBannerVisible: (isBannerVisible) => set({ isBannerVisible }),
      updateTheme: (patch) => {
        const theme = mergeTheme(get().theme, patch);
        set({ theme });
        writeJson(APP_THEME_KEY, theme);
      },
      resetTheme: () => set({ theme: baseTheme }),
      setPaymentConfig: (paymentConfig) => set({ paymentConfig }),
      setWebSettings: (webSettings) => set({ webSettings }),
    }),
    {
      name: CONFIG_STORE_KEY,
      storage: createJSONStorage(() => safeStateStorage),
      // Spec §4: only the theme and the web settings survive a reload.
      partialize: ({ theme, webSettings }) => ({ theme, webSettings }),
      merge: (persisted, current) => {
        const stored = isRecord(persisted) ? persisted : {};
        return {
          ...current,
          theme: restoreTheme(stored.theme),
          webSettings: isRecord(stored.webSettings) ? (stored.webSettings as WebSettings) : null,
        };
      },
    },
  ),
);
