import { normaliseEmail } from '@crust/contract/account-rules';
import type { UserSession } from '@crust/contract/accounts';
import { errorCodes } from '@crust/contract/error-codes';
import { useCallback, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { ApiRequestError } from '@/lib/api-client';
import { useSubmit } from '@/lib/use-submit';
import { login } from '../api/account-api';
import { checkCode, checkEmail, checkRequired, hasErrors, type FieldErrors } from '../field-checks';
import { safeNextPath, withNext } from '../next-path';
import { useSignupStore } from '../signup-store';
import { useSessionStart } from '../use-session-start';
import { AuthForm } from './auth-form';
import { CodeField } from './code-field';
import { ResendButton } from './resend-button';

const refusal = (error: unknown, code: string): error is ApiRequestError => error instanceof ApiRequestError && error.code === code;

/**
 * /login: email and password; an unverified account goes on to enter its emailed code. While the
 * account is under attack from many networks, a login from a new one also needs a code the server
 * emails (issue 17: it answers login_code_required): the form then asks for it and sends it with the
 * password.
 */
export function LoginForm() {
  const [params] = useSearchParams();
  const next = params.get('next');
  const navigate = useNavigate();
  const startSession = useSessionStart();
  const rememberSignup = useSignupStore((state) => state.remember);
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codeAsked, setCodeAsked] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password' | 'code'>>({});

  const signedIn = useCallback(
    (session: UserSession) => {
      startSession(session);
      navigate(safeNextPath(next), { replace: true });
    },
    [next, navigate, startSession],
  );
  const run = useCallback(
    async () => signedIn(await login(email.trim(), password, codeAsked === null ? undefined : code)),
    [email, password, code, codeAsked, signedIn],
  );
  const onRefusal = useCallback(
    (error: unknown) => {
      if (refusal(error, errorCodes.emailNotVerified)) {
        // The password found its signup: the code just mailed is proved with this token (issue 17).
        if (error.extras.signup_token) rememberSignup(normaliseEmail(email), error.extras.signup_token);
        navigate(withNext('/otp-verification', next, { email: email.trim() }));
        return true;
      }
      if (refusal(error, errorCodes.loginCodeRequired)) {
        setCodeAsked(error.message);
        return true;
      }
      if (codeAsked !== null && refusal(error, errorCodes.invalidCode)) {
        setErrors({ code: error.message });
        setCode('');
        return true;
      }
      return false;
    },
    [email, next, navigate, codeAsked, rememberSignup],
  );
  const { submit, busy, error } = useSubmit(run, onRefusal);

  /** A new code is a login without one; should the attack be over meanwhile, the password alone signs in. */
  const resendCode = async () => {
    try {
      signedIn(await login(email.trim(), password));
    } catch (failure) {
      if (!refusal(failure, errorCodes.loginCodeRequired)) throw failure;
    }
  };

  const onSubmit = () => {
    const found = codeAsked === null ? { email: checkEmail(email), password: checkRequired(password, 'password') } : { code: checkCode(code) };
    setErrors(found);
    if (!hasErrors(found)) void submit();
  };

  if (codeAsked !== null) {
    return (
      <div className="flex flex-col gap-6">
        <p>{codeAsked}</p>
        <AuthForm action="Log in" busyAction="Logging in…" busy={busy} error={error} onSubmit={onSubmit}>
          <CodeField value={code} onChange={setCode} error={errors.code} />
        </AuthForm>
        <ResendButton resend={resendCode} />
      </div>
    );
  }

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
