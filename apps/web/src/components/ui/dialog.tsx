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
          <RadixDialog.Title className="text-lg font-bold text-text">{title}</RadixDialog.Title>
          {description !== undefined && <RadixDialog.Description className="mt-1 text-sm text-text/80">{description}</RadixDialog.Description>}
          <div className="mt-4">{children}</div>
          {dismissible && (
            <RadixDialog.Close
              aria-label="Close"
              className="absolute top-3 right-3 rounded-md p-1 text-text/70 hover:bg-light focus-visible:outline-2 focus-visible:outline-primary"
            >
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
