import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/test-database.ts';
import { accountsKit, normalised, PASSWORD, pastResendPause, uniqueEmail } from './accounts-test-kit.ts';

// Issue 8: login, its single failure message, and the per-account and per-IP lockouts (fake clock).

let clock = new Date('2026-11-24T10:00:00Z');
const minutes = (n: number) => (clock = new Date(clock.getTime() + n * 60_000));

describeEachDatabase(
  'login',
  (get) => {
    const kit = accountsKit(
      () => get().app,
      () => get().smtp,
    );

    it('logs a verified diner in with a new token that works on /me', async () => {
      const { email, user, token } = await kit.verifiedDiner();
      const session = kit.sessionOf(await kit.calls.login(email));
      expect(session.user).toEqual(user);
      expect(session.token).not.toBe(token);
      expect(await kit.meOf(session.token)).toEqual(user);
    });

    it('answers a wrong password and an unknown email alike: 401 invalid_credentials, one message', async () => {
      const { email } = await kit.verifiedDiner();
      const wrong = kit.errorOf(await kit.calls.login(email, 'not the password'), 401);
      const unknown = kit.errorOf(await kit.calls.login(uniqueEmail('nobody'), 'not the password'), 401);
      expect(wrong).toEqual({ code: 'invalid_credentials', message: 'Wrong email or password.' });
      expect(unknown).toEqual(wrong);
    });

    it('takes as long for an unknown email as for a wrong password (argon2 either way)', async () => {
      const { email } = await kit.verifiedDiner();
      const time = async (address: string) => {
        const started = performance.now();
        await kit.calls.login(address, 'not the password', { ip: '10.9.9.9' });
        return performance.now() - started;
      };
      const [known, unknown] = [[] as number[], [] as number[]];
      for (let round = 0; round < 4; round += 1) {
        known.push(await time(email));
        unknown.push(await time(uniqueEmail('nobody')));
      }
      const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
      // Both verify one argon2 hash (tens of ms); without the dummy hash the unknown path takes ~1 ms.
      expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
    });

    it('answers the right password on an unverified account with 403 email_not_verified, a fresh code and a signup_token for it', async () => {
      const email = uniqueEmail();
      const signupToken = await kit.signedUp({ email });
      await get().smtp.codeFor(normalised(email));
      await pastResendPause(get().db, email);
      const refusal = kit.errorOf(await kit.calls.login(email), 403);
      expect(refusal).toMatchObject({ code: 'email_not_verified', signup_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
      const code = await get().smtp.codeFor(normalised(email));
      // The login gave this device the signup: the token of the browser that signed up stops working.
      expect(kit.errorOf(await kit.calls.verify(email, code, signupToken), 400).code).toBe('invalid_code');
      expect(kit.sessionOf(await kit.calls.verify(email, code, refusal.signup_token!)).user.email_verified).toBe(true);
      // A wrong password on an unverified account is just a wrong password.
      expect(kit.errorOf(await kit.calls.login(email, 'not the password'), 401).code).toBe('invalid_credentials');
    });

    // Issue 17 point 4: failures count per account and IP, so an attacker locks out only their own address.
    it('locks an IP out of an account after 10 failures in 15 minutes, while the owner still logs in from another IP', async () => {
      const { email } = await kit.verifiedDiner();
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expect(kit.errorOf(await kit.calls.login(email, `wrong ${attempt}`, { ip: '10.0.0.1' }), 401).code).toBe('invalid_credentials');
      }
      expect(kit.errorOf(await kit.calls.login(email, PASSWORD, { ip: '10.0.0.1' }), 429).code).toBe('too_many_attempts');
      expect(kit.sessionOf(await kit.calls.login(email, PASSWORD, { ip: '10.0.0.2' })).user.email).toBe(email);
      // The attacker's address stays locked out of the account whatever the owner does.
      expect(kit.errorOf(await kit.calls.login(email, PASSWORD, { ip: '10.0.0.1' }), 429).code).toBe('too_many_attempts');
      minutes(16);
    });

    it('ends the lockout of an account and IP LOGIN_LOCKOUT_MINUTES after the last of its failures', async () => {
      const { email } = await kit.verifiedDiner();
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expect(kit.errorOf(await kit.calls.login(email, `wrong ${attempt}`, { ip: '10.0.4.1' }), 401).code).toBe('invalid_credentials');
        if (attempt < 9) minutes(1);
      }
      // The tenth failure was just now: locked until 15 minutes from now.
      expect(kit.errorOf(await kit.calls.login(email, PASSWORD, { ip: '10.0.4.1' }), 429).code).toBe('too_many_attempts');
      minutes(14);
      expect(kit.errorOf(await kit.calls.login(email, PASSWORD, { ip: '10.0.4.1' }), 429).code).toBe('too_many_attempts');
      minutes(1);
      expect(kit.sessionOf(await kit.calls.login(email, PASSWORD, { ip: '10.0.4.1' })).user.email).toBe(email);
    });

    it('counts failures spread over more than 15 minutes without locking', async () => {
      const { email } = await kit.verifiedDiner();
      for (let attempt = 0; attempt < 12; attempt += 1) {
        expect(kit.errorOf(await kit.calls.login(email, 'wrong', { ip: '10.0.1.1' }), 401).code).toBe('invalid_credentials');
        minutes(2);
      }
      expect(kit.sessionOf(await kit.calls.login(email, PASSWORD, { ip: '10.0.1.1' })).user.email).toBe(email);
    });

    it("a correct password clears only this IP's failures, never another IP's", async () => {
      const { email } = await kit.verifiedDiner();
      for (let attempt = 0; attempt < 6; attempt += 1) await kit.calls.login(email, 'wrong', { ip: '10.0.2.1' });
      for (let attempt = 0; attempt < 3; attempt += 1) await kit.calls.login(email, 'wrong', { ip: '10.0.2.2' });
      kit.sessionOf(await kit.calls.login(email, PASSWORD, { ip: '10.0.2.2' }));
      // The first IP's 6 still count: 4 more from it lock it out; the second IP starts from none.
      for (let attempt = 0; attempt < 4; attempt += 1) await kit.calls.login(email, 'wrong', { ip: '10.0.2.1' });
      for (let attempt = 0; attempt < 9; attempt += 1) await kit.calls.login(email, 'wrong', { ip: '10.0.2.2' });
      expect(kit.errorOf(await kit.calls.login(email, PASSWORD, { ip: '10.0.2.1' }), 429).code).toBe('too_many_attempts');
      kit.sessionOf(await kit.calls.login(email, PASSWORD, { ip: '10.0.2.2' }));
      minutes(16);
    });

    it('counts unknown addresses like known ones: they lock the same way', async () => {
      const nobody = uniqueEmail('nobody');
      for (let attempt = 0; attempt < 10; attempt += 1) await kit.calls.login(nobody, 'wrong', { ip: '10.0.3.1' });
      expect(kit.errorOf(await kit.calls.login(nobody, 'wrong', { ip: '10.0.3.1' }), 429).code).toBe('too_many_attempts');
      minutes(16);
    });
  },
  {},
  { smtp: true, now: () => clock },
);

describeEachDatabase(
  'login limit per IP',
  (get) => {
    const kit = accountsKit(
      () => get().app,
      () => get().smtp,
    );
    it('answers 429 to an IP after LOGIN_IP_MAX_FAILURES failures, across accounts, while other IPs still log in', async () => {
      const { email } = await kit.verifiedDiner();
      for (let attempt = 0; attempt < 5; attempt += 1) await kit.calls.login(uniqueEmail('spray'), 'wrong', { ip: '10.1.0.1' });
      expect(kit.errorOf(await kit.calls.login(email, PASSWORD, { ip: '10.1.0.1' }), 429).code).toBe('too_many_attempts');
      expect(kit.sessionOf(await kit.calls.login(email, PASSWORD, { ip: '10.1.0.2' })).user.email).toBe(email);
    });
  },
  { LOGIN_IP_MAX_FAILURES: '5' },
  { smtp: true },
);
