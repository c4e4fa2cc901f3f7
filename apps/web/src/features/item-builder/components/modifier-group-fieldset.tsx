import { useId } from 'react';
import type { MenuModifierGroup } from '@crust/contract/menu';
import { priceDifferenceLabel } from '../item-price';
import { chosenIn, isGroupFull, isSingleChoiceGroup, modifierGroupRule, type ModifierChoice } from '../modifier-choice';
import { ChoiceOption } from './choice-option';

type ModifierGroupFieldsetProps = {
  group: MenuModifierGroup;
  choice: ModifierChoice;
  onToggle: (modifierId: number) => void;
  /** Read by screen readers after the name, e.g. '(left half)', where two halves show the same group. */
  legendSuffix?: string;
};

/** A modifier group: radio buttons when exactly one is needed, else checkboxes that stop at the group's max. */
export function ModifierGroupFieldset({ group, choice, onToggle, legendSuffix }: ModifierGroupFieldsetProps) {
  const name = useId();
  const ruleId = `${name}-rule`;
  const single = isSingleChoiceGroup(group);
  const chosen = chosenIn(choice, group);
  const full = !single && isGroupFull(choice, group);
  return (
    <fieldset className="mt-5" aria-describedby={ruleId}>
      <legend className="font-semibold">
        {group.name}
        {legendSuffix && (
          <>
            {' '}
            <span className="sr-only">{legendSuffix}</span>
          </>
        )}
      </legend>
      <p id={ruleId} className="text-sm text-text/70">
        {modifierGroupRule(group)}
      </p>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {group.modifiers.map((modifier) => {
          const checked = chosen.includes(modifier.modifier_id);
          return (
            <ChoiceOption
              key={modifier.modifier_id}
              type={single ? 'radio' : 'checkbox'}
              name={name}
              label={modifier.name}
              price={priceDifferenceLabel(modifier.online_price)}
              checked={checked}
              disabled={full && !checked}
              onChange={() => onToggle(modifier.modifier_id)}
            />
          );
        })}
      </div>
      {/* Always mounted, so the limit is announced when it is reached. */}
      <p aria-live="polite" className="mt-1 text-sm font-medium text-dark">
        {full ? `Choose up to ${group.max}: untick one to pick another` : ''}
      </p>
    </fieldset>
  );
}
