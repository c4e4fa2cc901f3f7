import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withPreparedStatements } from './pglite-prepared.ts';

// The prepared-statement path must answer exactly as PGlite's own query() does: same rows and
// types, same errors, same locking against transactions, same notifications.

let client: PGlite;
let prepared: PGlite;

beforeEach(async () => {
  client = await PGlite.create();
  await client.exec(`
    create table items (id serial primary key, name text not null unique, tags integer[] not null default '{}',
      details jsonb, price integer, created_at timestamptz not null default now());
    create function notify_item() returns trigger language plpgsql as $$
      begin perform pg_notify('items_changed', new.name); return new; end $$;
    create trigger items_notify after insert on items for each row execute function notify_item();
  `);
  prepared = withPreparedStatements(client);
});
afterEach(async () => {
  await client.close();
});

const insert = 'insert into items (name, tags, details, price) values ($1, $2, $3, $4) returning id, name, tags, details, price';
/** drizzle's options for a query whose fields it maps itself (rows as arrays, timestamps as text). */
const drizzleOptions = { rowMode: 'array' as const, parsers: { [types.TIMESTAMPTZ]: (value: string) => value } };

describe('withPreparedStatements', () => {
  it('answers a repeated statement with the rows and types of PGlite’s own query()', async () => {
    const results = [];
    for (const [index, name] of ['Margherita', 'Hawaiian', 'Supreme'].entries()) {
      results.push(await prepared.query(insert, [name, [index, 7], { size: 'Large', toppings: [name] }, 1_800 + index]));
    }
    expect(results.map((result) => result.rows)).toEqual([
      [{ id: 1, name: 'Margherita', tags: [0, 7], details: { size: 'Large', toppings: ['Margherita'] }, price: 1_800 }],
      [{ id: 2, name: 'Hawaiian', tags: [1, 7], details: { size: 'Large', toppings: ['Hawaiian'] }, price: 1_801 }],
      [{ id: 3, name: 'Supreme', tags: [2, 7], details: { size: 'Large', toppings: ['Supreme'] }, price: 1_802 }],
    ]);
    expect(results[2]!.affectedRows).toBe(1);

    const select = 'select name, price, created_at from items where price >= $1 order by id';
    const plain = await client.query(select, [1_801], drizzleOptions);
    for (let run = 0; run < 3; run++) {
      const again = await prepared.query(select, [1_801], drizzleOptions);
      expect(again.rows).toEqual(plain.rows);
      expect(again.fields).toEqual(plain.fields);
    }
    expect(typeof (plain.rows[0] as unknown[])[2]).toBe('string');
    // Nulls travel as nulls.
    await prepared.query(insert, ['Plain', [], null, null]);
    expect((await prepared.query('select details, price from items where name = $1', ['Plain'])).rows).toEqual([{ details: null, price: null }]);
    expect((await prepared.query('select details, price from items where name = $1', ['Plain'])).rows).toEqual([{ details: null, price: null }]);
    // The repeated statements run prepared; the one-off DDL and the first reads did not.
    const statements = await client.query<{ statement: string }>('select statement from pg_prepared_statements order by name');
    expect(statements.rows.map((row) => row.statement)).toEqual([
      insert,
      'select name, price, created_at from items where price >= $1 order by id',
      'select details, price from items where name = $1',
    ]);
  });

  it('throws PostgreSQL’s own error and goes on answering after it', async () => {
    await prepared.query(insert, ['Margherita', [], null, 1_800]);
    await prepared.query(insert, ['Hawaiian', [], null, 1_900]);
    await expect(prepared.query(insert, ['Margherita', [], null, 2_000])).rejects.toMatchObject({ code: '23505' });
    await prepared.query(insert, ['Supreme', [], null, 2_100]);
    expect((await client.query('select name from items order by id')).rows).toEqual([{ name: 'Margherita' }, { name: 'Hawaiian' }, { name: 'Supreme' }]);
  });

  it('waits for a transaction in progress, as PGlite’s own query() does', async () => {
    const count = 'select count(*)::integer as n from items';
    await prepared.query(count);
    await prepared.query(count);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let begun = () => {};
    const inside = new Promise<void>((resolve) => (begun = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query(insert, ['Margherita', [], null, 1_800]);
      begun();
      await held;
      await tx.query(insert, ['Hawaiian', [], null, 1_900]);
    });
    await inside;
    let answered = false;
    const counted = prepared.query<{ n: number }>(count).finally(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBe(false);
    release();
    await transaction;
    // Run after the commit: it sees both rows, never the half-done transaction.
    expect((await counted).rows).toEqual([{ n: 2 }]);
  });

  it('runs a transaction’s repeated statements prepared, and a rollback leaves them usable', async () => {
    const count = 'select count(*)::integer as n from items';
    const placeTwo = (first: string, second: string) =>
      prepared.transaction(async (tx) => {
        await tx.query(insert, [first, [], null, 1_800]);
        await tx.query(insert, [second, [], null, 1_900]);
        return (await tx.query<{ n: number }>(count)).rows[0]!.n;
      });
    expect(await placeTwo('Margherita', 'Hawaiian')).toBe(2);
    // The second insert breaks the unique name: PostgreSQL's own error, and nothing of it stays.
    await expect(placeTwo('Supreme', 'Margherita')).rejects.toMatchObject({ code: '23505' });
    expect(await placeTwo('Supreme', 'Vegetarian')).toBe(4);
    expect((await client.query('select name from items order by id')).rows).toEqual([
      { name: 'Margherita' },
      { name: 'Hawaiian' },
      { name: 'Supreme' },
      { name: 'Vegetarian' },
    ]);
    const statements = await client.query<{ statement: string }>('select statement from pg_prepared_statements order by name');
    expect(statements.rows.map((row) => row.statement)).toEqual([insert, count]);
    // A closed transaction refuses its statements, as PGlite's own does.
    let kept: Transaction | undefined;
    await prepared.transaction(async (tx) => {
      kept = tx;
    });
    await expect(kept!.query(count)).rejects.toThrow('Transaction is closed');
  });

  it('still delivers the notifications its statements cause', async () => {
    const heard: string[] = [];
    await client.listen('items_changed', (payload) => heard.push(payload));
    for (const name of ['Margherita', 'Hawaiian', 'Supreme']) await prepared.query(insert, [name, [], null, 1_800]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).toEqual(['Margherita', 'Hawaiian', 'Supreme']);
  });
});
