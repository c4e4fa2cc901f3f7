import { useId } from 'react';
import type { MenuProduct } from '@crust/contract/menu';
import { toggleModifier, type ModifierChoice } from '../modifier-choice';
import { ModifierGroupFieldset } from './modifier-group-fieldset';

type HalfModifiersProps = {
  side: 'left' | 'right';
  product: MenuProduct;
  choice: ModifierChoice;
  onChange: (update: (current: ModifierChoice) => ModifierChoice) => void;
};

/** One half's own modifier groups (its toppings cover that half only). */
export function HalfModifiers({ side, product, choice, onChange }: HalfModifiersProps) {
  const headingId = useId();
  if (product.modifier_groups.length === 0) return null;
  const sideName = side === 'left' ? 'Left half' : 'Right half';
  return (
    <section aria-labelledby={headingId} className="mt-6 border-t border-secondary/20 pt-4">
      <h3 id={headingId} className="text-base font-bold">
        {sideName}: {product.name}
      </h3>
      {product.modifier_groups.map((group) => (
        <ModifierGroupFieldset
          key={group.id}
          group={group}
          choice={choice}
          legendSuffix={`(${sideName.toLowerCase()})`}
          onToggle={(modifierId) => onChange((current) => toggleModifier(current, group, modifierId))}
        />
      ))}
    </section>
  );
}
