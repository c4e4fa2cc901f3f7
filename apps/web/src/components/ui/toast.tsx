import type { CSSProperties } from 'react';
import { Toaster, toast } from 'sonner';

/** Spec §8, §9: the default toast kind and how long a toast stays. */
export const TOAST_DURATION_MS = 2000;
export const MAX_VISIBLE_TOASTS = 3;

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

type NotifyOptions = { title: string; message?: string; kind?: ToastKind; duration?: number };

export function notify({ title, message, kind = 'info', duration = TOAST_DURATION_MS }: NotifyOptions): void {
  toast[kind](title, { description: message, duration });
}

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
