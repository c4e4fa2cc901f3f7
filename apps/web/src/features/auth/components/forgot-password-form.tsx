import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '@/components/ui/form-alert';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { useSubmit } from '@/lib/use-submit';
import { forgotPassword, resetPassword } from '../api/account-api';
import { checkCode, checkEmail, checkNewPassword, hasErrors, type FieldErrors } from '../field-checks';
import { safeNextPath } from '../next-path';
import { useSessionStart } from '../use-session-start';
import { AuthForm } from './auth-form';
import { CodeField } from './code-field';
import { ResendButton } from './resend-button';

/** /forgot-password: the email, then the emailed code and a new password, which logs the diner in. */
export function ForgotPasswordForm() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const startSession = useSessionStart();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'email' | 'code' | 'password'>>({});

  const request = useSubmit(
    useCallback(async () => {
      await forgotPassword(email.trim());
      setSent(true);
    }, [email]),
  );
  const reset = useSubmit(
    useCallback(async () => {
      startSession(await resetPassword(email.trim(), code, password));
      navigate(safeNextPath(params.get('next')), { replace: true });
    }, [email, code, password, params, navigate, startSession]),
  );

  if (!sent) {
    const onSubmit = () => {
      const found = { email: checkEmail(email) };
      setErrors(found);
      if (!hasErrors(found)) void request.submit();
    };
    return (
      <AuthForm action="Send code" busyAction="Sending…" busy={request.busy} error={request.error} onSubmit={onSubmit}>
        <TextField label="Email" type="email" name="email" autoComplete="email" value={email} onChange={setEmail} error={errors.email} required />
      </AuthForm>
    );
  }

  const onSubmit = () => {
    const found = { code: checkCode(code), password: checkNewPassword(password) };
    setErrors(found);
    if (!hasErrors(found)) void reset.submit();
  };
  return (
    <div className="flex flex-col gap-6">
      <FormAlert tone="info">If an account exists for {email.trim()}, we sent a code to it.</FormAlert>
      <AuthForm action="Set new password" busyAction="Saving…" busy={reset.busy} error={reset.error} onSubmit={onSubmit}>
        {/* The address, for password managers to file the new password under. */}
        <input type="email" name="email" autoComplete="username" value={email.trim()} readOnly hidden />
        <CodeField value={code} onChange={setCode} error={errors.code} />
        <PasswordField
          label="New password"
          name="new-password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          error={errors.password}
          hint="8 to 128 characters."
          required
        />
      </AuthForm>
      <ResendButton resend={() => forgotPassword(email.trim())} />
    </div>
  );
}
