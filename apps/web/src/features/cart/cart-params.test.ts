import { describe, expect, it } from 'vitest';
import { cartOwnerOf, isPricedLikeWrites, ownerKeyOf } from './cart-params';

const user = { id: 3, name: 'Ada', email: 'ada@example.com' };
const guestUser = { guestId: 1234567, name: '', email: '', phone_no: '' };
const signedOut = { user: null, guestUser: null, token: null, guestToken: null };

describe('whose cart it is (spec §7)', () => {
  it('the user wins over the guest', () => {
    expect(cartOwnerOf({ ...signedOut, user, token: 't', guestUser, guestToken: 'g' } as never)).toEqual({ user_id: 3 });
    expect(cartOwnerOf({ ...signedOut, guestUser, guestToken: 'g' } as never)).toEqual({ guest_id: 1234567 });
  });

  it('an id counts only with its token, which the server checks it against', () => {
    expect(cartOwnerOf({ ...signedOut, user, guestUser, guestToken: 'g' } as never)).toEqual({ guest_id: 1234567 });
    expect(cartOwnerOf({ ...signedOut, guestUser } as never)).toBeNull();
  });

  it('keys the owner by kind, so a user and a guest with the same number never share a cart', () => {
    expect(ownerKeyOf({ user_id: 1234567 })).not.toBe(ownerKeyOf({ guest_id: 1234567 }));
    expect(ownerKeyOf(null)).toBeNull();
  });

  it("a write's answer stands for the cart only without a coupon or cash on delivery", () => {
    const owner = { guest_id: 1234567 };
    expect(isPricedLikeWrites({ owner, couponCode: null, isCashOnDelivery: false })).toBe(true);
    expect(isPricedLikeWrites({ owner, couponCode: 'SAVE10', isCashOnDelivery: false })).toBe(false);
    expect(isPricedLikeWrites({ owner, couponCode: null, isCashOnDelivery: true })).toBe(false);
  });
});
