import type { ConsoleAdjustGiftCardRequest } from '@crust/contract/console-gift-cards';
import { formatCents } from '@crust/contract/prices';
import { FormActions } from '@/components/ui/form-actions';
import { TextField } from '@/components/ui/text-field';
import { useCheckedForm } from '@/lib/use-checked-form';
import { adjustRequest, emptyAdjust, type AdjustDirection } from '../gift-card-form-values';

type AdjustBalanceFormProps = {
  balance: number;
  busy: boolean;
  /** The server's refusal. */
  error: string | null;
  onSave: (request: ConsoleAdjustGiftCardRequest) => void;
  onCancel: () => void;
};

const DIRECTIONS: { value: AdjustDirection; label: string }[] = [
  { value: 'add', label: 'Add to the balance' },
  { value: 'remove', label: 'Take off the balance' },
];

/** Issue 21: a balance moved up or down by hand, with a reason kept in the ledger; never below zero. */
export function AdjustBalanceForm({ balance, busy, error, onSave, onCancel }: AdjustBalanceFormProps) {
  const { values, errors, set, onSubmit } = useCheckedForm(emptyAdjust, (typed: typeof emptyAdjust) => adjustRequest(typed, balance), onSave);

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Adjust balance" className="flex flex-col gap-4 rounded-xl border-2 border-primary/30 bg-background p-4">
      <h2 className="text-xl font-bold">Adjust balance</h2>
      <p className="text-sm">Balance now: {formatCents(balance)}</p>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-1 text-sm font-medium">Direction</legend>
        {DIRECTIONS.map((direction) => (
          <label
            key={direction.value}
            className="flex min-h-12 items-center gap-3 rounded-md border border-black/20 px-3 has-checked:border-primary has-checked:bg-primary/10"
          >
            <input
              type="radio"
              name="direction"
              value={direction.value}
              checked={values.direction === direction.value}
              onChange={() => set('direction')(direction.value)}
              className="size-5"
            />
            {direction.label}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label="Amount ($)" name="amount" inputMode="decimal" value={values.amount} onChange={set('amount')} error={errors.amount} />
        <TextField label="Reason" name="reason" value={values.reason} onChange={set('reason')} error={errors.reason} maxLength={300} />
      </div>
      <FormActions action="Save adjustment" busy={busy} error={error} onCancel={onCancel} />
    </form>
  );
}
