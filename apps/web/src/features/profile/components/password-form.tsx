import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@crust/contract/account-rules';
import { useCallback, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { notify } from '@/components/ui/notify';
import { PasswordField } from '@/components/ui/password-field';
import { useSubmit } from '@/lib/use-submit';
import { changePassword } from '../api/profile-api';

/** A new password: the other devices are logged out, this one stays. */
export function PasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { submit, busy, error } = useSubmit(
    useCallback(async () => {
      await changePassword(current, next);
      setCurrent('');
      setNext('');
      notify({ title: 'Password changed', message: 'Your other devices have been logged out.', kind: 'success' });
    }, [current, next]),
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found =
      next.length < PASSWORD_MIN_LENGTH || next.length > PASSWORD_MAX_LENGTH ? `Use ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.` : null;
    setProblem(found);
    if (!found && current) void submit();
  };
  return (
    <form noValidate onSubmit={onSubmit} className="flex max-w-md flex-col gap-4">
      <PasswordField label="Current password" name="current-password" autoComplete="current-password" value={current} onChange={setCurrent} required />
      <PasswordField
        label="New password"
        name="new-password"
        autoComplete="new-password"
        value={next}
        onChange={setNext}
        error={problem}
        hint={`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`}
        required
      />
      <FormAlert>{error}</FormAlert>
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? 'Changing…' : 'Change password'}
      </Button>
    </form>
  );
}
