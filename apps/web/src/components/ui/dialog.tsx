import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

type DialogProps = {
  open: boolean;
  /** Called when the user asks to close (Escape, outside click, close button); ignored when not dismissible. */
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  /** False keeps the dialog up until its own actions close it: no close button, Escape or outside click. */
  dismissible?: boolean;
  children?: ReactNode;
  className?: string;
};

/** A modal dialog: Radix handles focus trapping, focus return, aria-modal and the title/description links. */
export function Dialog({ open, onOpenChange, title, description, dismissible = true, children, className = '' }: DialogProps) {
  const handleOpenChange = (next: boolean) => {
    if (next || dismissible) onOpenChange(next);
  };
  const preventIfLocked = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };

  return (
    <RadixDialog.Root open={open} onOpenChange={handleOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixDialog.Content
          onEscapeKeyDown={preventIfLocked}
          onPointerDownOutside={preventIfLocked}
          onInteractOutside={preventIfLocked}
          // Without a description Radix warns unless aria-describedby is explicitly undefined.
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          className={`fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-lg bg-background p-6 text-text shadow-xl focus:outline-none ${className}`.trim()}
        >
          {/* Issue 18: in a dialog taller than the screen (the item builder on a phone) the title and the
              close button stick to the top while the rest scrolls, so Close is always in view (-top-6:
              at the dialog's edge, not below its padding). */}
          <div className="sticky -top-6 z-10 -mx-6 -mt-6 rounded-t-lg bg-background px-6 pt-6 pb-1">
            <RadixDialog.Title className="pr-8 text-lg font-bold text-text">{title}</RadixDialog.Title>
            {dismissible && (
              <RadixDialog.Close
                aria-label="Close"
                className="absolute top-1.5 right-1.5 flex size-11 items-center justify-center rounded-md text-xl text-text/70 hover:bg-light focus-visible:outline-2 focus-visible:outline-primary"
              >
                <span aria-hidden="true">×</span>
              </RadixDialog.Close>
            )}
          </div>
          {description !== undefined && <RadixDialog.Description className="mt-1 text-sm text-text/80">{description}</RadixDialog.Description>}
          <div className="mt-4">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
