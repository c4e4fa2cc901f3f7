import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, OTP_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PHONE_PATTERN } from '@crust/contract/account-rules';

// The contract's rules, checked in the browser before a call (the server checks them again). Each
// answers the message to show under the field, or null.

export const checkEmail = (email: string) =>
  EMAIL_PATTERN.test(email.trim()) && email.trim().length <= EMAIL_MAX_LENGTH ? null : 'Enter a valid email address.';

export const checkRequired = (value: string, label: string) => (value.trim() ? null : `Enter your ${label}.`);

export const checkNewPassword = (password: string) =>
  password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH ? `Use ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.` : null;

export const checkPhone = (phone: string) => (PHONE_PATTERN.test(phone.trim()) ? null : 'Enter a phone number of 8 to 15 digits.');

/** Digits only: a pasted '123 456' or '123-456' is the code 123456. */
export const normaliseCode = (typed: string) => typed.replace(/\D/g, '').slice(0, OTP_LENGTH);

export const checkCode = (code: string) => (code.length === OTP_LENGTH ? null : `Enter the ${OTP_LENGTH}-digit code from the email.`);

export type FieldErrors<K extends string> = Partial<Record<K, string | null>>;

export const hasErrors = (errors: Record<string, string | null | undefined>) => Object.values(errors).some(Boolean);
