import { signupResponseSchema } from '@crust/contract/accounts';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { tenants } from '../../db/schema/tenants.ts';
import { oneTimeCodes, pendingSignups, users } from '../../db/schema/users.ts';
import { hashToken } from '../../lib/tokens.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { accountsKit, normalised, PASSWORD, pastResendPause, uniqueEmail } from './accounts-test-kit.ts';

// Issue 8: signup with an emailed one-time code, with no account enumeration.

describeEachDatabase(
  'signup and email verification',
  (get) => {
    const kit = accountsKit(
      () => get().app,
      () => get().smtp,
    );

    it('signs up with 201 { otp_required, email, signup_token }, mails a 6-digit code, and the code verifies and logs in', async () => {
      const email = uniqueEmail();
      const response = await kit.calls.signup({ email });
      expect(response.statusCode).toBe(201);
      const answer = signupResponseSchema.parse(response.json());
      expect(answer).toEqual({ data: { otp_required: true, email: normalised(email), signup_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) } });
      const mail = await get().smtp.nextMail(normalised(email));
      expect(mail.subject).toMatch(/^Your Crust Pizza verification code: \d{6}$/);
      const code = /(\d{6})/.exec(mail.subject)![1]!;
      expect(mail.text).toContain(code);
      // Issue 17: anyone may sign up with an address, so its mail greets no one by the name given.
      expect(mail.text).not.toContain('Ada');
      // The token is kept as its hash only.
      const [stored] = await get()
        .db.select({ tokenHash: pendingSignups.tokenHash })
        .from(pendingSignups)
        .where(eq(pendingSignups.email, normalised(email)));
      expect(stored?.tokenHash).toBe(hashToken(answer.data.signup_token));

      const session = kit.sessionOf(await kit.calls.verify(email, code, answer.data.signup_token));
      expect(session.user).toEqual({ id: expect.any(Number), name: 'Ada Lovelace', email: normalised(email), phone_no: '0400 123 456', email_verified: true });
      expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await kit.meOf(session.token)).toEqual(session.user);
    });

    it('stores the password as argon2id, never as given, and never returns it', async () => {
      const { email } = await kit.verifiedDiner();
      const [row] = await get().db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, email));
      expect(row?.hash).toMatch(/^\$argon2id\$/);
      expect(row?.hash).not.toContain(PASSWORD);
      const response = await kit.calls.login(email);
      expect(response.body).not.toContain('argon2');
      expect(response.body).not.toContain(PASSWORD);
    });

    it('answers a registered address exactly as a new one, and mails its holder a notice instead of a code', async () => {
      const { email, user } = await kit.verifiedDiner();
      const fresh = uniqueEmail();
      await pastResendPause(get().db, email);
      const [known, unknown] = [await kit.calls.signup({ email, password: 'another good password' }), await kit.calls.signup({ email: fresh })];
      expect(known.statusCode).toBe(unknown.statusCode);
      expect(Object.keys(known.json().data)).toEqual(Object.keys(unknown.json().data));
      expect(known.json()).toEqual({ data: { otp_required: true, email, signup_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) } });
      const notice = await get().smtp.nextMail(email);
      expect(notice.subject).toBe('You already have a Crust Pizza account');
      expect(notice.text).not.toMatch(/\b\d{6}\b/);
      // The account is untouched: the old password still works, the new one does not.
      expect(kit.sessionOf(await kit.calls.login(email)).user.id).toBe(user.id);
      expect(kit.errorOf(await kit.calls.login(email, 'another good password'), 401).code).toBe('invalid_credentials');
    });

    // Issue 17 point 1: a second signup for an unverified address used to replace its password;
    // whoever signed up last got in when the first person entered their code.
    it('keeps each signup of an unverified address with its own code: the code proved sets its details, and the other code dies', async () => {
      const email = uniqueEmail();
      const owners = await kit.signedUp({ email });
      const ownersCode = await get().smtp.codeFor(normalised(email));
      await pastResendPause(get().db, email);
      const mallorys = await kit.signedUp({ email, name: 'Mallory', phone_no: '0499 999 999', password: 'mallory knows this one' });
      const mallorysCode = await get().smtp.codeFor(normalised(email));

      const session = kit.sessionOf(await kit.calls.verify(email, ownersCode, owners));
      expect(session.user).toMatchObject({ name: 'Ada Lovelace', phone_no: '0400 123 456', email_verified: true });
      expect(kit.sessionOf(await kit.calls.login(email)).user.id).toBe(session.user.id);
      expect(kit.errorOf(await kit.calls.login(email, 'mallory knows this one'), 401).code).toBe('invalid_credentials');
      expect(kit.errorOf(await kit.calls.verify(email, mallorysCode, mallorys), 400).code).toBe('invalid_code');
    });

    // Issue 17 point 1, as reviewed: the later signup's code lands in the owner's inbox, and the owner
    // entering it (it is the newest mail), or asking for a new one, gave the account the later
    // signup's password. A code is now proved with the signup_token of the browser that signed up.
    it('never gives the account to a later signup of the address: its code, proved from the owner’s browser, is refused', async () => {
      const email = uniqueEmail();
      const victims = await kit.signedUp({ email });
      const c1 = await get().smtp.codeFor(normalised(email));
      await pastResendPause(get().db, email);
      await kit.signedUp({ email, name: 'Mallory', password: 'the attacker passphrase' });
      const c2 = await get().smtp.codeFor(normalised(email));
      // One chance in a million that the two codes are equal; then they cannot be told apart.
      if (c1 === c2) return;

      // The newest code in the victim's inbox is the attacker's: with the victim's token it is wrong.
      expect(kit.errorOf(await kit.calls.verify(email, c2, victims), 400).code).toBe('invalid_code');
      // The victim's own password still finds the victim's signup while the attacker's is newer: its code is mailed again.
      await pastResendPause(get().db, email);
      const refusal = kit.errorOf(await kit.calls.login(email), 403);
      expect(refusal.code).toBe('email_not_verified');
      const c1Again = await get().smtp.codeFor(normalised(email));
      // A resend with the victim's token mails a code that finishes the victim's signup only.
      await pastResendPause(get().db, email);
      expect((await kit.calls.resend(email, refusal.signup_token!)).statusCode).toBe(202);
      const c3 = await get().smtp.codeFor(normalised(email));
      if (c3 === c1Again) return;
      expect(kit.errorOf(await kit.calls.verify(email, c1Again, refusal.signup_token!), 400).code).toBe('invalid_code');

      const session = kit.sessionOf(await kit.calls.verify(email, c3, refusal.signup_token!));
      expect(session.user).toMatchObject({ name: 'Ada Lovelace', email_verified: true });
      expect(kit.sessionOf(await kit.calls.login(email)).user.id).toBe(session.user.id);
      expect(kit.errorOf(await kit.calls.login(email, 'the attacker passphrase'), 401).code).toBe('invalid_credentials');
    });

    it('finishes the first signup with its first code while a later one waits, and the later password never logs in', async () => {
      const email = uniqueEmail();
      const victims = await kit.signedUp({ email });
      const c1 = await get().smtp.codeFor(normalised(email));
      await pastResendPause(get().db, email);
      const attackers = await kit.signedUp({ email, name: 'Mallory', password: 'the attacker passphrase' });
      const c2 = await get().smtp.codeFor(normalised(email));
      if (c1 === c2) return;
      // Before: the attacker's password is the attacker's own signup's, and names no other.
      expect(kit.errorOf(await kit.calls.verify(email, c1, attackers), 400).code).toBe('invalid_code');

      const session = kit.sessionOf(await kit.calls.verify(email, c1, victims));
      expect(session.user.name).toBe('Ada Lovelace');
      expect(kit.sessionOf(await kit.calls.login(email)).user.id).toBe(session.user.id);
      expect(kit.errorOf(await kit.calls.login(email, 'the attacker passphrase'), 401).code).toBe('invalid_credentials');
      expect(kit.errorOf(await kit.calls.verify(email, c2, attackers), 400).code).toBe('invalid_code');
    });

    it('mails a resend with one signup’s token the code of that signup only, whichever is newer', async () => {
      const email = uniqueEmail();
      const victims = await kit.signedUp({ email });
      await get().smtp.codeFor(normalised(email));
      await pastResendPause(get().db, email);
      const attackers = await kit.signedUp({ email, name: 'Mallory', password: 'the attacker passphrase' });
      await get().smtp.codeFor(normalised(email));
      await pastResendPause(get().db, email);
      expect((await kit.calls.resend(email, victims)).statusCode).toBe(202);
      const resent = await get().smtp.codeFor(normalised(email));
      expect(kit.errorOf(await kit.calls.verify(email, resent, attackers), 400).code).toBe('invalid_code');
      expect(kit.sessionOf(await kit.calls.verify(email, resent, victims)).user.name).toBe('Ada Lovelace');
    });

    it('refuses a code with a signup_token that names no signup, counting it as a wrong code', async () => {
      const email = uniqueEmail();
      await kit.signedUp({ email });
      const code = await get().smtp.codeFor(normalised(email));
      expect(kit.errorOf(await kit.calls.verify(email, code, 'a-token-nobody-was-given-aaaaaaaaaaaaaaaaaa'), 400).code).toBe('invalid_code');
      const [row] = await get()
        .db.select({ attempts: oneTimeCodes.attempts })
        .from(oneTimeCodes)
        .where(eq(oneTimeCodes.email, normalised(email)));
      expect(row?.attempts).toBe(1);
      expect(kit.errorOf(await get().app.inject({ method: 'POST', url: '/api/v2/auth/verify-otp', payload: { tenant_id: 64, email, code } }), 400).code).toBe(
        'bad_request',
      );
    });

    it('lets exactly one of two signups’ codes win when both are entered at once', async () => {
      const email = uniqueEmail();
      const firstToken = await kit.signedUp({ email, name: 'First Person' });
      const first = await get().smtp.codeFor(normalised(email));
      await pastResendPause(get().db, email);
      const secondToken = await kit.signedUp({ email, name: 'Second Person', password: 'the second passphrase' });
      const second = await get().smtp.codeFor(normalised(email));
      const answers = await Promise.all([kit.calls.verify(email, first, firstToken), kit.calls.verify(email, second, secondToken)]);
      const won = answers.filter((answer) => answer.statusCode === 200);
      expect(won, answers.map((answer) => answer.body).join('\n')).toHaveLength(1);
      expect(answers.filter((answer) => answer.statusCode === 400).map((answer) => answer.json().error.code)).toEqual(['invalid_code']);
      const winner = kit.sessionOf(won[0]!).user;
      expect(
        await get()
          .db.select()
          .from(users)
          .where(eq(users.email, normalised(email))),
      ).toEqual([expect.objectContaining({ id: winner.id, name: winner.name })]);
    });

    it('refuses the most common passwords (400 weak_password) and passwords outside 8–128 characters', async () => {
      for (const password of ['password1', 'Password1', 'qwertyuiop', 'iloveyou']) {
        expect(kit.errorOf(await kit.calls.signup({ email: uniqueEmail(), password }), 400).code).toBe('weak_password');
      }
      expect(kit.errorOf(await kit.calls.signup({ email: uniqueEmail(), password: 'short' }), 400).message).toMatch(/at least 8/);
      expect(kit.errorOf(await kit.calls.signup({ email: uniqueEmail(), password: 'x'.repeat(129) }), 400).message).toMatch(/at most 128/);
    });

    it('answers bad input with 400 naming the field, and an unknown tenant with 404', async () => {
      expect(kit.errorOf(await kit.calls.signup({ email: 'not-an-email' }), 400).message).toContain('body.email');
      expect(kit.errorOf(await kit.calls.signup({ email: uniqueEmail(), phone_no: 'call me' }), 400).message).toContain('body.phone_no');
      expect(kit.errorOf(await kit.calls.signup({ email: uniqueEmail(), is_admin: true }), 400).code).toBe('bad_request');
      expect(kit.errorOf(await kit.calls.signup({ email: uniqueEmail(), tenant_id: 999 }), 404).message).toBe('Unknown tenant');
    });

    it('treats emails case-insensitively and trimmed: one account per address', async () => {
      const { email } = await kit.verifiedDiner();
      expect(kit.sessionOf(await kit.calls.login(`  ${email.toUpperCase()} `)).user.email).toBe(email);
      await kit.calls.signup({ email: email.toUpperCase() });
      expect(await get().db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    });

    it('keeps tenants apart: the same address is two accounts, each logging in only at its own tenant', async () => {
      await get().db.insert(tenants).values({ id: 7001, name: 'Other Pizza' }).onConflictDoNothing();
      const { email } = await kit.verifiedDiner();
      const other = await get().app.inject({
        method: 'POST',
        url: '/api/v2/auth/signup',
        payload: { tenant_id: 7001, name: 'Other Ada', email, phone_no: '0400 999 999', password: 'other tenant password' },
      });
      expect(other.statusCode).toBe(201);
      const code = await get().smtp.codeFor(email);
      const payload = { tenant_id: 7001, email, code, signup_token: signupResponseSchema.parse(other.json()).data.signup_token };
      const otherSession = kit.sessionOf(await get().app.inject({ method: 'POST', url: '/api/v2/auth/verify-otp', payload }));
      expect(otherSession.user.name).toBe('Other Ada');
      expect(kit.errorOf(await kit.calls.login(email, 'other tenant password'), 401).code).toBe('invalid_credentials');
      expect(kit.sessionOf(await kit.calls.login(email)).user.id).not.toBe(otherSession.user.id);
    });

    it('answers resend-otp with 202 for any address and token, and mails a new code only to a signup its token names', async () => {
      const { email } = await kit.verifiedDiner();
      for (const address of [email, uniqueEmail()]) {
        const response = await kit.calls.resend(address, 'a-token-nobody-was-given-aaaaaaaaaaaaaaaaaa');
        expect(response.statusCode).toBe(202);
        expect(response.json()).toEqual({ message: expect.any(String) });
      }
      await expect(get().smtp.nextMail(email, 300)).rejects.toThrow(/No mail/);
    });
  },
  {},
  { smtp: true },
);
