import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { serveCheckout, slotsFixture } from '@/features/checkout/testing/checkout-server';
import { loadCheckoutPages, renderCheckout, serveCart, setUpCheckout, timeOptions } from './testing/checkout-kit';

// Issue 18: the time slots of a closed date and of a shift running past midnight, as /checkout shows them.

beforeAll(loadCheckoutPages);
afterEach(() => {
  vi.unstubAllGlobals();
});

const serve = (slots: NonNullable<Parameters<typeof serveCheckout>[0]>['slots']) => serveCheckout({ slots, other: serveCart(new Map()) });

describe('/checkout, the time slots (issue 18)', () => {
  it('a closed date offers no time and says why', async () => {
    setUpCheckout();
    serve((date) => ({ ...slotsFixture(date), slots: [], closure: { reason: 'Staff training day' } }));
    renderCheckout('/checkout');
    expect(await screen.findByText('Closed today (Staff training day).')).toBeInTheDocument();
    expect(screen.queryByLabelText('Time')).not.toBeInTheDocument();
  });

  it('a closure without a reason still says the outlet is closed', async () => {
    setUpCheckout();
    serve((date) => ({ ...slotsFixture(date), slots: [], closure: { reason: null } }));
    renderCheckout('/checkout');
    expect(await screen.findByText('Closed today.')).toBeInTheDocument();
  });

  it("the evening's shift past midnight is listed under the evening and says so", async () => {
    setUpCheckout();
    serve((date) => ({
      ...slotsFixture(date),
      slots: [
        { time: '23:45', available: true, next_day: false },
        { time: '00:00', available: true, next_day: true },
      ],
    }));
    renderCheckout('/checkout');
    const { options } = await timeOptions();
    expect(options).toEqual(['Choose a time', '11:45 pm', '12:00 am (after midnight)']);
  });
});
