import { describe, expect, it } from 'vitest';
import { adjustRequest, emptyIssue, issueRequest, voidRequest } from './gift-card-form-values';

// Issue 21: the console's gift-card forms send what the contract takes: cents, blanks left out, a
// signed delta, a reason always; and a balance is never taken below zero.

describe('the issue-by-hand form', () => {
  it('sends whole dollars as cents and leaves blank optional fields out', () => {
    expect(issueRequest({ ...emptyIssue(null), amount: '75', reason: 'Goodwill gesture' })).toEqual({ request: { amount: 7500, reason: 'Goodwill gesture' } });
    expect(issueRequest({ ...emptyIssue(3), amount: '10', recipient_email: ' Ann@Example.TEST ', reason: 'Raffle prize' })).toEqual({
      request: { amount: 1000, recipient_email: 'ann@example.test', restaurant_id: 3, reason: 'Raffle prize' },
    });
  });

  it('words each refusal under its field', () => {
    expect(issueRequest({ ...emptyIssue(null), amount: 'fifty', recipient_email: 'not-an-email', reason: 'ok' })).toEqual({
      errors: { amount: 'Enter an amount in dollars, e.g. 50.', recipient_email: 'Enter a valid email address.', reason: 'Say why, in a few words.' },
    });
    expect(issueRequest({ ...emptyIssue(null), amount: '501', reason: 'Too generous' })).toEqual({ errors: { amount: 'A gift card is for $10 to $500.' } });
  });
});

describe('the adjustment form', () => {
  it('sends up as a positive delta and down as a negative one, in cents', () => {
    expect(adjustRequest({ direction: 'add', amount: '4.50', reason: 'Missing side' }, 0)).toEqual({ request: { delta: 450, reason: 'Missing side' } });
    expect(adjustRequest({ direction: 'remove', amount: '37.50', reason: 'Reissued' }, 3750)).toEqual({ request: { delta: -3750, reason: 'Reissued' } });
  });

  it('never takes a balance below zero, and never adjusts by nothing', () => {
    expect(adjustRequest({ direction: 'remove', amount: '37.51', reason: 'Reissued' }, 3750)).toEqual({
      errors: { amount: 'That would take the balance below zero: at most $37.50 can be taken off.' },
    });
    expect(adjustRequest({ direction: 'add', amount: '0', reason: 'Nothing' }, 3750)).toEqual({ errors: { amount: 'Adjust by an amount other than zero.' } });
  });
});

describe('the void confirmation', () => {
  it('takes a reason of a few words', () => {
    expect(voidRequest('  ')).toEqual({ errors: { reason: 'Say why, in a few words.' } });
    expect(voidRequest('Reported stolen')).toEqual({ request: { reason: 'Reported stolen' } });
  });
});
