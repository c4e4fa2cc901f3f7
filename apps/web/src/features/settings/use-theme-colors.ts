import { useEffect } from 'react';
import { useConfigStore } from '@/lib/config-store';
import { applyThemeColors } from '@/lib/theme-css';

/** Writes the theme's colours to the page variables whenever the theme changes (spec §4). */
export function useThemeColors(): void {
  const colors = useConfigStore((state) => state.theme.colors);
  useEffect(() => applyThemeColors(colors), [colors]);
}
