import { useState, type DragEvent } from 'react';
import { Button } from '@/components/ui/button';

type MoveButtonsProps = {
  /** What is moved, for the buttons' names ("Move Pizzas up"). */
  name: string;
  index: number;
  count: number;
  disabled?: boolean;
  onMove: (from: number, to: number) => void;
};

/** Move up and Move down: the keyboard's and a screen reader's way to reorder (dragging needs a pointer). */
export function MoveButtons({ name, index, count, disabled, onMove }: MoveButtonsProps) {
  return (
    <>
      <Button variant="ghost" aria-label={`Move ${name} up`} disabled={disabled || index === 0} onClick={() => onMove(index, index - 1)} className="min-h-11">
        ↑<span className="sr-only md:not-sr-only">Up</span>
      </Button>
      <Button
        variant="ghost"
        aria-label={`Move ${name} down`}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(index, index + 1)}
        className="min-h-11"
      >
        ↓<span className="sr-only md:not-sr-only">Down</span>
      </Button>
    </>
  );
}

/**
 * Drag and drop between the rows of one list (HTML drag events): `rowProps(index)` goes on each row;
 * dropping a row on another moves it there. `over` is the row a drag hovers, to show where it lands.
 */
export function useDragReorder(onMove: (from: number, to: number) => void, enabled = true) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const rowProps = (index: number) =>
    enabled
      ? {
          draggable: true,
          onDragStart: (event: DragEvent) => {
            event.dataTransfer.effectAllowed = 'move';
            // Firefox starts a drag only with data set.
            event.dataTransfer.setData('text/plain', String(index));
            setDragged(index);
          },
          onDragOver: (event: DragEvent) => {
            if (dragged === null) return;
            event.preventDefault();
            setOver(index);
          },
          onDrop: (event: DragEvent) => {
            event.preventDefault();
            if (dragged !== null && dragged !== index) onMove(dragged, index);
            setDragged(null);
            setOver(null);
          },
          onDragEnd: () => {
            setDragged(null);
            setOver(null);
          },
        }
      : {};
  return { rowProps, over };
}
