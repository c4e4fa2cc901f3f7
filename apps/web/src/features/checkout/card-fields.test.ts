import { describe, expect, it } from 'vitest';
import { cardFieldProblems, parseExpiry, testProviderRequest } from './card-fields';

const today = new Date('2026-03-14T00:00:00Z');
const good = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

describe('the test provider’s card form checks (the contract’s cardProblem, field by field)', () => {
  it('a good card has no problem', () => {
    expect(cardFieldProblems(good, today)).toEqual({});
  });

  it('each problem sits by its own field', () => {
    expect(cardFieldProblems({ ...good, number: '4242 4242 4242 4241' }, today)).toEqual({ number: 'Your card number is incomplete or invalid.' });
    expect(cardFieldProblems({ ...good, expiry: '02/26' }, today)).toEqual({ expiry: 'Your card has expired.' });
    expect(cardFieldProblems({ ...good, expiry: '13/30' }, today)).toEqual({ expiry: 'Your card’s expiry month is invalid.' });
    expect(cardFieldProblems({ ...good, expiry: 'soon' }, today)).toEqual({ expiry: 'Enter the expiry date as MM/YY.' });
    expect(cardFieldProblems({ ...good, cvc: '12' }, today)).toEqual({ cvc: 'Your card’s security code is invalid.' });
  });

  it('checks a security code’s length by the typed card’s brand (issue 17: 4 digits for Amex, 3 for Visa)', () => {
    const amex = { ...good, number: '3782 822463 10005' };
    expect(cardFieldProblems({ ...amex, cvc: '1234' }, today)).toEqual({});
    expect(cardFieldProblems({ ...amex, cvc: '123' }, today)).toEqual({ cvc: 'Your card’s security code is invalid.' });
    expect(cardFieldProblems({ ...good, cvc: '1234' }, today)).toEqual({ cvc: 'Your card’s security code is invalid.' });
    expect(cardFieldProblems({ ...good, number: '4242 4242 4242' }, today)).toEqual({ number: 'Your card number is incomplete or invalid.' });
  });

  it('reads the expiry as MM/YY, MM / YY, MM/YYYY or MMYY', () => {
    for (const typed of ['03/27', '3/27', '03 / 27', '03/2027', '0327']) expect(parseExpiry(typed)).toMatchObject({ exp_month: 3 });
    expect(parseExpiry('03-27')).toBeNull();
  });

  it('sends the provider the digits, month, year, code and the payment’s secret', () => {
    expect(testProviderRequest(good, 'tp_abc_secret_xyz')).toEqual({
      client_secret: 'tp_abc_secret_xyz',
      number: '4242424242424242',
      exp_month: 12,
      exp_year: 30,
      cvc: '123',
    });
  });
});
