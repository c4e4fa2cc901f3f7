import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderingState } from '@crust/contract/ordering-state';
import { useCheckoutStore } from '@/features/checkout/checkout-store';
import { useSelectedRestaurantStore } from '@/lib/selected-restaurant-store';
import { makeRestaurant } from '@/testing/test-utils';
import { useOrderingHold } from './use-ordering-hold';

const pausedUntil1945: OrderingState = {
  state: 'paused',
  label: 'Online ordering paused until 19:45',
  changes_at: '2099-01-01T08:45:00.000Z',
  later_slots: [
    { delivery_method: 'pickup', date: '2026-11-27', time: '19:45', label: 'today 19:45' },
    { delivery_method: 'delivery', date: '2026-11-27', time: '20:00', label: 'today 20:00' },
  ],
};
const select = (ordering_state: OrderingState) =>
  useSelectedRestaurantStore.setState({ selected: { ...makeRestaurant(1, 'Crust Surry Hills'), ordering_state } });

afterEach(() => {
  useSelectedRestaurantStore.setState({ selected: null });
  useCheckoutStore.getState().reset();
});

describe('the item builder’s hold while the outlet takes no order now (issue 18 point 7)', () => {
  it('is none while the outlet is open', () => {
    select({ ...pausedUntil1945, state: 'open', label: 'Open until 22:00' });
    expect(renderHook(() => useOrderingHold()).result.current).toBeNull();
  });

  it('offers the later slot of the way of ordering checkout holds; choosing it makes it checkout’s time', () => {
    select(pausedUntil1945);
    useCheckoutStore.getState().setDeliveryMethod('delivery');
    const hold = renderHook(() => useOrderingHold()).result.current;
    expect(hold?.notice).toBe('Crust Surry Hills is not taking orders now. Online ordering paused until 19:45.');
    expect(hold?.laterSlot?.label).toBe('today 20:00');
    hold?.laterSlot?.choose();
    expect(useCheckoutStore.getState()).toMatchObject({ deliveryMethod: 'delivery', pickupDate: '2026-11-27', pickupTime: '20:00' });
  });

  it('offers another way of ordering’s slot when checkout’s has none, switching checkout to it', () => {
    select({ ...pausedUntil1945, later_slots: [pausedUntil1945.later_slots[0]!] });
    useCheckoutStore.getState().setDeliveryMethod('delivery');
    renderHook(() => useOrderingHold()).result.current?.laterSlot?.choose();
    expect(useCheckoutStore.getState()).toMatchObject({ deliveryMethod: 'pickup', pickupDate: '2026-11-27', pickupTime: '19:45' });
  });

  it('offers no slot when the outlet takes no order for later either', () => {
    select({ ...pausedUntil1945, label: 'Online ordering paused', changes_at: null, later_slots: [] });
    expect(renderHook(() => useOrderingHold()).result.current).toEqual({
      notice: 'Crust Surry Hills is not taking orders now. Online ordering paused.',
      laterSlot: null,
    });
  });
});
