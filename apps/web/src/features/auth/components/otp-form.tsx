import { useCallback, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSubmit } from '@/lib/use-submit';
import { resendOtp, verifyOtp } from '../api/account-api';
import { checkCode, hasErrors, type FieldErrors } from '../field-checks';
import { safeNextPath, withNext } from '../next-path';
import { signupTokenFor, useSignupStore } from '../signup-store';
import { useSessionStart } from '../use-session-start';
import { AuthForm } from './auth-form';
import { CodeField } from './code-field';
import { ResendButton } from './resend-button';

/**
 * /otp-verification?email=…: the code that verifies the email logs the diner in. The code is proved
 * with the signup_token this tab got from the signup or from a login with the password (issue 17);
 * without one (another tab or device), the page says how to get a code of its own.
 */
export function OtpForm() {
  const [params] = useSearchParams();
  const next = params.get('next');
  const stored = useSignupStore();
  const email = params.get('email') ?? stored.email ?? '';
  const signupToken = signupTokenFor(stored, email);
  const navigate = useNavigate();
  const startSession = useSessionStart();
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'code'>>({});

  const run = useCallback(async () => {
    if (signupToken === null) return;
    const session = await verifyOtp(email.trim(), code, signupToken);
    stored.forget();
    startSession(session);
    navigate(safeNextPath(next), { replace: true });
  }, [email, code, signupToken, stored, next, navigate, startSession]);
  const { submit, busy, error } = useSubmit(run);

  const onSubmit = () => {
    const found = { code: checkCode(code) };
    setErrors(found);
    if (!hasErrors(found)) void submit();
  };

  if (signupToken === null) {
    return (
      <p>
        This page does not know your signup: codes are entered in the browser you signed up in. To get a new code here,{' '}
        <Link to={withNext('/login', next, email ? { email: email.trim() } : {})} className="font-medium text-primary underline">
          log in with your password
        </Link>{' '}
        or{' '}
        <Link to={withNext('/signup', next)} className="font-medium text-primary underline">
          sign up again
        </Link>
        .
      </p>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <p>
        We sent a code to <strong>{email}</strong>.
      </p>
      <AuthForm action="Verify" busyAction="Verifying…" busy={busy} error={error} onSubmit={onSubmit}>
        <CodeField value={code} onChange={setCode} error={errors.code} />
      </AuthForm>
      <ResendButton resend={() => resendOtp(email.trim(), signupToken)} />
    </div>
  );
}
