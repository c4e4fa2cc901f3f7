import type { BoardOrder, StaffTransition } from '@crust/contract/console-orders';
import { errorCodes } from '@crust/contract/error-codes';
import { useEffect, useState, type ReactNode } from 'react';
import { notify } from '@/components/ui/notify';
import { ApiRequestError } from '@/lib/api-client';
import { messageOf } from '@/lib/use-submit';
import { useBoard, useTransitionOrder } from '../api/board-api';
import { useBoardAlertsStore } from '../board-alerts-store';
import { boardColumns, type ColumnId } from '../board-state';
import { allowChimeOnFirstGesture, playChime } from '../new-order-chime';
import { useLiveBoard, type BoardConnection } from '../use-live-board';
import { useNow } from '@/lib/use-now';
import { useTabTitle } from '../use-tab-title';
import { OrderCard } from './order-card';

type OrderBoardProps = {
  outletId: number;
  outletName: string;
  /** The outlet's IANA zone: every time on the board is on its clock. */
  timeZone: string;
  /** Where an order's kitchen ticket is (the app's route). */
  ticketPath: (orderId: string) => string;
  /** Above the columns: the outlet's own controls (pausing ordering). */
  toolbar?: ReactNode;
};

const CONNECTION_NOTICE: Partial<Record<BoardConnection, string>> = {
  offline: 'Offline: reconnecting… New orders will appear once the board is back.',
  refused: 'This board cannot be shown: you may not work at this outlet.',
};

/** Issue 10: the outlet's live order board, fed only by its stream. */
export function OrderBoard({ outletId, outletName, timeZone, ticketPath, toolbar }: OrderBoardProps) {
  const { connection, resync } = useLiveBoard(outletId, playChime);
  const board = useBoard(outletId).data;
  const unacknowledged = useBoardAlertsStore((state) => state.unacknowledged);
  const acknowledge = useBoardAlertsStore((state) => state.acknowledge);
  const transition = useTransitionOrder(outletId);
  const [tab, setTab] = useState<ColumnId>('new');
  const now = useNow(30_000);
  useTabTitle(`Board · ${outletName}`, unacknowledged.length);
  useEffect(allowChimeOnFirstGesture, []);

  const change = (order: BoardOrder, step: Omit<StaffTransition, 'version'>) =>
    transition.mutate(
      { orderId: order.id, change: { ...step, version: order.version } as StaffTransition },
      {
        onError: (error) => {
          if (error instanceof ApiRequestError && error.status === 409) {
            const stale = error.code === errorCodes.staleOrder;
            notify({
              kind: 'warning',
              title: stale ? `Order #${order.number} was changed by someone else` : `Order #${order.number} cannot do that now`,
              message: 'The board has been refreshed.',
            });
            resync();
          } else notify({ kind: 'error', title: `Order #${order.number} was not changed`, message: messageOf(error) });
        },
      },
    );

  const notice = CONNECTION_NOTICE[connection];
  const columns = boardColumns(board?.orders ?? []);
  return (
    <section aria-label={`Order board, ${outletName}`} className="flex flex-col gap-3">
      {notice && (
        <p role="status" className="rounded-md bg-dark px-4 py-3 font-semibold text-white">
          {notice}
        </p>
      )}
      {toolbar}
      {!board ? (
        <p role="status" className="py-10 text-center text-text/70">
          {connection === 'refused' ? '' : 'Loading the board…'}
        </p>
      ) : (
        <>
          <div role="tablist" aria-label="Columns" className="grid grid-cols-4 gap-1 md:hidden">
            {columns.map(({ id, title, orders }) => (
              <button
                key={id}
                role="tab"
                type="button"
                aria-selected={tab === id}
                onClick={() => setTab(id)}
                className="min-h-12 rounded-md border border-black/10 px-1 text-xs font-semibold aria-selected:bg-primary aria-selected:text-white"
              >
                {title} ({orders.length})
              </button>
            ))}
          </div>
          <div className="grid gap-3 md:grid-cols-4">
            {columns.map(({ id, title, orders }) => (
              <section key={id} aria-labelledby={`column-${id}`} className={`flex-col gap-2 rounded-lg bg-light p-2 ${tab === id ? 'flex' : 'hidden md:flex'}`}>
                <h2 id={`column-${id}`} className="px-1 text-base font-bold">
                  {title} <span className="font-normal text-text/70">({orders.length})</span>
                </h2>
                {orders.map((order) => (
                  <OrderCard
                    key={order.id}
                    order={order}
                    boardDate={board.date}
                    timeZone={timeZone}
                    now={now}
                    unacknowledged={unacknowledged.includes(order.id)}
                    onAcknowledge={() => acknowledge(order.id)}
                    busy={transition.isPending && transition.variables.orderId === order.id}
                    onChange={(step) => change(order, step)}
                    ticketPath={ticketPath(order.id)}
                  />
                ))}
              </section>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
