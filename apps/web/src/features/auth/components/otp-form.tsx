import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { TextField } from '@/components/ui/text-field';
import { useSubmit } from '@/lib/use-submit';
import { resendOtp, verifyOtp } from '../api/account-api';
import { checkCode, checkEmail, hasErrors, type FieldErrors } from '../field-checks';
import { safeNextPath } from '../next-path';
import { useSessionStart } from '../use-session-start';
import { AuthForm } from './auth-form';
import { CodeField } from './code-field';
import { ResendButton } from './resend-button';

/** /otp-verification?email=…: the code that verifies the email logs the diner in. */
export function OtpForm() {
  const [params] = useSearchParams();
  const given = params.get('email') ?? '';
  const navigate = useNavigate();
  const startSession = useSessionStart();
  const [email, setEmail] = useState(given);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'email' | 'code'>>({});

  const run = useCallback(async () => {
    startSession(await verifyOtp(email.trim(), code));
    navigate(safeNextPath(params.get('next')), { replace: true });
  }, [email, code, params, navigate, startSession]);
  const { submit, busy, error } = useSubmit(run);

  const onSubmit = () => {
    const found = { email: checkEmail(email), code: checkCode(code) };
    setErrors(found);
    if (!hasErrors(found)) void submit();
  };

  return (
    <div className="flex flex-col gap-6">
      {given && (
        <p>
          We sent a code to <strong>{given}</strong>.
        </p>
      )}
      <AuthForm action="Verify" busyAction="Verifying…" busy={busy} error={error} onSubmit={onSubmit}>
        {!given && <TextField label="Email" type="email" name="email" autoComplete="email" value={email} onChange={setEmail} error={errors.email} required />}
        <CodeField value={code} onChange={setCode} error={errors.code} />
      </AuthForm>
      <ResendButton resend={() => resendOtp(email.trim())} />
    </div>
  );
}
