import type { MenuModifier, MenuModifierGroup } from '@crust/contract/menu';

/** Modifier group id → the chosen modifier ids. */
export type ModifierChoice = Readonly<Record<number, readonly number[]>>;

export const NO_MODIFIERS: ModifierChoice = {};

/** "Choose exactly one" reads and behaves best as radio buttons; every other rule needs checkboxes. */
export const isSingleChoiceGroup = (group: MenuModifierGroup) => group.min === 1 && group.max === 1;

export const chosenIn = (choice: ModifierChoice, group: MenuModifierGroup): readonly number[] => choice[group.id] ?? [];

export const isGroupFull = (choice: ModifierChoice, group: MenuModifierGroup) => chosenIn(choice, group).length >= group.max;

/**
 * Picks or unpicks a modifier. A single-choice group swaps its pick; any other group never grows past
 * its max (the form disables the other options at the max, this keeps the rule if an event slips through).
 */
export function toggleModifier(choice: ModifierChoice, group: MenuModifierGroup, modifierId: number): ModifierChoice {
  const chosen = chosenIn(choice, group);
  if (isSingleChoiceGroup(group)) return { ...choice, [group.id]: [modifierId] };
  if (chosen.includes(modifierId)) return { ...choice, [group.id]: chosen.filter((id) => id !== modifierId) };
  if (chosen.length >= group.max) return choice;
  return { ...choice, [group.id]: [...chosen, modifierId] };
}

/** The group's rule in words, shown under its name. */
export function modifierGroupRule(group: MenuModifierGroup): string {
  if (group.min === 0) return `Optional · Choose up to ${group.max}`;
  if (group.min === group.max) return `Required · Choose ${group.min}`;
  return `Required · Choose ${group.min} to ${group.max}`;
}

/** The first group whose minimum is not met, and what the diner must do about it. */
export function modifierProblem(groups: readonly MenuModifierGroup[], choice: ModifierChoice, where = ''): string | null {
  const unmet = groups.find((group) => chosenIn(choice, group).length < group.min);
  return unmet ? `Choose at least ${unmet.min} from ${unmet.name}${where}` : null;
}

/** The chosen modifiers in menu order (group by group), whatever order they were ticked in. */
export function chosenModifiers(groups: readonly MenuModifierGroup[], choice: ModifierChoice): MenuModifier[] {
  return groups.flatMap((group) => {
    const chosen = chosenIn(choice, group);
    return group.modifiers.filter((modifier) => chosen.includes(modifier.modifier_id));
  });
}

/** Issue 19: what the builder opens with for a new item: each group's modifiers the restaurant marked as defaults. */
export const defaultModifierChoice = (groups: readonly MenuModifierGroup[]): ModifierChoice =>
  modifierChoiceOf(
    groups,
    groups.flatMap((group) => group.modifiers.filter((modifier) => modifier.is_default).map((modifier) => modifier.modifier_id)),
  );

/** The choice that picks these modifiers, each in its group (a cart line's modifiers reopened in the builder, issue 18). */
export function modifierChoiceOf(groups: readonly MenuModifierGroup[], modifierIds: readonly number[]): ModifierChoice {
  const choice: Record<number, number[]> = {};
  for (const group of groups) {
    const chosen = group.modifiers.filter((modifier) => modifierIds.includes(modifier.modifier_id)).map((modifier) => modifier.modifier_id);
    if (chosen.length > 0) choice[group.id] = chosen;
  }
  return choice;
}
