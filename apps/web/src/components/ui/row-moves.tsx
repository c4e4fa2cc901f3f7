import { Button } from './button';

type RowMovesProps = {
  /** What the row is called in the buttons' names ('Garlic dip', or 'modifier 3' while it has no name). */
  label: string;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  /** The last row of a list that needs one stays. */
  canRemove?: boolean;
  disabled?: boolean;
};

/** Move up, move down and remove for a row of an ordered list in a console form. */
export function RowMoves({ label, index, count, onMove, onRemove, canRemove = true, disabled }: RowMovesProps) {
  return (
    <div className="flex gap-1">
      <Button variant="ghost" aria-label={`Move ${label} up`} disabled={disabled || index === 0} onClick={() => onMove(-1)} className="min-h-11">
        ↑
      </Button>
      <Button variant="ghost" aria-label={`Move ${label} down`} disabled={disabled || index === count - 1} onClick={() => onMove(1)} className="min-h-11">
        ↓
      </Button>
      <Button variant="ghost" aria-label={`Remove ${label}`} disabled={disabled || !canRemove} onClick={onRemove} className="min-h-11">
        Remove
      </Button>
    </div>
  );
}
