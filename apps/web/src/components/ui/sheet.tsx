import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

type SheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  /** The close button's accessible name, e.g. 'Close cart'. */
  closeLabel?: string;
  /** Laid out as a column that fills the sheet below its title: children choose what scrolls. */
  children?: ReactNode;
};

/**
 * A modal panel along the right edge: the full screen on a phone, a side sheet from `sm` up. Built on
 * the Radix dialog like `Dialog`, so focus trapping, focus return, Escape and aria-modal come with it.
 */
export function Sheet({ open, onOpenChange, title, description, closeLabel = 'Close', children }: SheetProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixDialog.Content
          // Without a description Radix warns unless aria-describedby is explicitly undefined.
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          className="fixed inset-y-0 right-0 z-50 flex h-dvh w-full flex-col bg-background text-text shadow-xl focus:outline-none sm:max-w-md"
        >
          <div className="flex items-center justify-between gap-4 border-b border-black/10 px-4 py-3">
            <RadixDialog.Title className="text-lg font-bold">{title}</RadixDialog.Title>
            <RadixDialog.Close
              aria-label={closeLabel}
              className="inline-flex size-10 items-center justify-center rounded-md text-2xl text-text/70 hover:bg-light focus-visible:outline-2 focus-visible:outline-primary"
            >
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </div>
          {description !== undefined && <RadixDialog.Description className="px-4 pt-3 text-sm text-text/80">{description}</RadixDialog.Description>}
          <div className="flex min-h-0 flex-1 flex-col">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
