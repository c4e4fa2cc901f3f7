import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '@/features/cart/cart-store';
import { CHECKOUT_STORE_KEY, useCheckoutStore } from '@/features/checkout/checkout-store';
import { serveCheckout } from '@/features/checkout/testing/checkout-server';
import { loadCheckoutPages, renderCheckout, serveCart, setUpCheckout } from './testing/checkout-kit';

// Issue 9's /checkout/success: thanks with the order number, and the checkout and the cart starting afresh.

beforeAll(loadCheckoutPages);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const placed = { id: 'ord_1042', number: 1042 };

/** What a finished checkout leaves: every step done, the order kept, a coupon and cash chosen on the cart. */
function finishCheckout() {
  useCheckoutStore.setState({
    pickupDate: '2026-03-14',
    pickupTime: '17:00',
    specialInstructions: 'Ring twice',
    paymentMethod: 'cash_on_delivery',
    step1Completed: true,
    step2Completed: true,
    order: placed,
  });
  useCartStore.setState({ couponCode: 'SAVE10', isCashOnDelivery: true });
}

describe('/checkout/success', () => {
  it('thanks the diner with the order number and links to its confirmation page', async () => {
    setUpCheckout();
    finishCheckout();
    serveCheckout({ other: serveCart(new Map()) });
    renderCheckout('/checkout/success', placed);

    expect(await screen.findByRole('heading', { level: 1, name: 'Order placed' })).toBeInTheDocument();
    expect(screen.getByText('1042')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Follow your order' })).toHaveAttribute('href', '/order-confirmation/ord_1042');
  });

  it('resets the checkout to its initial values and the cart’s coupon, and asks for the cart again', async () => {
    setUpCheckout();
    finishCheckout();
    serveCheckout({ other: serveCart(new Map()) });
    const invalidate = vi.spyOn(QueryClient.prototype, 'invalidateQueries');
    renderCheckout('/checkout/success', placed);
    await screen.findByRole('heading', { level: 1, name: 'Order placed' });

    await waitFor(() =>
      expect(useCheckoutStore.getState()).toMatchObject({
        step1Completed: false,
        step2Completed: false,
        order: null,
        pickupTime: null,
        specialInstructions: '',
        paymentMethod: 'card',
      }),
    );
    expect(JSON.parse(localStorage.getItem(CHECKOUT_STORE_KEY) ?? '{}').state).toMatchObject({ order: null, step1Completed: false });
    expect(useCartStore.getState()).toMatchObject({ couponCode: null, isCashOnDelivery: false });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['cart'] });
  });

  it('back from a payment that left the page, shows the order the checkout kept', async () => {
    setUpCheckout();
    finishCheckout();
    serveCheckout({ other: serveCart(new Map()) });
    renderCheckout('/checkout/success?payment_intent=pi_1&redirect_status=succeeded');
    expect(await screen.findByText('1042')).toBeInTheDocument();
  });

  it('back from a payment that left the page for an order paid from its link, shows that order and keeps the checkout under way', async () => {
    setUpCheckout();
    finishCheckout();
    serveCheckout({ other: serveCart(new Map()) });
    renderCheckout('/checkout/success?order=ord_2001&number=2001&payment_intent=pi_1&redirect_status=succeeded');

    expect(await screen.findByText('2001')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Follow your order' })).toHaveAttribute('href', '/order-confirmation/ord_2001');
    expect(useCheckoutStore.getState()).toMatchObject({ order: placed, step1Completed: true, specialInstructions: 'Ring twice' });
    expect(useCartStore.getState().couponCode).toBe('SAVE10');
  });

  it('a payment from an order’s link that left the page and failed goes back to paying for that order', async () => {
    setUpCheckout();
    serveCheckout({ other: serveCart(new Map()) });
    const { router } = renderCheckout('/checkout/success?order=ord_2001&number=2001&payment_intent=pi_1&redirect_status=failed');
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/checkout/payment?order=ord_2001'));
  });

  it('with no order to thank for, sends the diner to /checkout', async () => {
    setUpCheckout();
    serveCheckout({ other: serveCart(new Map()) });
    const { router } = renderCheckout('/checkout/success');
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout');
  });
});
