import { Button } from './button';
import { FormAlert } from './form-alert';

type FormActionsProps = {
  /** The submit button's label ('Saving…' while sending). */
  action: string;
  busy: boolean;
  /** The server's refusal, announced above the buttons. */
  error: string | null;
  onCancel: () => void;
};

/** The end of an editing form: the server's message, then save (disabled while sending) and cancel. */
export function FormActions({ action, busy, error, onCancel }: FormActionsProps) {
  return (
    <>
      <FormAlert>{error}</FormAlert>
      <div className="flex gap-3">
        <Button type="submit" disabled={busy} className="min-h-12 text-base">
          {busy ? 'Saving…' : action}
        </Button>
        <Button variant="secondary" onClick={onCancel} className="min-h-12 text-base">
          Cancel
        </Button>
      </div>
    </>
  );
}
