type OutletEmptyStateProps = {
  message: string;
  /** Offered only where choosing an outlet is the next step, so the page holds one such button. */
  onChooseOutlet?: () => void;
};

/** The honest state of a menu-driven section before it has products to show. */
export function OutletEmptyState({ message, onChooseOutlet }: OutletEmptyStateProps) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-black/20 p-6 sm:flex-row sm:items-center sm:justify-between">
      <p>{message}</p>
      {onChooseOutlet && (
        <button
          type="button"
          onClick={onChooseOutlet}
          className="shrink-0 rounded-lg bg-primary px-4 py-2 font-semibold text-white hover:brightness-110"
        >
          Choose outlet
        </button>
      )}
    </div>
  );
}
