import { useCallback, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { ApiRequestError } from '@/lib/api-client';
import { useSubmit } from '@/lib/use-submit';
import { login } from '../api/account-api';
import { checkEmail, checkRequired, hasErrors, type FieldErrors } from '../field-checks';
import { safeNextPath, withNext } from '../next-path';
import { useSessionStart } from '../use-session-start';
import { AuthForm } from './auth-form';

/** /login: email and password; an unverified account goes on to enter its emailed code. */
export function LoginForm() {
  const [params] = useSearchParams();
  const next = params.get('next');
  const navigate = useNavigate();
  const startSession = useSessionStart();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password'>>({});

  const run = useCallback(async () => {
    startSession(await login(email.trim(), password));
    navigate(safeNextPath(next), { replace: true });
  }, [email, password, next, navigate, startSession]);
  const unverified = useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiRequestError) || error.code !== 'email_not_verified') return false;
      navigate(withNext('/otp-verification', next, { email: email.trim() }));
      return true;
    },
    [email, next, navigate],
  );
  const { submit, busy, error } = useSubmit(run, unverified);

  const onSubmit = () => {
    const found = { email: checkEmail(email), password: checkRequired(password, 'password') };
    setErrors(found);
    if (!hasErrors(found)) void submit();
  };

  return (
    <AuthForm
      action="Log in"
      busyAction="Logging in…"
      busy={busy}
      error={error}
      onSubmit={onSubmit}
      footer={
        <>
          <Link to={withNext('/forgot-password', next, email.trim() ? { email: email.trim() } : {})} className="font-medium text-primary underline">
            Forgot password?
          </Link>
          <p>
            New here?{' '}
            <Link to={withNext('/signup', next)} className="font-medium text-primary underline">
              Create an account
            </Link>
          </p>
        </>
      }
    >
      <TextField label="Email" type="email" name="email" autoComplete="email" value={email} onChange={setEmail} error={errors.email} required />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        error={errors.password}
        required
      />
    </AuthForm>
  );
}
