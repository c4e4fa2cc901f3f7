import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as EnvModule from '@/lib/env';
import { renderWithQuery } from '@/testing/test-utils';
import { CardPaymentForm } from './card-payment-form';

// Issue 9: a storefront built for live payments (VITE_PAYMENT_MODE=live) refuses the test provider,
// so no diner can believe a test card paid for real food.
const mode = vi.hoisted(() => ({ live: false }));
vi.mock('@/lib/env', async (importOriginal) => {
  const { env } = await importOriginal<typeof EnvModule>();
  return {
    env: new Proxy(env, { get: (target, key) => (key === 'isLivePayments' ? mode.live : target[key as keyof typeof target]) }),
  };
});

const renderForm = () =>
  renderWithQuery(<CardPaymentForm provider="test" publishableKey={null} amount={1800} currency="AUD" onPlaceOrder={() => {}} isProcessing={false} />);

describe('the card form of the test provider', () => {
  it('takes a card in test mode', () => {
    mode.live = false;
    renderForm();
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
  });

  it('is refused when the storefront is built for live payments', () => {
    mode.live = true;
    renderForm();
    expect(screen.getByRole('alert')).toHaveTextContent('Card payments are not available right now.');
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });
});
