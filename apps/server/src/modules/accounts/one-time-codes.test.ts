import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { oneTimeCodes } from '../../db/schema/users.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { accountsKit, normalised, pastResendPause, uniqueEmail } from './accounts-test-kit.ts';

// Issue 8 "Codes": 10 minutes, 5 wrong tries burn a code, resends at most once a minute and 5 an
// hour, at most 10 wrong tries an hour per address whatever codes it asked for. A fake clock.

let clock = new Date('2026-11-25T08:00:00Z');
const seconds = (n: number) => (clock = new Date(clock.getTime() + n * 1000));
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describeEachDatabase(
  'one-time codes',
  (get) => {
    const kit = accountsKit(
      () => get().app,
      () => get().smtp,
    );
    /** Signs up and returns the emailed code. The outbox stamps mails with the database's clock, so tests move resend pauses with pastResendPause. */
    async function signedUp() {
      const email = normalised(uniqueEmail());
      const signupToken = await kit.signedUp({ email });
      return { email, signupToken, code: await get().smtp.codeFor(email) };
    }

    it('stores only a hash of the code', async () => {
      const { email, code } = await signedUp();
      const [row] = await get().db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, email));
      expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row?.codeHash).not.toContain(code);
    });

    it('expires a code after 10 minutes', async () => {
      const { email, signupToken, code } = await signedUp();
      seconds(10 * 60 + 1);
      expect(kit.errorOf(await kit.calls.verify(email, code, signupToken), 400).code).toBe('invalid_code');
    });

    it('accepts a code just before its 10 minutes are up', async () => {
      const { email, signupToken, code } = await signedUp();
      seconds(9 * 60 + 50);
      expect(kit.sessionOf(await kit.calls.verify(email, code, signupToken)).user.email).toBe(email);
    });

    it('burns a code after 5 wrong tries: the right code no longer works', async () => {
      const { email, signupToken, code } = await signedUp();
      for (let attempt = 0; attempt < 5; attempt += 1)
        expect(kit.errorOf(await kit.calls.verify(email, wrongCode(code), signupToken), 400).code).toBe('invalid_code');
      expect(kit.errorOf(await kit.calls.verify(email, code, signupToken), 400).code).toBe('invalid_code');
    });

    it('accepts the right code after 4 wrong tries, and a used code never works again', async () => {
      const { email, signupToken, code } = await signedUp();
      for (let attempt = 0; attempt < 4; attempt += 1) await kit.calls.verify(email, wrongCode(code), signupToken);
      kit.sessionOf(await kit.calls.verify(email, code, signupToken));
      expect(kit.errorOf(await kit.calls.verify(email, code, signupToken), 400).code).toBe('invalid_code');
    });

    it('sends at most one code a minute and 5 an hour per address', async () => {
      const { email, signupToken } = await signedUp();
      expect((await kit.calls.resend(email, signupToken)).statusCode).toBe(202);
      await expect(get().smtp.nextMail(email, 300)).rejects.toThrow(/No mail/);
      for (let sent = 1; sent < 5; sent += 1) {
        await pastResendPause(get().db, email);
        // The pause moved every earlier mail 2 minutes back; four of them fit in the hour.
        await kit.calls.resend(email, signupToken);
        await get().smtp.nextMail(email);
      }
      await pastResendPause(get().db, email);
      expect((await kit.calls.resend(email, signupToken)).statusCode).toBe(202);
      await expect(get().smtp.nextMail(email, 300)).rejects.toThrow(/No mail/);
    });

    // Issue 17: a signup waits for its code SIGNUP_PENDING_HOURS, then it is forgotten.
    it('forgets a signup after SIGNUP_PENDING_HOURS: no new code, and its password is no login', async () => {
      const { email } = await signedUp();
      seconds(23 * 3600);
      const refusal = kit.errorOf(await kit.calls.login(email), 403);
      expect(refusal.code).toBe('email_not_verified');
      await get().smtp.codeFor(email);
      seconds(3600 + 1);
      expect(kit.errorOf(await kit.calls.login(email), 401).code).toBe('invalid_credentials');
      expect((await kit.calls.resend(email, refusal.signup_token!)).statusCode).toBe(202);
      await expect(get().smtp.nextMail(email, 300)).rejects.toThrow(/No mail/);
    });

    it('counts wrong tries per address across resends: the 11th in an hour answers 429, even with the right code', async () => {
      const { email, signupToken, code: first } = await signedUp();
      for (let attempt = 0; attempt < 4; attempt += 1) await kit.calls.verify(email, wrongCode(first), signupToken);
      await pastResendPause(get().db, email);
      await kit.calls.resend(email, signupToken);
      const second = await get().smtp.codeFor(email);
      for (let attempt = 0; attempt < 4; attempt += 1) await kit.calls.verify(email, wrongCode(second), signupToken);
      await pastResendPause(get().db, email);
      await kit.calls.resend(email, signupToken);
      const third = await get().smtp.codeFor(email);
      for (let attempt = 0; attempt < 2; attempt += 1)
        expect(kit.errorOf(await kit.calls.verify(email, wrongCode(third), signupToken), 400).code).toBe('invalid_code');
      expect(kit.errorOf(await kit.calls.verify(email, third, signupToken), 429).code).toBe('too_many_attempts');
      seconds(61 * 60);
      await pastResendPause(get().db, email);
      await kit.calls.resend(email, signupToken);
      const fourth = await get().smtp.codeFor(email);
      expect(kit.sessionOf(await kit.calls.verify(email, fourth, signupToken)).user.email).toBe(email);
    });
  },
  {},
  { smtp: true, now: () => clock },
);
