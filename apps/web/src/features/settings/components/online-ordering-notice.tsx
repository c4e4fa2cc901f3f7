import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ONLINE_ORDERING_OFF_TEXT, ONLINE_ORDERING_OFF_TITLE } from '../online-ordering-wording';

/** Spec §9: the notice waits this long after the settings load. */
export const ONLINE_ORDERING_NOTICE_DELAY_MS = 3000;

type OnlineOrderingNoticeProps = {
  restaurantId: number | null;
  /** The outlet's is_online_order_enabled, undefined until its settings have loaded. */
  isOnlineOrderEnabled: 0 | 1 | undefined;
};

export function OnlineOrderingNotice({ restaurantId, isOnlineOrderEnabled }: OnlineOrderingNoticeProps) {
  const [isOpen, setIsOpen] = useState(false);
  const isOff = isOnlineOrderEnabled === 0;

  // Once per outlet whose settings say ordering is off; a refetch with the same answer does not repeat it.
  useEffect(() => {
    if (!isOff) return;
    const timer = setTimeout(() => setIsOpen(true), ONLINE_ORDERING_NOTICE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isOff, restaurantId]);

  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen} title={ONLINE_ORDERING_OFF_TITLE} description={ONLINE_ORDERING_OFF_TEXT}>
      <Button className="w-full" onClick={() => setIsOpen(false)}>
        Continue Browsing
      </Button>
    </Dialog>
  );
}
