import type { TicketLine } from '@crust/contract/console-orders';

const HALF_NAMES: Record<TicketLine['halves'][number]['side'], string> = { left: 'Left half', right: 'Right half' };

const modifierText = ({ name, quantity }: { name: string; quantity: number }) => (quantity > 1 ? `${quantity}× ${name}` : name);

/**
 * A line as the kitchen makes it: size, crust and other choices, toppings, each half's toppings by
 * side, a deal's parts and the diner's note. The ticket and the board card (issue 18) both print it.
 */
export function TicketLineDetails({ line }: { line: TicketLine }) {
  return (
    <>
      <p className="font-bold">
        {line.quantity} × {line.name}
        {line.is_free && ' (FREE)'}
      </p>
      {line.options.map((option) => (
        <p key={option.name} className="pl-3">
          {option.name}: {option.value}
        </p>
      ))}
      {line.modifiers.length > 0 && <p className="pl-3">+ {line.modifiers.map(modifierText).join(', ')}</p>}
      {line.halves.map((half) => (
        <div key={half.side} className="pl-3">
          <p>
            {HALF_NAMES[half.side]}: {half.name}
          </p>
          {half.modifiers.length > 0 && <p className="pl-3">+ {half.modifiers.map(modifierText).join(', ')}</p>}
        </div>
      ))}
      {line.deal_parts.map((part, index) => (
        // The same item may fill a slot twice, made two ways: the index keeps them apart.
        <div key={`${part.component}-${part.name}-${index}`} className="pl-3">
          <p>
            {part.component}: {part.quantity > 1 ? `${part.quantity}× ` : ''}
            {part.name}
            {part.options.length > 0 && ` (${part.options.map((option) => option.value).join(', ')})`}
          </p>
          {part.modifiers.length > 0 && <p className="pl-3">+ {part.modifiers.map(modifierText).join(', ')}</p>}
        </div>
      ))}
      {line.notes && <p className="pl-3 italic">Note: {line.notes}</p>}
    </>
  );
}
