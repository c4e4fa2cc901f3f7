import { EMAIL_PATTERN, OTP_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@crust/contract/account-rules';
import { TOTP_DIGITS } from '@crust/contract/console-limits';

// The contract's rules, checked before a call (the server checks them again); each answers the message
// to show under the field, or null.

export const checkEmail = (email: string) => (EMAIL_PATTERN.test(email.trim()) ? null : 'Enter a valid email address.');

export const checkPassword = (password: string) => (password ? null : 'Enter your password.');

export const checkNewPassword = (password: string) =>
  password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH ? `Use ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.` : null;

/** Digits only, so a pasted '123 456' is the code 123456. */
export const normaliseTotp = (typed: string) => typed.replace(/\D/g, '').slice(0, TOTP_DIGITS);

export const checkTotp = (code: string) => (code.length === TOTP_DIGITS ? null : `Enter the ${TOTP_DIGITS}-digit code from your authenticator app.`);

/** Issue 17: the code emailed to a person without TOTP while their account is under attack. */
export const normaliseEmailedCode = (typed: string) => typed.replace(/\D/g, '').slice(0, OTP_LENGTH);

export const checkEmailedCode = (code: string) => (code.length === OTP_LENGTH ? null : `Enter the ${OTP_LENGTH}-digit code from the email.`);
