import { NoticePanel } from '@/components/ui/notice-panel';

type OutletEmptyStateProps = {
  message: string;
  /** Offered only where choosing an outlet is the next step, so the page holds one such button. */
  onChooseOutlet?: () => void;
};

/** The honest state of a menu-driven section before it has products to show. */
export function OutletEmptyState({ message, onChooseOutlet }: OutletEmptyStateProps) {
  return (
    <NoticePanel
      action={
        onChooseOutlet && (
          <button type="button" onClick={onChooseOutlet} className="rounded-lg bg-primary px-4 py-2 font-semibold text-white hover:brightness-110">
            Choose outlet
          </button>
        )
      }
    >
      <p>{message}</p>
    </NoticePanel>
  );
}
