import { GIFT_CARD_REPORT_COLUMNS, type GiftCardReport } from '@crust/contract/console-gift-cards';
import type { GiftCardLedgerKind } from '@crust/contract/gift-cards';
import { CSV_BOM, csvOf } from '../../lib/csv.ts';
import type { LocalDate } from '../checkout/zoned-time.ts';
import { dollars } from '../console-reports/console-reports.service.ts';
import type { LedgerFlow, OutletReach } from './console-gift-cards.repo.ts';

/** The by-outlet row of cards sold online, or issued in the console for the whole business. */
export const ONLINE_OUTLET_NAME = 'Online and console';

export interface GiftCardReportInput {
  from: LocalDate;
  to: LocalDate;
  timezone: string;
  currency: string;
  reach: OutletReach;
  flows: readonly LedgerFlow[];
  outstanding: number;
  outlets: readonly { id: number; name: string }[];
}

type Flow = { count: number; value: number };

/** The rows' count and the size of what they moved (debits as positive amounts), or their net sum when `signed`. */
function flowOf(flows: readonly LedgerFlow[], keep: (flow: LedgerFlow) => boolean, signed = false): Flow {
  const kept = flows.filter(keep);
  const net = kept.reduce((sum, flow) => sum + flow.amount, 0);
  return { count: kept.reduce((sum, flow) => sum + flow.count, 0), value: signed ? net : Math.abs(net) };
}

const ofKind = (kind: GiftCardLedgerKind) => (flow: LedgerFlow) => flow.kind === kind;

/**
 * The liability report from the ledger's groups (issue 21, Toast's liability report the bar): what
 * was sold and issued by hand, redeemed, refunded to cards, adjusted, voided and expired in the
 * period, and what the cards held at its end. By outlet: what each sold and what was redeemed there,
 * every outlet reached listed (online and the console too, for an owner's whole business).
 */
export function giftCardReportOf({ from, to, timezone, currency, reach, flows, outstanding, outlets }: GiftCardReportInput): GiftCardReport {
  const listed: { id: number | null; name: string }[] = [
    ...outlets.filter((outlet) => reach === 'all' || reach.includes(outlet.id)),
    ...(reach === 'all' ? [{ id: null, name: ONLINE_OUTLET_NAME }] : []),
  ];
  const sold = (flow: LedgerFlow) => flow.kind === 'issue' && flow.sold;
  return {
    from,
    to,
    timezone,
    currency,
    sold: flowOf(flows, sold),
    issued_by_hand: flowOf(flows, (flow) => flow.kind === 'issue' && !flow.sold),
    redeemed: flowOf(flows, ofKind('redeem')),
    refunded: flowOf(flows, ofKind('refund')),
    adjusted: flowOf(flows, ofKind('adjust'), true),
    voided: flowOf(flows, ofKind('void')),
    expired: flowOf(flows, ofKind('expire')),
    outstanding_at_end: outstanding,
    by_outlet: listed.map((outlet) => ({
      outlet_id: outlet.id,
      outlet_name: outlet.name,
      sold: flowOf(flows, (flow) => sold(flow) && flow.outletId === outlet.id),
      redeemed: flowOf(flows, (flow) => flow.kind === 'redeem' && flow.outletId === outlet.id),
    })),
  };
}

/** Signed cents as dollars with two decimals (an adjustment may be negative). */
const money = (cents: number) => `${cents < 0 ? '-' : ''}${dollars(Math.abs(cents))}`;

const TOTALS = ['sold', 'issued_by_hand', 'redeemed', 'refunded', 'adjusted', 'voided', 'expired'] as const;

/** The report as CSV (GIFT_CARD_REPORT_COLUMNS): its figures one per row, with a byte-order mark for spreadsheets. */
export function giftCardReportCsv(report: GiftCardReport): string {
  return `${CSV_BOM}${csvOf([
    GIFT_CARD_REPORT_COLUMNS,
    ...TOTALS.map((figure) => [figure, null, null, report[figure].count, money(report[figure].value)]),
    ['outstanding_at_end', null, null, null, money(report.outstanding_at_end)],
    ...report.by_outlet.flatMap((outlet) => [
      ['outlet_sold', outlet.outlet_id, outlet.outlet_name, outlet.sold.count, money(outlet.sold.value)],
      ['outlet_redeemed', outlet.outlet_id, outlet.outlet_name, outlet.redeemed.count, money(outlet.redeemed.value)],
    ]),
  ])}`;
}
