import { MAX_SAVED_ADDRESSES } from '@crust/contract/account-rules';
import { addressListResponseSchema, addressResponseSchema, type Address } from '@crust/contract/addresses';
import { apiErrorSchema } from '@crust/contract/errors';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { addresses } from '../../db/schema/addresses.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { cartKit, type Caller } from '../cart/cart-test-kit.ts';

// Issue 8: saved addresses, at most 20, exactly one default once any exists, each diner's own.

const home = {
  label: 'Home',
  formattedAddress: '12 Crown St, Surry Hills NSW 2010',
  street: '12 Crown St',
  suburb: 'Surry Hills',
  city: 'Sydney',
  postcode: '2010',
  state: 'NSW',
  instructions: 'Side door',
};
const work = {
  ...home,
  label: 'Work',
  formattedAddress: '1 George St, Sydney NSW 2000',
  street: '1 George St',
  suburb: 'Sydney',
  postcode: '2000',
  instructions: '',
};

describeEachDatabase('saved addresses', (get) => {
  const inject = (who: Caller | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path = '', payload?: object) =>
    get().app.inject({ method, url: `/api/v2/me/addresses${path}`, headers: who?.headers ?? {}, ...(payload && { payload }) });
  const dataOf = (response: LightMyRequestResponse, status = 200): Address => {
    expect(response.statusCode, response.body).toBe(status);
    return addressResponseSchema.parse(response.json()).data;
  };
  const listOf = async (who: Caller) => {
    const response = await inject(who, 'GET');
    expect(response.statusCode).toBe(200);
    return addressListResponseSchema.parse(response.json()).data;
  };
  const errorOf = (response: LightMyRequestResponse, status: number) => {
    expect(response.statusCode, response.body).toBe(status);
    return apiErrorSchema.parse(response.json()).error;
  };
  const add = async (user: TestUser, body: object = home) => dataOf(await inject(user, 'POST', '', body), 201);

  it('adds an address (201); the first is the default even when not asked', async () => {
    const user = await createTestUser(get().db);
    const first = await add(user, { ...home, is_default: false });
    expect(first).toEqual({ id: expect.any(Number), ...home, is_default: true });
    const second = await add(user, work);
    expect(second.is_default).toBe(false);
    expect((await listOf(user)).map((address) => address.label)).toEqual(['Home', 'Work']);
  });

  it('moves the default: exactly one default at any time', async () => {
    const user = await createTestUser(get().db);
    const first = await add(user);
    const second = await add(user, { ...work, is_default: true });
    expect(second.is_default).toBe(true);
    expect((await listOf(user)).filter((address) => address.is_default).map((address) => address.id)).toEqual([second.id]);
    dataOf(await inject(user, 'PATCH', `/${first.id}`, { is_default: true }));
    expect((await listOf(user)).filter((address) => address.is_default).map((address) => address.id)).toEqual([first.id]);
    expect(errorOf(await inject(user, 'PATCH', `/${first.id}`, { is_default: false }), 400).message).toMatch(/another address/);
  });

  it('edits fields and refuses bad ones with 400 naming the field', async () => {
    const user = await createTestUser(get().db);
    const address = await add(user);
    expect(dataOf(await inject(user, 'PATCH', `/${address.id}`, { instructions: 'Ring twice', label: 'Flat' }))).toMatchObject({
      instructions: 'Ring twice',
      label: 'Flat',
    });
    expect(errorOf(await inject(user, 'PATCH', `/${address.id}`, { postcode: '200' }), 400).message).toContain('body.postcode');
    expect(errorOf(await inject(user, 'POST', '', { ...home, state: 'Queensland' }), 400).message).toContain('body.state');
    expect(errorOf(await inject(user, 'POST', '', { ...home, street: '  ' }), 400).message).toContain('body.street');
    expect(errorOf(await inject(user, 'POST', '', { ...home, latitude: 1 }), 400).code).toBe('bad_request');
    expect(errorOf(await inject(user, 'PATCH', `/${address.id}`, {}), 400).code).toBe('bad_request');
  });

  it('deleting the default makes the most recent remaining address the default (204)', async () => {
    const user = await createTestUser(get().db);
    const first = await add(user);
    await add(user, work);
    const third = await add(user, { ...work, label: 'Gym' });
    const deleted = await inject(user, 'DELETE', `/${first.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await listOf(user)).find((address) => address.is_default)?.id).toBe(third.id);
  });

  it(`keeps at most ${MAX_SAVED_ADDRESSES}: 25 concurrent adds store exactly ${MAX_SAVED_ADDRESSES}, the rest answer 409`, async () => {
    const user = await createTestUser(get().db);
    const responses = await Promise.all(Array.from({ length: 25 }, (_, n) => inject(user, 'POST', '', { ...home, label: `Address ${n}` })));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_SAVED_ADDRESSES);
    expect(statuses.filter((status) => status === 409)).toHaveLength(25 - MAX_SAVED_ADDRESSES);
    expect(
      errorOf(
        responses.find((response) => response.statusCode === 409)!,
        409,
      ).code,
    ).toBe('too_many_addresses');
    const stored = await get().db.select().from(addresses).where(eq(addresses.userId, user.userId));
    expect(stored).toHaveLength(MAX_SAVED_ADDRESSES);
    expect(stored.filter((row) => row.isDefault)).toHaveLength(1);
  });

  it("answers 404 for another diner's address and touches nothing; 401 without a token, 403 for a guest", async () => {
    const [alice, bob] = [await createTestUser(get().db), await createTestUser(get().db)];
    const address = await add(alice);
    expect(errorOf(await inject(bob, 'PATCH', `/${address.id}`, { label: 'Mine' }), 404).code).toBe('not_found');
    expect(errorOf(await inject(bob, 'DELETE', `/${address.id}`), 404).code).toBe('not_found');
    expect(await listOf(bob)).toEqual([]);
    expect(await listOf(alice)).toEqual([address]);
    expect(errorOf(await inject(null, 'GET'), 401).code).toBe('unauthorized');
    const guest = await cartKit(get).guest();
    expect(errorOf(await inject(guest, 'GET'), 403).code).toBe('login_required');
    expect(errorOf(await inject(guest, 'POST', '', home), 403).code).toBe('login_required');
  });
});
