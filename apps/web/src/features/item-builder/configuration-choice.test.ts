import { describe, expect, it } from 'vitest';
import { chosenConfigurationValues, defaultConfigurationChoice, reconcileConfigurationChoice, sharedConfigurations } from './configuration-choice';
import { margherita, meatLovers, pepperoni } from './testing/menu-fixture';

describe('configuration choices', () => {
  it('preselects the first value of every attribute, the one the merchant lists first', () => {
    expect(defaultConfigurationChoice(margherita.configurations)).toEqual({ 1: 11, 2: 21 });
  });

  it('resolves the chosen values in the product order, with their adjustments', () => {
    expect(chosenConfigurationValues(margherita, { 2: 23, 1: 12 })).toEqual([
      { attribute_id: 1, attribute_value_id: 12, name: 'Large', price_adjustment: 400 },
      { attribute_id: 2, attribute_value_id: 23, name: 'Gluten-free', price_adjustment: 300 },
    ]);
  });

  it('a half-and-half offers only the attributes and values both halves offer', () => {
    expect(sharedConfigurations(margherita, pepperoni).map((configuration) => configuration.name)).toEqual(['Size', 'Crust']);
    expect(sharedConfigurations(margherita, meatLovers).map((configuration) => configuration.name)).toEqual(['Size']);
    const smallOnly = { ...meatLovers, configurations: [{ ...meatLovers.configurations[0]!, values: meatLovers.configurations[0]!.values.slice(0, 1) }] };
    expect(sharedConfigurations(margherita, smallOnly)[0]?.values.map((value) => value.name)).toEqual(['Regular']);
    expect(sharedConfigurations(margherita, null)).toBe(margherita.configurations);
  });

  it('keeps choices still offered and resets the others to their first value', () => {
    const shared = sharedConfigurations(margherita, meatLovers);
    expect(reconcileConfigurationChoice(shared, { 1: 12, 2: 23 })).toEqual({ 1: 12 });
    expect(reconcileConfigurationChoice(shared, { 1: 99 })).toEqual({ 1: 11 });
  });
});
