import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';

/** Reasons a kitchen gives most; the diner reads the one chosen. */
const COMMON_REASONS = ['Too busy right now', 'An item is out of stock', 'We are closing soon', 'Outside our delivery area'];

type RejectDialogProps = { orderNumber: number; open: boolean; onOpenChange: (open: boolean) => void; onReject: (reason: string) => void };

export function RejectDialog({ orderNumber, open, onOpenChange, onReject }: RejectDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError('Give the diner a reason.');
    onReject(reason.trim());
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Reject order #${orderNumber}`} description="The diner is told why; a card payment is refunded.">
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <div className="flex flex-wrap gap-2">
          {COMMON_REASONS.map((common) => (
            <button
              key={common}
              type="button"
              aria-pressed={reason === common}
              onClick={() => setReason(common)}
              className="min-h-11 rounded-full border border-black/20 px-3 text-sm font-medium hover:bg-light aria-pressed:border-primary aria-pressed:bg-primary/10"
            >
              {common}
            </button>
          ))}
        </div>
        <TextField label="Reason" value={reason} onChange={setReason} error={error} maxLength={200} />
        <Button type="submit" className="min-h-12 text-base">
          Reject order
        </Button>
      </form>
    </Dialog>
  );
}
