// The account rules both sides apply, zod-free so the browser's forms use them without a schema
// library (decision 001). The server enforces them again through the zod schemas in accounts.ts.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Emailed one-time codes are this many digits. */
export const OTP_LENGTH = 6;
/** A diner may ask for a new code this often (the resend button counts down from it). */
export const OTP_RESEND_SECONDS = 60;

export const NAME_MAX_LENGTH = 120;
export const EMAIL_MAX_LENGTH = 254;
/** Something@somewhere.tld: the browser's first check of an email address (the server's is stricter). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Digits, spaces and the usual + ( ) - of a phone number, with 8 to 15 digits in all. */
export const PHONE_PATTERN = /^\+?[0-9 ()-]{8,24}$/;

/** An Australian postcode is four digits. */
export const POSTCODE_PATTERN = /^[0-9]{4}$/;

/** Most saved addresses per diner. */
export const MAX_SAVED_ADDRESSES = 20;

/** Emails are case-insensitive and trimmed: one account per address, however it is typed. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The states and territories an Australian address names. */
export const AU_STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const;
