import { MAX_SAVED_ADDRESSES } from '@crust/contract/account-rules';
import type { Address, UpdateAddressRequest } from '@crust/contract/addresses';
import type { z } from 'zod';
import type { createAddressRequestSchema } from '@crust/contract/addresses';
import { errorCodes } from '@crust/contract/errors';
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts';
import type { UserSession } from '../../plugins/authenticate.ts';
import type { AddressesRepo } from './addresses.repo.ts';

type NewAddress = z.output<typeof createAddressRequestSchema>;

const noSuchAddress = () => notFound('There is no such address in your account.');

/** Saved addresses (issue 8): at most MAX_SAVED_ADDRESSES, and exactly one default once any exists. */
export function createAddressesService(repo: AddressesRepo, now: () => Date = () => new Date()) {
  return {
    list: (session: UserSession): Promise<Address[]> => repo.list(session.subject.userId),

    create(session: UserSession, body: NewAddress): Promise<Address> {
      const { userId } = session.subject;
      return repo.forUser(userId, async (tx, existing) => {
        if (existing >= MAX_SAVED_ADDRESSES) {
          throw new HttpError(409, errorCodes.tooManyAddresses, `You can save up to ${MAX_SAVED_ADDRESSES} addresses. Delete one to add another.`);
        }
        // The first address is the default, whatever the form said.
        const isDefault = existing === 0 || body.is_default;
        if (isDefault) await repo.clearDefault(tx, userId);
        const { is_default: _ignored, ...values } = body;
        return repo.insert(tx, { ...values, tenantId: session.tenantId, userId, isDefault });
      });
    },

    update(session: UserSession, id: number, body: UpdateAddressRequest): Promise<Address> {
      const { userId } = session.subject;
      return repo.forUser(userId, async (tx) => {
        const current = await repo.find(tx, userId, id);
        if (!current) throw noSuchAddress();
        if (body.is_default === false && current.is_default) throw badRequest('Choose another address as your default instead.');
        if (body.is_default) await repo.clearDefault(tx, userId, id);
        const { is_default: isDefault, ...values } = body;
        const updated = await repo.update(tx, userId, id, values, isDefault || undefined, now());
        if (!updated) throw noSuchAddress();
        return updated;
      });
    },

    async remove(session: UserSession, id: number): Promise<void> {
      const { userId } = session.subject;
      await repo.forUser(userId, async (tx) => {
        const removed = await repo.remove(tx, userId, id);
        if (!removed) throw noSuchAddress();
        if (removed.is_default) await repo.promoteNewest(tx, userId);
      });
    },
  };
}
export type AddressesService = ReturnType<typeof createAddressesService>;
