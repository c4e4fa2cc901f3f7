import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@crust/contract/account-rules';
import { useCallback, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { useSubmit } from '@/lib/use-submit';
import { signup } from '../api/account-api';
import { checkEmail, checkNewPassword, checkPhone, checkRequired, hasErrors, type FieldErrors } from '../field-checks';
import { withNext } from '../next-path';
import { useSignupStore } from '../signup-store';
import { AuthForm } from './auth-form';

type Field = 'name' | 'email' | 'phone' | 'password';

/** /signup: the account's details; the emailed code is entered next, on /otp-verification. */
export function SignupForm() {
  const [params] = useSearchParams();
  const next = params.get('next');
  const navigate = useNavigate();
  const [values, setValues] = useState({ name: '', email: '', phone: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const remember = useSignupStore((state) => state.remember);

  const run = useCallback(async () => {
    const { email, signupToken } = await signup({
      name: values.name.trim(),
      email: values.email.trim(),
      phone_no: values.phone.trim(),
      password: values.password,
    });
    remember(email, signupToken);
    navigate(withNext('/otp-verification', next, { email }));
  }, [values, next, navigate, remember]);
  const { submit, busy, error } = useSubmit(run);

  const onSubmit = () => {
    const found = {
      name: checkRequired(values.name, 'name'),
      email: checkEmail(values.email),
      phone: checkPhone(values.phone),
      password: checkNewPassword(values.password),
    };
    setErrors(found);
    if (!hasErrors(found)) void submit();
  };

  return (
    <AuthForm
      action="Create account"
      busyAction="Creating account…"
      busy={busy}
      error={error}
      onSubmit={onSubmit}
      footer={
        <p>
          Already have an account?{' '}
          <Link to={withNext('/login', next)} className="font-medium text-primary underline">
            Log in
          </Link>
        </p>
      }
    >
      <TextField label="Name" name="name" autoComplete="name" value={values.name} onChange={set('name')} error={errors.name} required />
      <TextField label="Email" type="email" name="email" autoComplete="email" value={values.email} onChange={set('email')} error={errors.email} required />
      <TextField
        label="Phone"
        type="tel"
        name="phone"
        autoComplete="tel"
        inputMode="tel"
        value={values.phone}
        onChange={set('phone')}
        error={errors.phone}
        required
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        error={errors.password}
        hint={`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters. A phrase of a few words is easy to remember and hard to guess.`}
        required
      />
    </AuthForm>
  );
}
