import { errorCodes } from '@crust/contract/error-codes';
import { useCallback, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { ApiRequestError } from '@/lib/api-client';
import { useStaffSessionStore } from '@/lib/staff-session-store';
import { useSubmit } from '@/lib/use-submit';
import { signIn } from '../api/staff-auth-api';
import { checkEmail, checkPassword, checkTotp, normaliseTotp } from '../staff-field-checks';

type Errors = Partial<Record<'email' | 'password' | 'totp', string | null>>;

/**
 * Staff sign-in: email and password, then, for a person with two-factor sign-in on (the server
 * answers totp_required), the code from their authenticator app. `onSignedIn` runs once the session
 * is kept.
 */
export function StaffSignInForm({ initialEmail = '', onSignedIn }: { initialEmail?: string; onSignedIn: () => void }) {
  const startSession = useStaffSessionStore((state) => state.start);
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');
  const [askTotp, setAskTotp] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  const run = useCallback(async () => {
    startSession(await signIn({ email: email.trim(), password, ...(askTotp ? { totp_code: totp } : {}) }));
    onSignedIn();
  }, [email, password, totp, askTotp, startSession, onSignedIn]);
  const onTotpAnswer = useCallback((error: unknown) => {
    if (!(error instanceof ApiRequestError)) return false;
    if (error.code === errorCodes.totpRequired) {
      setAskTotp(true);
      return true;
    }
    if (error.code === errorCodes.invalidTotp) {
      setErrors({ totp: error.message });
      setTotp('');
      return true;
    }
    return false;
  }, []);
  const { submit, busy, error } = useSubmit(run, onTotpAnswer);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = askTotp ? { totp: checkTotp(totp) } : { email: checkEmail(email), password: checkPassword(password) };
    setErrors(found);
    if (!Object.values(found).some(Boolean)) void submit();
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex w-full max-w-sm flex-col gap-4" aria-busy={busy}>
      {askTotp ? (
        <TextField
          label="Authentication code"
          name="totp"
          autoComplete="one-time-code"
          inputMode="numeric"
          autoFocus
          value={totp}
          onChange={(typed) => setTotp(normaliseTotp(typed))}
          error={errors.totp}
          hint="Two-factor sign-in is on: enter the code your authenticator app shows."
          required
        />
      ) : (
        <>
          <TextField label="Email" type="email" name="email" autoComplete="username" value={email} onChange={setEmail} error={errors.email} required />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            error={errors.password}
            required
          />
        </>
      )}
      <FormAlert>{error}</FormAlert>
      <Button type="submit" disabled={busy} className="min-h-12 text-base">
        {busy ? 'Signing in…' : askTotp ? 'Verify and sign in' : 'Sign in'}
      </Button>
    </form>
  );
}
