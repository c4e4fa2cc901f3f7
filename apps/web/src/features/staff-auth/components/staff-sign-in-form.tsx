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
import { checkEmail, checkEmailedCode, checkPassword, checkTotp, normaliseEmailedCode, normaliseTotp } from '../staff-field-checks';

type Errors = Partial<Record<'email' | 'password' | 'code', string | null>>;

/** The second step a sign-in may ask for: the authenticator app's code, or (issue 17) a code emailed while the account is under attack. */
type SecondStep = { kind: 'totp' } | { kind: 'emailed'; message: string };

/** The server's refusals that ask for (or refuse) the second step's code, as the step and field they lead to. */
function secondStepOf(error: unknown): { step: SecondStep } | { wrong: string } | null {
  if (!(error instanceof ApiRequestError)) return null;
  if (error.code === errorCodes.totpRequired) return { step: { kind: 'totp' } };
  if (error.code === errorCodes.loginCodeRequired) return { step: { kind: 'emailed', message: error.message } };
  if (error.code === errorCodes.invalidTotp || error.code === errorCodes.invalidCode) return { wrong: error.message };
  return null;
}

/**
 * Staff sign-in: email and password, then, when the server asks, a code: from the authenticator app
 * for a person with two-factor sign-in on (totp_required), or, for anyone else while their account is
 * under attack from many networks, the one emailed to them (login_code_required). `onSignedIn` runs
 * once the session is kept.
 */
export function StaffSignInForm({ initialEmail = '', onSignedIn }: { initialEmail?: string; onSignedIn: () => void }) {
  const startSession = useStaffSessionStore((state) => state.start);
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<SecondStep | null>(null);
  const [errors, setErrors] = useState<Errors>({});

  const run = useCallback(async () => {
    const second = step === null ? {} : step.kind === 'totp' ? { totp_code: code } : { login_code: code };
    startSession(await signIn({ email: email.trim(), password, ...second }));
    onSignedIn();
  }, [email, password, code, step, startSession, onSignedIn]);
  const onSecondStep = useCallback((error: unknown) => {
    const found = secondStepOf(error);
    if (!found) return false;
    if ('step' in found) setStep(found.step);
    else {
      setErrors({ code: found.wrong });
      setCode('');
    }
    return true;
  }, []);
  const { submit, busy, error } = useSubmit(run, onSecondStep);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = step
      ? { code: step.kind === 'totp' ? checkTotp(code) : checkEmailedCode(code) }
      : { email: checkEmail(email), password: checkPassword(password) };
    setErrors(found);
    if (!Object.values(found).some(Boolean)) void submit();
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex w-full max-w-sm flex-col gap-4" aria-busy={busy}>
      {step ? (
        <>
          {step.kind === 'emailed' && <p>{step.message}</p>}
          <TextField
            label={step.kind === 'totp' ? 'Authentication code' : 'Emailed code'}
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            autoFocus
            value={code}
            onChange={(typed) => setCode(step.kind === 'totp' ? normaliseTotp(typed) : normaliseEmailedCode(typed))}
            error={errors.code}
            hint={
              step.kind === 'totp'
                ? 'Two-factor sign-in is on: enter the code your authenticator app shows.'
                : 'The 6-digit code in the email we just sent you.'
            }
            required
          />
        </>
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
        {busy ? 'Signing in…' : step ? 'Verify and sign in' : 'Sign in'}
      </Button>
    </form>
  );
}
