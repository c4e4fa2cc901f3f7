import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/test-database.ts';
import { accountsKit, PASSWORD, uniqueEmail } from './accounts-test-kit.ts';

// Issue 17 point 4: an account failing from LOGIN_ATTACK_IPS networks is under attack; then a right
// password from a network that has not signed in to it lately needs a code emailed to the account too.

let clock = new Date('2026-11-26T18:00:00Z');
const minutes = (n: number) => (clock = new Date(clock.getTime() + n * 60_000));
const ATTACKERS = ['10.66.0.1', '10.66.0.2', '10.66.0.3', '10.66.0.4', '10.66.0.5'];

describeEachDatabase(
  'login under attack from many networks',
  (get) => {
    const kit = accountsKit(
      () => get().app,
      () => get().smtp,
    );
    const signInCode = async (email: string) => {
      const mail = await get().smtp.nextMail(email);
      expect(mail.subject).toMatch(/sign-in code/);
      return /\b(\d{6})\b/.exec(mail.text)![1]!;
    };
    const attack = async (email: string) => {
      for (const ip of ATTACKERS) expect(kit.errorOf(await kit.calls.login(email, 'a guess', { ip }), 401).code).toBe('invalid_credentials');
    };

    it('asks a new network for the emailed code on top of the password, takes the code once, and lets known networks in', async () => {
      // Signed up (and so signed in) from the default address, then from home.
      const { email } = await kit.verifiedDiner();
      kit.sessionOf(await kit.calls.login(email, PASSWORD, { ip: '10.5.0.9' }));
      await attack(email);

      const refused = kit.errorOf(await kit.calls.login(email, PASSWORD, { ip: '10.5.0.2' }), 401);
      expect(refused.code).toBe('login_code_required');
      expect(refused.message).toContain(email);
      const code = await signInCode(email);
      // The password still comes first: a wrong one with the code is a wrong password.
      expect(kit.errorOf(await kit.calls.login(email, 'a guess', { ip: '10.5.0.2', loginCode: code }), 401).code).toBe('invalid_credentials');
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      expect(kit.errorOf(await kit.calls.login(email, PASSWORD, { ip: '10.5.0.2', loginCode: wrong }), 401).code).toBe('invalid_code');
      expect(kit.sessionOf(await kit.calls.login(email, PASSWORD, { ip: '10.5.0.2', loginCode: code })).user.email).toBe(email);
      // Used once: another new network cannot reuse it (and gets no new mail within the resend pause).
      expect(kit.errorOf(await kit.calls.login(email, PASSWORD, { ip: '10.5.0.3', loginCode: code }), 401).code).toBe('invalid_code');
      expect(kit.errorOf(await kit.calls.login(email, PASSWORD, { ip: '10.5.0.3' }), 401).code).toBe('login_code_required');
      await expect(get().smtp.nextMail(email, 300)).rejects.toThrow(/No mail/);

      // Networks that signed in lately need the password only: home, the signup's, and the one just proved.
      for (const ip of ['10.5.0.9', '127.0.0.1', '10.5.0.2']) expect(kit.sessionOf(await kit.calls.login(email, PASSWORD, { ip })).user.email).toBe(email);
      // Once the window has passed without new failures, the attack is over.
      minutes(16);
      expect(kit.sessionOf(await kit.calls.login(email, PASSWORD, { ip: '10.5.0.4' })).user.email).toBe(email);
    });

    it('does not ask for a code while fewer networks than LOGIN_ATTACK_IPS fail, and never for a wrong password', async () => {
      const { email } = await kit.verifiedDiner();
      for (const ip of ATTACKERS.slice(1)) await kit.calls.login(email, 'a guess', { ip });
      expect(kit.sessionOf(await kit.calls.login(email, PASSWORD, { ip: '10.5.1.1' })).user.email).toBe(email);
      await kit.calls.login(email, 'a guess', { ip: ATTACKERS[0] });
      expect(kit.errorOf(await kit.calls.login(email, 'still a guess', { ip: '10.5.1.2' }), 401).code).toBe('invalid_credentials');
      expect(kit.errorOf(await kit.calls.login(email, PASSWORD, { ip: '10.5.1.2' }), 401).code).toBe('login_code_required');
      minutes(16);
    });

    it('keeps the lockout per account and IP under attack: an attacking network with the password is still locked out', async () => {
      const { email } = await kit.verifiedDiner();
      await attack(email);
      for (let attempt = 0; attempt < 9; attempt += 1) await kit.calls.login(email, 'a guess', { ip: ATTACKERS[0] });
      expect(kit.errorOf(await kit.calls.login(email, PASSWORD, { ip: ATTACKERS[0] }), 429).code).toBe('too_many_attempts');
      // No code was mailed for the locked-out network.
      await expect(get().smtp.nextMail(email, 300)).rejects.toThrow(/No mail/);
      expect(kit.errorOf(await kit.calls.login(email, PASSWORD, { ip: ATTACKERS[1] }), 401).code).toBe('login_code_required');
      expect((await get().smtp.nextMail(email)).subject).toMatch(/sign-in code/);
      minutes(16);
    });

    it('counts an IPv6 network as one address: failures from many addresses of one /64 lock out that /64, not another network', async () => {
      const { email } = await kit.verifiedDiner();
      for (let host = 1; host <= 10; host += 1) await kit.calls.login(email, 'a guess', { ip: `2001:db8:66:1::${host.toString(16)}` });
      expect(kit.errorOf(await kit.calls.login(email, PASSWORD, { ip: '2001:db8:66:1:ffff::1' }), 429).code).toBe('too_many_attempts');
      expect(kit.sessionOf(await kit.calls.login(email, PASSWORD, { ip: '2001:db8:66:2::1' })).user.email).toBe(email);
      minutes(16);
    });

    it('signs in once with a code presented from two networks at the same moment', async () => {
      const { email } = await kit.verifiedDiner();
      await attack(email);
      expect(kit.errorOf(await kit.calls.login(email, PASSWORD, { ip: '10.5.6.1' }), 401).code).toBe('login_code_required');
      const code = await signInCode(email);
      const answers = await Promise.all(['10.5.6.1', '10.5.6.2', '10.5.6.3'].map((ip) => kit.calls.login(email, PASSWORD, { ip, loginCode: code })));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401, 401]);
      expect(answers.filter((answer) => answer.statusCode === 401).map((answer) => answer.json().error.code)).toEqual(['invalid_code', 'invalid_code']);
      minutes(16);
    });

    it('lets a sign-in code expire after LOGIN_CODE_TTL_MINUTES', async () => {
      const { email } = await kit.verifiedDiner();
      await attack(email);
      expect(kit.errorOf(await kit.calls.login(email, PASSWORD, { ip: '10.5.4.1' }), 401).code).toBe('login_code_required');
      const code = await signInCode(email);
      minutes(11);
      // Still under attack (the failures are 11 minutes old), and the code is past its 10 minutes.
      expect(kit.errorOf(await kit.calls.login(email, PASSWORD, { ip: '10.5.4.1', loginCode: code }), 401).code).toBe('invalid_code');
      minutes(16);
    });

    it('forgets a network that has not signed in for LOGIN_KNOWN_IP_DAYS: under attack, it needs the code again', async () => {
      const { email } = await kit.verifiedDiner();
      kit.sessionOf(await kit.calls.login(email, PASSWORD, { ip: '10.5.5.1' }));
      minutes(29 * 24 * 60);
      await attack(email);
      kit.sessionOf(await kit.calls.login(email, PASSWORD, { ip: '10.5.5.1' }));
      minutes(31 * 24 * 60);
      await attack(email);
      expect(kit.errorOf(await kit.calls.login(email, PASSWORD, { ip: '10.5.5.1' }), 401).code).toBe('login_code_required');
      minutes(16);
    });

    it('refuses a login code for an unknown address or one sent for another purpose', async () => {
      const { email } = await kit.verifiedDiner();
      await attack(email);
      // A reset code reaches the same mailbox but is not a sign-in code.
      expect((await kit.calls.forgot(email)).statusCode).toBe(202);
      const reset = await get().smtp.codeFor(email);
      expect(kit.errorOf(await kit.calls.login(email, PASSWORD, { ip: '10.5.2.1', loginCode: reset }), 401).code).toBe('invalid_code');
      const nobody = uniqueEmail('nobody');
      expect(kit.errorOf(await kit.calls.login(nobody, PASSWORD, { ip: '10.5.2.1', loginCode: reset }), 401).code).toBe('invalid_credentials');
      minutes(16);
    });
  },
  {},
  { smtp: true, now: () => clock },
);
