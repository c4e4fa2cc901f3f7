import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';

type AuthFormProps = {
  /** The submit button's label, and its label while sending. */
  action: string;
  busyAction: string;
  busy: boolean;
  error: string | null;
  onSubmit: () => void;
  children: ReactNode;
  footer?: ReactNode;
};

/** The account pages' form: fields, the server's message, one submit button disabled while sending. */
export function AuthForm({ action, busyAction, busy, error, onSubmit, children, footer }: AuthFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form noValidate onSubmit={submit} className="flex max-w-md flex-col gap-4" aria-busy={busy}>
      {children}
      <FormAlert>{error}</FormAlert>
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? busyAction : action}
      </Button>
      {footer && <div className="flex flex-col gap-2 text-sm">{footer}</div>}
    </form>
  );
}
