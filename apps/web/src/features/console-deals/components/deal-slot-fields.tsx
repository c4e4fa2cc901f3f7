import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/field-error';
import { RowMoves } from '@/components/ui/row-moves';
import { TextField } from '@/components/ui/text-field';
import type { DealErrors, DealProduct, DealSize, SlotRow } from '../deal-values';

type SlotFieldsProps = {
  slot: SlotRow;
  index: number;
  count: number;
  products: DealProduct[];
  sizes: DealSize[];
  errors: DealErrors;
  onChange: (slot: SlotRow) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

/** One slot of a deal ("2 Large pizzas"): its name and quantity, the sizes its items come in, the products it allows with their upcharges. */
export function DealSlotFields({ slot, index, count, products, sizes, errors, onChange, onMove, onRemove }: SlotFieldsProps) {
  const at = (field: string) => errors[`components.${index}.${field}`];
  const number = index + 1;
  const toggleSize = (id: number, on: boolean) =>
    onChange({ ...slot, attribute_value_ids: on ? [...slot.attribute_value_ids, id] : slot.attribute_value_ids.filter((other) => other !== id) });
  const toggleProduct = (id: number, on: boolean) =>
    onChange({
      ...slot,
      choices: on ? [...slot.choices, { restaurant_product_id: id, upcharge: '0.00' }] : slot.choices.filter((choice) => choice.restaurant_product_id !== id),
    });
  const setUpcharge = (id: number, upcharge: string) =>
    onChange({ ...slot, choices: slot.choices.map((choice) => (choice.restaurant_product_id === id ? { ...choice, upcharge } : choice)) });

  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-black/10 p-3">
      <legend className="px-1 font-semibold">Slot {number}</legend>
      <div className="flex flex-wrap items-start gap-3">
        <TextField
          label={`Slot ${number} name`}
          value={slot.name}
          onChange={(name) => onChange({ ...slot, name })}
          error={at('name')}
          hint="e.g. Large pizzas."
          className="min-w-48 flex-1"
        />
        <TextField
          label={`Slot ${number} quantity`}
          inputMode="numeric"
          value={slot.quantity}
          onChange={(quantity) => onChange({ ...slot, quantity })}
          error={at('quantity')}
          className="w-32"
        />
        <div className="self-center">
          <RowMoves label={slot.name.trim() || `slot ${number}`} index={index} count={count} onMove={onMove} onRemove={onRemove} canRemove={count > 1} />
        </div>
      </div>
      {sizes.length > 0 && (
        <fieldset className="flex flex-col gap-1">
          <legend className="text-sm font-medium">Slot {number} sizes (none ticked: any)</legend>
          <div className="flex flex-wrap gap-3">
            {sizes.map((size) => (
              <Checkbox key={size.id} label={size.label} checked={slot.attribute_value_ids.includes(size.id)} onChange={(on) => toggleSize(size.id, on)} />
            ))}
          </div>
          <FieldError error={at('attribute_value_ids')} />
        </fieldset>
      )}
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-medium">Slot {number} products</legend>
        <ul className="grid gap-x-4 md:grid-cols-2">
          {products.map((product) => {
            const chosen = slot.choices.findIndex((choice) => choice.restaurant_product_id === product.id);
            const choice = slot.choices[chosen];
            return (
              <li key={product.id} className="flex flex-wrap items-center gap-3">
                <Checkbox label={product.name} checked={choice !== undefined} onChange={(on) => toggleProduct(product.id, on)} />
                {choice && (
                  <TextField
                    label={`${product.name} upcharge`}
                    inputMode="decimal"
                    value={choice.upcharge}
                    onChange={(upcharge) => setUpcharge(product.id, upcharge)}
                    error={at(`choices.${chosen}.upcharge`) ?? at(`choices.${chosen}.restaurant_product_id`)}
                    className="w-36"
                  />
                )}
              </li>
            );
          })}
        </ul>
        <FieldError error={at('choices')} />
      </fieldset>
    </fieldset>
  );
}
