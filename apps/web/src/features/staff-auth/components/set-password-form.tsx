import { useCallback, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { PasswordField } from '@/components/ui/password-field';
import { useSubmit } from '@/lib/use-submit';
import { setStaffPassword } from '../api/staff-auth-api';
import { checkNewPassword } from '../staff-field-checks';

/** /console/set-password?token=: the link from an invitation or `staff:create` sets the password once. */
export function SetPasswordForm({ token, onDone }: { token: string; onDone: (email: string) => void }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'password' | 'confirmation', string | null>>>({});

  const run = useCallback(async () => onDone((await setStaffPassword(token, password)).email), [token, password, onDone]);
  const { submit, busy, error } = useSubmit(run);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = { password: checkNewPassword(password), confirmation: confirmation === password ? null : 'The passwords do not match.' };
    setErrors(found);
    if (!found.password && !found.confirmation) void submit();
  };

  if (!token) return <FormAlert>This link is incomplete. Open the link from your email again, or ask an owner to invite you again.</FormAlert>;
  return (
    <form noValidate onSubmit={onSubmit} className="flex w-full max-w-sm flex-col gap-4" aria-busy={busy}>
      <PasswordField
        label="New password"
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        error={errors.password}
        required
      />
      <PasswordField
        label="Repeat the password"
        name="confirmation"
        autoComplete="new-password"
        value={confirmation}
        onChange={setConfirmation}
        error={errors.confirmation}
        required
      />
      <FormAlert>{error}</FormAlert>
      <Button type="submit" disabled={busy} className="min-h-12 text-base">
        {busy ? 'Saving…' : 'Set password'}
      </Button>
    </form>
  );
}
