import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { OrderingState } from '@crust/contract/ordering-state';
import { Dialog } from '@/components/ui/dialog';
import { ONLINE_ORDERING_OFF_TEXT, ONLINE_ORDERING_OFF_TITLE } from '../online-ordering-wording';

/** Spec §9: the notice waits this long after the settings load. */
export const ONLINE_ORDERING_NOTICE_DELAY_MS = 3000;

type OnlineOrderingNoticeProps = {
  restaurantId: number | null;
  /** The outlet's is_online_order_enabled, undefined until its settings have loaded. */
  isOnlineOrderEnabled: 0 | 1 | undefined;
  /** The outlet's state as the server read it: a pause's words say until when (issue 18 point 7). */
  orderingState?: OrderingState;
};

/** "Online ordering paused until 19:45. You can order now for today 19:45 or later." */
export function pauseWording(state: OrderingState | undefined): string | null {
  if (state?.state !== 'paused') return null;
  const [slot] = state.later_slots;
  return `${state.label}.${slot ? ` You can order now for ${slot.label} or later.` : ''}`;
}

export function OnlineOrderingNotice({ restaurantId, isOnlineOrderEnabled, orderingState }: OnlineOrderingNoticeProps) {
  const [isOpen, setIsOpen] = useState(false);
  const isOff = isOnlineOrderEnabled === 0;
  const pause = pauseWording(orderingState);

  // Once per outlet whose settings say ordering is off; a refetch with the same answer does not repeat it.
  useEffect(() => {
    if (!isOff) return;
    const timer = setTimeout(() => setIsOpen(true), ONLINE_ORDERING_NOTICE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isOff, restaurantId]);

  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen} title={ONLINE_ORDERING_OFF_TITLE} description={ONLINE_ORDERING_OFF_TEXT}>
      {pause && <p className="mb-4 font-semibold">{pause}</p>}
      <Button className="w-full" onClick={() => setIsOpen(false)}>
        Continue Browsing
      </Button>
    </Dialog>
  );
}
