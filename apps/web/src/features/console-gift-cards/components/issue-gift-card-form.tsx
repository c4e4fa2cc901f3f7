import type { ConsoleIssueGiftCardRequest } from '@crust/contract/console-gift-cards';
import { FormActions } from '@/components/ui/form-actions';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useCheckedForm } from '@/lib/use-checked-form';
import { emptyIssue, issueRequest } from '../gift-card-form-values';

export type NamedOutlet = { id: number; name: string };

type IssueGiftCardFormProps = {
  /** The outlets the person may issue a card at (a manager: theirs). */
  outlets: NamedOutlet[];
  /** An owner may issue a card at no outlet (the business's); a manager issues at one of theirs. */
  allowNoOutlet: boolean;
  busy: boolean;
  /** The server's refusal. */
  error: string | null;
  onSave: (request: ConsoleIssueGiftCardRequest) => void;
  onCancel: () => void;
};

/** Issue 21: a card issued by hand (a goodwill gesture): no payment is taken, and the reason is kept in its ledger. */
export function IssueGiftCardForm({ outlets, allowNoOutlet, busy, error, onSave, onCancel }: IssueGiftCardFormProps) {
  const initial = emptyIssue(allowNoOutlet ? null : (outlets[0]?.id ?? null));
  const { values, errors, set, onSubmit } = useCheckedForm(initial, issueRequest, onSave);
  const outletOptions = [
    ...(allowNoOutlet ? [{ value: '', label: 'No outlet (the business)' }] : []),
    ...outlets.map(({ id, name }) => ({ value: String(id), label: name })),
  ];

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Issue a card" className="flex flex-col gap-4 rounded-xl border-2 border-primary/30 bg-background p-4">
      <h2 className="text-xl font-bold">Issue a card</h2>
      <p className="text-sm text-text/75">
        No payment is taken. With a recipient email the card is mailed to them now; without one, its code is shown to you once, to hand over.
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label="Amount ($)"
          name="amount"
          inputMode="numeric"
          value={values.amount}
          onChange={set('amount')}
          error={errors.amount}
          hint="Whole dollars, $10 to $500."
        />
        <SelectField label="Outlet" value={values.restaurant_id} options={outletOptions} onChange={set('restaurant_id')} error={errors.restaurant_id} />
        <TextField
          label="Recipient’s name (optional)"
          name="recipient_name"
          autoComplete="off"
          value={values.recipient_name}
          onChange={set('recipient_name')}
          error={errors.recipient_name}
        />
        <TextField
          label="Recipient’s email (optional)"
          name="recipient_email"
          type="email"
          autoComplete="off"
          value={values.recipient_email}
          onChange={set('recipient_email')}
          error={errors.recipient_email}
        />
      </div>
      <TextField
        label="Reason"
        name="reason"
        value={values.reason}
        onChange={set('reason')}
        error={errors.reason}
        maxLength={300}
        hint="Kept in the card’s ledger and the audit log."
      />
      <FormActions action="Issue card" busy={busy} error={error} onCancel={onCancel} />
    </form>
  );
}
