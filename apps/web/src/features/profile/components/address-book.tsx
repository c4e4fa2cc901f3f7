import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MAX_SAVED_ADDRESSES } from '@crust/contract/account-rules';
import type { Address } from '@crust/contract/addresses';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { LoadErrorNotice } from '@/components/ui/load-error-notice';
import { notify } from '@/components/ui/notify';
import { messageOf } from '@/lib/use-submit';
import { addressesQueryKey, addressesQueryOptions, createAddress, deleteAddress, updateAddress, type AddressInput } from '../api/profile-api';
import { AddressForm } from './address-form';

type Editing = { kind: 'new' } | { kind: 'edit'; address: Address } | null;

/** Saved delivery addresses: add, edit, delete (after confirming), set the default. */
export function AddressBook({ userId }: { userId: number }) {
  const queryClient = useQueryClient();
  const { data, isPending, isError, isFetching, refetch } = useQuery(addressesQueryOptions(userId));
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: addressesQueryKey(userId) });

  const save = useMutation({
    mutationFn: (input: AddressInput) => (editing?.kind === 'edit' ? updateAddress(editing.address.id, input) : createAddress(input)),
    onSuccess: async () => {
      await refresh();
      notify({ title: editing?.kind === 'edit' ? 'Address updated' : 'Address saved', kind: 'success' });
      setEditing(null);
    },
  });
  const change = useMutation({
    mutationFn: async (action: { kind: 'default' | 'delete'; id: number }): Promise<void> => {
      if (action.kind === 'default') await updateAddress(action.id, { is_default: true });
      else await deleteAddress(action.id);
    },
    onSuccess: async (_result, action) => {
      setDeleting(null);
      await refresh();
      notify({ title: action.kind === 'default' ? 'Default address changed' : 'Address deleted', kind: 'success' });
    },
    onError: (error) => notify({ title: 'Could not change your addresses', message: messageOf(error), kind: 'error' }),
  });

  if (isPending) return <p role="status">Loading your addresses…</p>;
  if (isError) return <LoadErrorNotice what="your addresses" isRetrying={isFetching} onRetry={() => void refetch()} />;

  const start = (next: Editing) => {
    save.reset();
    setEditing(next);
  };

  return (
    <div className="flex flex-col gap-4">
      {data.length === 0 && <p>No saved addresses yet.</p>}
      <ul className="flex flex-col gap-3">
        {data.map((address) => (
          <li key={address.id} className="flex flex-col gap-2 rounded-xl border border-black/10 p-4">
            <p className="font-semibold">
              {address.label || 'Address'}
              {address.is_default && <span className="ml-2 rounded-full bg-light px-2 py-0.5 text-xs font-medium text-dark">Default</span>}
            </p>
            <p>{address.formattedAddress}</p>
            {address.instructions && <p className="text-sm text-text/75">{address.instructions}</p>}
            {deleting === address.id ? (
              <div role="group" aria-label="Delete this address?" className="flex flex-wrap items-center gap-3">
                <span className="font-medium">Delete this address?</span>
                <Button onClick={() => change.mutate({ kind: 'delete', id: address.id })} disabled={change.isPending}>
                  Yes, delete
                </Button>
                <Button variant="secondary" onClick={() => setDeleting(null)}>
                  Keep it
                </Button>
              </div>
            ) : (
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" onClick={() => start({ kind: 'edit', address })} aria-label={`Edit ${address.formattedAddress}`}>
                  Edit
                </Button>
                {!address.is_default && (
                  <Button
                    variant="secondary"
                    onClick={() => change.mutate({ kind: 'default', id: address.id })}
                    aria-label={`Make ${address.formattedAddress} the default`}
                  >
                    Make default
                  </Button>
                )}
                <Button variant="ghost" onClick={() => setDeleting(address.id)} aria-label={`Delete ${address.formattedAddress}`}>
                  Delete
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {editing ? (
        <AddressForm
          key={editing.kind === 'edit' ? editing.address.id : 'new'}
          initial={editing.kind === 'edit' ? editing.address : undefined}
          busy={save.isPending}
          error={save.error ? messageOf(save.error) : null}
          onSave={(input) => save.mutate(input)}
          onCancel={() => setEditing(null)}
        />
      ) : data.length < MAX_SAVED_ADDRESSES ? (
        <Button className="self-start" onClick={() => start({ kind: 'new' })}>
          Add an address
        </Button>
      ) : (
        <FormAlert tone="info">You have saved {MAX_SAVED_ADDRESSES} addresses, the most allowed. Delete one to add another.</FormAlert>
      )}
    </div>
  );
}
