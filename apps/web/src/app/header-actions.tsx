import { Link } from 'react-router';
import { AccountMenu } from '@/features/auth/components/account-menu';
import { CartButton } from '@/features/cart/components/cart-button';
import { isLoggedIn, useIdentityStore } from '@/lib/identity-store';

/** The header's controls: "Log in" for a guest or the account menu (issue 8), then the cart. */
export function HeaderActions() {
  const loggedIn = useIdentityStore(isLoggedIn);
  return (
    <>
      {loggedIn ? (
        <AccountMenu />
      ) : (
        <Link to="/login" className="inline-flex min-h-11 items-center rounded-md px-3 font-medium hover:bg-light">
          Log in
        </Link>
      )}
      <CartButton />
    </>
  );
}
