import { useCallback, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { notify } from '@/components/ui/notify';
import { PasswordField } from '@/components/ui/password-field';
import { useIdentityStore } from '@/lib/identity-store';
import { useSubmit } from '@/lib/use-submit';
import { deleteAccount } from '../api/profile-api';

/** Deletes the account after the diner confirms with their password. */
export function DeleteAccount() {
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const navigate = useNavigate();
  const { submit, busy, error } = useSubmit(
    useCallback(async () => {
      await deleteAccount(password);
      useIdentityStore.getState().clearAuth();
      notify({ title: 'Account deleted', message: 'Your account, addresses and favourites are gone.', kind: 'success' });
      navigate('/', { replace: true });
    }, [password, navigate]),
  );
  if (!confirming) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-sm text-text/80">Deleting your account removes your details, saved addresses and favourites. It cannot be undone.</p>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          Delete account
        </Button>
      </div>
    );
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (password) void submit();
  };
  return (
    <form noValidate onSubmit={onSubmit} className="flex max-w-md flex-col gap-4">
      <p className="font-medium">Enter your password to delete your account for good.</p>
      <PasswordField label="Password" name="password" autoComplete="current-password" value={password} onChange={setPassword} required />
      <FormAlert>{error}</FormAlert>
      <div className="flex gap-3">
        <Button type="submit" disabled={busy || !password}>
          {busy ? 'Deleting…' : 'Delete my account'}
        </Button>
        <Button variant="secondary" onClick={() => setConfirming(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
