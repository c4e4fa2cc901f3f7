import type { ConsoleVoidGiftCardRequest } from '@crust/contract/console-gift-cards';
import { formatCents } from '@crust/contract/prices';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { voidRequest } from '../gift-card-form-values';

type VoidCardDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The card's last four characters, which name it. */
  last4: string;
  balance: number;
  busy: boolean;
  /** The server's refusal. */
  error: string | null;
  onVoid: (request: ConsoleVoidGiftCardRequest) => void;
};

/** Issue 21: voiding a card cannot be undone, so it is confirmed here, with the reason the ledger keeps. */
export function VoidCardDialog({ open, onOpenChange, last4, balance, busy, error, onVoid }: VoidCardDialogProps) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = voidRequest(reason);
    setReasonError('errors' in checked ? (checked.errors.reason ?? null) : null);
    if ('request' in checked) onVoid(checked.request);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Void the card ending ${last4}?`}
      description={`Its balance of ${formatCents(balance)} is removed and it can never be spent again. This cannot be undone.`}
    >
      <form noValidate onSubmit={submit} aria-label="Void card" className="flex flex-col gap-3">
        <TextField label="Reason" value={reason} onChange={setReason} error={reasonError} maxLength={300} />
        <FormAlert>{error}</FormAlert>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={busy} className="min-h-12 text-base">
            {busy ? 'Voiding…' : 'Void card'}
          </Button>
          <Button variant="secondary" onClick={() => onOpenChange(false)} className="min-h-12 text-base">
            Keep it
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
