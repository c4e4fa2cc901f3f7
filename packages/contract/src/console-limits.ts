// Issue 10: fixed choices of the console that both sides check. Zod-free, so the console's code
// imports them without a schema library (decision 001); console-outlets.ts and console-staff.ts build
// their schemas on them.

/** How long a pause of online ordering lasts, in minutes; a pause may also last until someone resumes. */
export const PAUSE_MINUTES = [15, 30, 60] as const;

/** Authenticator apps show six digits. */
export const TOTP_DIGITS = 6;
