import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from './notify';

/** Spec §9: up to 3 toasts are visible. */
export const MAX_VISIBLE_TOASTS = 3;

// Sonner's rich colours give green, red and blue, but its warning is a near-white cream with orange
// text; the spec wants a yellow background, so the warning palette is set here (the toaster's
// inline variables win over sonner's stylesheet).
const warningPalette = {
  '--warning-bg': '#fde047',
  '--warning-border': '#facc15',
  '--warning-text': '#422006',
} as CSSProperties;

export function AppToaster() {
  return (
    <Toaster
      position="top-center"
      visibleToasts={MAX_VISIBLE_TOASTS}
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      style={warningPalette}
    />
  );
}
