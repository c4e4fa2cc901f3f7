import { describe, expect, it } from 'vitest';
import { chosenModifiers, isGroupFull, modifierGroupRule, modifierProblem, toggleModifier } from './modifier-choice';
import { margherita, wings } from './testing/menu-fixture';

const [toppings] = margherita.modifier_groups as [(typeof margherita.modifier_groups)[number]];
const [dip, extraDips] = wings.modifier_groups as [(typeof wings.modifier_groups)[number], (typeof wings.modifier_groups)[number]];

describe('modifier choices (min and max of a group)', () => {
  it('never lets a group grow past its max', () => {
    let choice = toggleModifier({}, extraDips, 314);
    choice = toggleModifier(choice, extraDips, 315);
    expect(isGroupFull(choice, extraDips)).toBe(true);
    expect(toggleModifier(choice, extraDips, 316)).toBe(choice);
    choice = toggleModifier(choice, extraDips, 314);
    expect(choice[extraDips.id]).toEqual([315]);
    expect(isGroupFull(choice, extraDips)).toBe(false);
  });

  it('a choose-exactly-one group swaps its pick', () => {
    const choice = toggleModifier(toggleModifier({}, dip, 311), dip, 313);
    expect(choice[dip.id]).toEqual([313]);
  });

  it('names the first group whose minimum is not met', () => {
    expect(modifierProblem(wings.modifier_groups, {})).toBe('Choose at least 1 from Choose a dip');
    expect(modifierProblem(wings.modifier_groups, {}, ' (left half)')).toBe('Choose at least 1 from Choose a dip (left half)');
    expect(modifierProblem(wings.modifier_groups, { [dip.id]: [312] })).toBeNull();
  });

  it('says each rule in words', () => {
    expect(modifierGroupRule(toppings)).toBe('Optional · Choose up to 3');
    expect(modifierGroupRule(dip)).toBe('Required · Choose 1');
    expect(modifierGroupRule({ ...toppings, min: 1 })).toBe('Required · Choose 1 to 3');
  });

  it('lists the chosen modifiers in menu order, whatever order they were ticked in', () => {
    const choice = { [toppings.id]: [303, 301] };
    expect(chosenModifiers(margherita.modifier_groups, choice).map((modifier) => modifier.name)).toEqual(['Olives', 'Extra cheese']);
  });
});
