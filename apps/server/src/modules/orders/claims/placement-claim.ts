import type { PlaceOrderRequest } from '@crust/contract/orders';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import type { OutletOrderingRules } from '../../checkout/checkout.service.ts';
import type { OrderRow } from '../orders.repo.ts';
import type { PlacementRows } from '../place-order.repo.ts';

/** What a refusal's message may name: the outlet, the request, and the placement's limits. */
export interface RefusalContext {
  outlet: OutletOrderingRules;
  body: PlaceOrderRequest;
  unpaid: { holdMinutes: number; perOwner: number; perIp: number };
}

/** What a claim's part of the statement is built from: the rows' placeholders, named `prefix.field`. */
export interface StatementScope {
  db: Database;
  rows: PlacementRows;
  /** A placeholder per field of one of the rows (`rows.slot` → `slot.startsAt` …). */
  placeholders: <Row extends object>(prefix: string, row: Row) => { [K in keyof Row]: SQL };
  /** The order's number, as the outlet's settings claim took it. */
  number: SQL;
}

/** A claim's part of the one statement: CTEs run in the list's order, then refusals read in that order. */
export interface StatementPart {
  ctes?: [name: string, query: { getSQL(): SQL }][];
  /** A refusal and the condition (read after every CTE) under which the claim failed. */
  refusals?: [refusal: string, when: SQL][];
}

/**
 * One scarce thing a placement takes (issue 17 point 17): its check runs before the statement, its
 * claim is its part of the statement, its release gives it back when the order ends unfulfilled.
 * A new claim is a file exporting one of these and a line in placement-claims.ts.
 */
export interface PlacementClaim {
  name: string;
  /** Each refusal the claim can answer, as the diner hears it. */
  refusals: Record<string, (context: RefusalContext) => Error>;
  /**
   * Before the statement, in the placement's transaction (one is opened when any claim's `before`
   * applies): for a claim whose wait for a lock must see what committed meanwhile, which one
   * statement's snapshot would not. Answers a refusal, or null.
   */
  before?: { applies(rows: PlacementRows): boolean; run(tx: Database, rows: PlacementRows): Promise<string | null> };
  /** Its part of the statement (nothing for a claim checked entirely before it). */
  statement?(scope: StatementScope): StatementPart;
  /** Gives back what an order held, when it is cancelled, rejected or expires (moveOrder, in its transaction). */
  release?(tx: Database, order: OrderRow): Promise<void>;
}
