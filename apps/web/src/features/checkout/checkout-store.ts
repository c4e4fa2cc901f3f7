import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { DeliveryMethod } from '@crust/contract/checkout';
import type { PaymentMethod } from '@crust/contract/orders';
import { safeStateStorage } from '@/lib/storage';
import { isStep1Valid } from './checkout-validation';

export const CHECKOUT_STORE_KEY = 'checkoutStore';

/** pickupTime when the diner chose "as soon as possible": a set time for step 1, sent as `asap: true`. */
export const ASAP = 'ASAP';

export type ShippingDetails = { formattedAddress: string; city: string; postcode: string; suburb: string };
export type GuestDetails = { name: string; email: string; phone_no: string };
/** The order this checkout placed: kept until checkout ends, so a declined card is retried on it. */
export type PlacedOrder = { id: string; number: number };

/** Spec §3 "Checkout state", plus what placing the order exactly once needs. */
export type CheckoutData = {
  deliveryMethod: DeliveryMethod;
  /** YYYY-MM-DD in the outlet's time zone. */
  pickupDate: string | null;
  /** 'HH:MM' in the outlet's time zone, or ASAP. */
  pickupTime: string | null;
  specialInstructions: string;
  shippingDetails: ShippingDetails;
  guestDetails: GuestDetails;
  /** The address as typed into the address search (with the maps key set), before a suggestion fills the fields. */
  guestAddress: string;
  /** Cents, as the server quoted it for the address. */
  deliveryCharge: number;
  deliveryError: string | null;
  paymentMethod: PaymentMethod;
  /** Gift cards exist as a page only (spec §1): nothing applies one yet. */
  appliedGiftCard: string | null;
  step1Completed: boolean;
  step2Completed: boolean;
  isProcessing: boolean;
  deliveryChargeLoading: boolean;
  /** This attempt's Idempotency-Key: the same one for every retry until the server has the order. */
  idempotencyKey: string | null;
  order: PlacedOrder | null;
  /** A dine-in table the diner chose to be served at (issue 9), or null. */
  tableNumber: number | null;
};

type CheckoutActions = {
  setDeliveryMethod: (method: DeliveryMethod) => void;
  /** A dine-in order: served to the table now, so pickup, today and ASAP, with no slot to pick. */
  serveToTable: (table: number, today: string) => void;
  setPickupDate: (date: string) => void;
  setPickupTime: (time: string | null) => void;
  setSpecialInstructions: (text: string) => void;
  setShippingDetails: (details: Partial<ShippingDetails>) => void;
  setGuestDetails: (details: Partial<GuestDetails>) => void;
  setGuestAddress: (address: string) => void;
  setDeliveryCharge: (cents: number) => void;
  setDeliveryError: (message: string | null) => void;
  setDeliveryChargeLoading: (isLoading: boolean) => void;
  setPaymentMethod: (method: PaymentMethod) => void;
  /** Completes step 1 once it is valid (spec §4), and opens it again when it no longer is. */
  syncStep1: (context: { isLoggedIn: boolean }) => void;
  /** Spec §4: only when step 1 is completed and nothing is processing; answers whether it completed. */
  completeStep2: () => boolean;
  setProcessing: (isProcessing: boolean) => void;
  /** The key of the attempt under way, made on its first try. */
  attemptKey: () => string;
  /** The server has the order: later tries pay for it rather than place another. */
  setOrder: (order: PlacedOrder) => void;
  /** The order ended unpaid (expired or cancelled): the next try is a new attempt. */
  forgetOrder: () => void;
  /** A key the server refused for another body: the next try is a new attempt. */
  forgetAttemptKey: () => void;
  reset: () => void;
};

export type CheckoutState = CheckoutData & CheckoutActions;

const initialCheckout: CheckoutData = {
  deliveryMethod: 'pickup',
  pickupDate: null,
  pickupTime: null,
  specialInstructions: '',
  shippingDetails: { formattedAddress: '', city: '', postcode: '', suburb: '' },
  guestDetails: { name: '', email: '', phone_no: '' },
  guestAddress: '',
  deliveryCharge: 0,
  deliveryError: null,
  paymentMethod: 'card',
  appliedGiftCard: null,
  step1Completed: false,
  step2Completed: false,
  isProcessing: false,
  deliveryChargeLoading: false,
  idempotencyKey: null,
  order: null,
  tableNumber: null,
};

export const SPECIAL_INSTRUCTIONS_MAX_LENGTH = 500;

export const useCheckoutStore = create<CheckoutState>()(
  persist(
    (set, get) => ({
      ...initialCheckout,
      setDeliveryMethod: (deliveryMethod) =>
        // Spec §4: choosing a method other than delivery clears the delivery error.
        set(deliveryMethod === 'delivery' ? { deliveryMethod, tableNumber: null } : { deliveryMethod, tableNumber: null, deliveryError: null }),
      serveToTable: (tableNumber, today) => set({ tableNumber, deliveryMethod: 'pickup', deliveryError: null, pickupDate: today, pickupTime: ASAP }),
      // A time belongs to its day: another day's list may not have it.
      setPickupDate: (pickupDate) => set((state) => (state.pickupDate === pickupDate ? {} : { pickupDate, pickupTime: null })),
      setPickupTime: (pickupTime) => set({ pickupTime }),
      setSpecialInstructions: (text) => set({ specialInstructions: text.slice(0, SPECIAL_INSTRUCTIONS_MAX_LENGTH) }),
      setShippingDetails: (details) => set((state) => ({ shippingDetails: { ...state.shippingDetails, ...details } })),
      setGuestDetails: (details) => set((state) => ({ guestDetails: { ...state.guestDetails, ...details } })),
      setGuestAddress: (guestAddress) => set({ guestAddress }),
      setDeliveryCharge: (deliveryCharge) => set({ deliveryCharge }),
      setDeliveryError: (deliveryError) => set({ deliveryError }),
      setDeliveryChargeLoading: (deliveryChargeLoading) => set({ deliveryChargeLoading }),
      setPaymentMethod: (paymentMethod) => set({ paymentMethod }),
      syncStep1: (context) => {
        const state = get();
        const isValid = isStep1Valid(state, context);
        if (isValid && !state.step1Completed) set({ step1Completed: true });
        // Not in the spec's words, but what a diner expects: a completed step 1 whose slot went or
        // whose address stopped being served is open again, so payment cannot go ahead on it.
        else if (!isValid && state.step1Completed) set({ step1Completed: false });
      },
      completeStep2: () => {
        const { step1Completed, isProcessing } = get();
        if (!step1Completed || isProcessing) return false;
        set({ step2Completed: true });
        return true;
      },
      setProcessing: (isProcessing) => set({ isProcessing }),
      attemptKey: () => {
        const existing = get().idempotencyKey;
        if (existing) return existing;
        const idempotencyKey = crypto.randomUUID();
        set({ idempotencyKey });
        return idempotencyKey;
      },
      // The key has done its work once the order's id is kept: a retry now pays for that order.
      setOrder: (order) => set({ order, idempotencyKey: null }),
      forgetOrder: () => set({ order: null }),
      forgetAttemptKey: () => set({ idempotencyKey: null }),
      reset: () => set(initialCheckout),
    }),
    {
      name: CHECKOUT_STORE_KEY,
      storage: createJSONStorage(() => safeStateStorage),
      // Spec §4: all but isProcessing and deliveryChargeLoading survive a reload.
      partialize: ({ isProcessing: _isProcessing, deliveryChargeLoading: _deliveryChargeLoading, ...kept }) => kept,
    },
  ),
);
