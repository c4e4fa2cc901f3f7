import { useId } from 'react';
import { useNavigate } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { Button } from '@/components/ui/button';
import { isLoggedIn, useIdentityStore } from '@/lib/identity-store';
import { useCheckoutStore } from '../checkout-store';
import { step1Problems, type Step1Problems } from '../checkout-validation';

const NEEDED: Record<keyof Step1Problems, string> = {
  pickupDate: 'a day',
  pickupTime: 'a time',
  name: 'your name',
  email: 'your email',
  phone_no: 'your phone number',
  formattedAddress: 'the delivery address',
  suburb: 'the delivery address',
  city: 'the delivery address',
  postcode: 'the delivery address',
  delivery: 'an address we deliver to',
};

/** Step 1's way on, enabled once step 1 has completed itself (spec §4); until then it says what is missing. */
export function ContinueToPayment() {
  const navigate = useNavigate();
  const loggedIn = useIdentityStore(isLoggedIn);
  const step1Completed = useCheckoutStore((state) => state.step1Completed);
  const isQuoting = useCheckoutStore((state) => state.deliveryChargeLoading);
  const problems = useCheckoutStore(useShallow((state) => Object.keys(step1Problems(state, { isLoggedIn: loggedIn })) as (keyof Step1Problems)[]));
  const hintId = useId();
  const needed = [...new Set(problems.map((field) => NEEDED[field]))];
  const isReady = step1Completed && !isQuoting;

  return (
    <div className="flex flex-col gap-2">
      <Button
        onClick={() => navigate('/checkout/payment')}
        disabled={!isReady}
        aria-describedby={isReady ? undefined : hintId}
        className="w-full py-3 text-base"
      >
        Continue to payment
      </Button>
      {!isReady && (
        <p id={hintId} className="text-sm text-text/75">
          {isQuoting ? 'Working out the delivery charge…' : needed.length > 0 ? `Still needed: ${needed.join(', ')}.` : ''}
        </p>
      )}
    </div>
  );
}
