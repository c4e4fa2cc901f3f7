import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { notify } from '@/components/ui/notify';
import { useIdentityStore } from '@/lib/identity-store';
import { logout } from '../api/logout';

const links = [
  { to: '/profile', label: 'Profile' },
  { to: '/order-history', label: 'Orders' },
  { to: '/favorites', label: 'Favourites' },
] as const;

/** The header's account menu for a logged-in diner: their pages and Log out. */
export function AccountMenu() {
  const user = useIdentityStore((state) => state.user);
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  if (!user) return null;

  const logOut = async () => {
    setOpen(false);
    // The session ends on the server; whatever it answers, this device forgets it.
    await logout().catch(() => undefined);
    useIdentityStore.getState().clearAuth();
    notify({ title: 'Logged out', message: 'See you next time.', kind: 'success' });
    navigate('/');
  };

  return (
    <div
      ref={root}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          root.current?.querySelector('button')?.focus();
        }
      }}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className="min-h-11 max-w-40 truncate rounded-md border border-black/15 px-3 font-medium hover:bg-light"
      >
        <span className="sr-only">Account: </span>
        {user.name.split(' ')[0] || 'Account'}
      </button>
      {open && (
        <ul id={id} className="absolute right-0 z-30 mt-2 flex w-44 flex-col rounded-md border border-black/10 bg-background py-1 shadow-lg">
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} onClick={() => setOpen(false)} className="block px-4 py-2 hover:bg-light">
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" onClick={() => void logOut()} className="block w-full px-4 py-2 text-left hover:bg-light">
              Log out
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
