/** Spec §8, §9: the default toast kind and how long a toast stays. */
export const TOAST_DURATION_MS = 2000;

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

type NotifyOptions = { title: string; message?: string; kind?: ToastKind; duration?: number };

/**
 * Shows a toast. The toast library is loaded on the first call (it is already there once the lazy
 * toaster has mounted), so code that may toast — the cart on every menu page — does not carry it
 * in its own chunk.
 */
export function notify({ title, message, kind = 'info', duration = TOAST_DURATION_MS }: NotifyOptions): void {
  void import('sonner').then(({ toast }) => toast[kind](title, { description: message, duration }));
}
