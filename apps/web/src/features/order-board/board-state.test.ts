import type { BoardOrder } from '@crust/contract/console-orders';
import { describe, expect, it } from 'vitest';
import { arrivals, boardColumns, nextUnacknowledged, reduceBoard, type Board } from './board-state';
import { BOARD_DATE, boardOrder } from './testing/board-fixture';

// Issue 10: the board is what its stream says: a snapshot replaces it, a change upserts or removes one card.

const snapshot = (orders = [boardOrder({ number: 1 }), boardOrder({ number: 2, status: 'accepted' })]) =>
  reduceBoard(undefined, { type: 'snapshot', snapshot: { version: 1, date: BOARD_DATE, orders } })!;
const ids = (board: Board | undefined) => board?.orders.map((order) => order.number);

describe('the board reducer', () => {
  it('a snapshot replaces the whole board, keeping only what the board shows', () => {
    const before = snapshot();
    const after = reduceBoard(before, {
      type: 'snapshot',
      snapshot: { version: 9, date: BOARD_DATE, orders: [boardOrder({ number: 3 }), boardOrder({ number: 4, status: 'completed' })] },
    });
    expect(ids(after)).toEqual([3]);
  });

  it('a change puts a new order on the board and replaces a known one in place', () => {
    const board = snapshot();
    const added = reduceBoard(board, { type: 'change', order: boardOrder({ number: 5 }) });
    expect(ids(added)).toEqual([1, 2, 5]);
    const accepted = reduceBoard(added, { type: 'change', order: boardOrder({ number: 1, status: 'accepted', version: 3 }) });
    expect(accepted?.orders.filter((order) => order.number === 1)).toEqual([expect.objectContaining({ status: 'accepted', version: 3 })]);
  });

  it.each(['cancelled', 'rejected', 'completed'] as const)('a %s order leaves the board', (status) => {
    const after = reduceBoard(snapshot(), { type: 'change', order: boardOrder({ number: 1, status, version: 3 }) });
    expect(ids(after)).toEqual([2]);
  });

  it('an older version does not overwrite a newer card, and an order for an earlier day stays off', () => {
    const board = reduceBoard(snapshot(), { type: 'change', order: boardOrder({ number: 1, status: 'accepted', version: 4 }) });
    expect(reduceBoard(board, { type: 'change', order: boardOrder({ number: 1, version: 3 }) })).toBe(board);
    const yesterday = boardOrder({ number: 7, asap: false, requested_date: '2026-03-05', requested_time: '12:00' });
    expect(ids(reduceBoard(board, { type: 'change', order: yesterday }))).toEqual([2, 1]);
  });

  it('an upcoming order of a later day stays on the board, from the snapshot and from a change, until it ends', () => {
    const tomorrow = (overrides: Partial<BoardOrder> = {}) =>
      boardOrder({ number: 7, asap: false, requested_date: '2026-03-07', requested_time: '12:00', prepare_at: '2026-03-07T00:40:00.000Z', ...overrides });
    expect(ids(snapshot([boardOrder({ number: 1 }), tomorrow()]))).toEqual([1, 7]);
    const added = reduceBoard(snapshot(), { type: 'change', order: tomorrow() });
    expect(ids(added)).toEqual([1, 2, 7]);
    const ready = reduceBoard(added, { type: 'change', order: tomorrow({ status: 'ready', version: 5 }) });
    expect(ids(ready)).toEqual([1, 2, 7]);
    expect(ids(reduceBoard(ready, { type: 'change', order: tomorrow({ status: 'cancelled', version: 6 }) }))).toEqual([1, 2]);
  });

  it('a change before the first snapshot is left for the snapshot to carry', () => {
    expect(reduceBoard(undefined, { type: 'change', order: boardOrder() })).toBeUndefined();
  });
});

describe('the columns', () => {
  it('group by status and sort by when preparation should start (prepare_at), a scheduled delivery rising above an earlier pickup', () => {
    const orders = [
      boardOrder({ number: 1, estimated_at: '2026-03-06T19:00:00.000Z', prepare_at: '2026-03-06T18:40:00.000Z' }),
      // Due after number 1, started before it: the outlet's delivery lead time is longer.
      boardOrder({
        number: 2,
        delivery_method: 'delivery',
        asap: false,
        requested_time: '19:10',
        estimated_at: '2026-03-06T19:10:00.000Z',
        prepare_at: '2026-03-06T18:30:00.000Z',
      }),
      boardOrder({ number: 3, estimated_at: '2026-03-06T18:40:00.000Z', prepare_at: '2026-03-06T18:20:00.000Z' }),
      boardOrder({ number: 4, status: 'preparing' }),
      boardOrder({ number: 5, status: 'out_for_delivery', delivery_method: 'delivery' }),
    ];
    expect(boardColumns(orders).map(({ id, orders: cards }) => [id, cards.map((order) => order.number)])).toEqual([
      ['new', [3, 2, 1]],
      ['kitchen', [4]],
      ['ready', []],
      ['out', [5]],
    ]);
  });
});

describe('unacknowledged new orders', () => {
  it('counts arrivals until tapped or moved on, and not orders the board already had', () => {
    const first = snapshot();
    // On the first snapshot every waiting new order is unacknowledged.
    let unacknowledged = nextUnacknowledged([], undefined, first);
    expect(unacknowledged).toEqual(['ord_1']);

    const withNew = reduceBoard(first, { type: 'change', order: boardOrder({ number: 6 }) });
    expect(arrivals(first, withNew)).toEqual(['ord_6']);
    unacknowledged = nextUnacknowledged(
      unacknowledged.filter((id) => id !== 'ord_1'),
      first,
      withNew,
    );
    expect(unacknowledged).toEqual(['ord_6']);

    // A change to a known order is no arrival; an accepted order is no longer new.
    const accepted = reduceBoard(withNew, { type: 'change', order: boardOrder({ number: 6, status: 'accepted', version: 3 }) });
    expect(arrivals(withNew, accepted)).toEqual([]);
    expect(nextUnacknowledged(unacknowledged, withNew, accepted)).toEqual([]);
  });

  it('a snapshot after a reconnect announces only the orders placed while the board was away', () => {
    const before = snapshot();
    const after = reduceBoard(before, { type: 'snapshot', snapshot: { version: 5, date: BOARD_DATE, orders: [...before.orders, boardOrder({ number: 8 })] } });
    expect(arrivals(before, after)).toEqual(['ord_8']);
  });
});
