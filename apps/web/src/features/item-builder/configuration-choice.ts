import type { MenuConfiguration, MenuProduct } from '@crust/contract/menu';

/** attribute_id → the chosen attribute_value_id. */
export type ConfigurationChoice = Readonly<Record<number, number>>;

/**
 * Every attribute starts on the value that leaves the price as it is (price_adjustment 0: the
 * regular size, the classic crust), so the dialog opens at the price the menu card shows; without
 * one, on the first value, which the merchant lists first as the usual choice. Preselecting the
 * cheapest would pick a small size whenever one exists.
 */
export function defaultConfigurationChoice(configurations: readonly MenuConfiguration[]): ConfigurationChoice {
  const choice: Record<number, number> = {};
  for (const configuration of configurations) {
    const standard = configuration.values.find((value) => value.price_adjustment === 0) ?? configuration.values[0];
    if (standard) choice[configuration.attribute_id] = standard.attribute_value_id;
  }
  return choice;
}

/** Keeps each still-offered choice and moves the others back to their default (half-and-half halves change). */
export function reconcileConfigurationChoice(configurations: readonly MenuConfiguration[], choice: ConfigurationChoice): ConfigurationChoice {
  const reconciled: Record<number, number> = { ...defaultConfigurationChoice(configurations) };
  for (const configuration of configurations) {
    const chosen = choice[configuration.attribute_id];
    if (chosen !== undefined && configuration.values.some((value) => value.attribute_value_id === chosen)) {
      reconciled[configuration.attribute_id] = chosen;
    }
  }
  return reconciled;
}

/**
 * The size and crust of a half-and-half pizza are chosen once, so only attributes and values both
 * halves offer can be chosen; names and order are the left half's. Each half keeps its own price
 * adjustment for the chosen value, so the adjustments of these merged values are not for display.
 */
export function sharedConfigurations(left: MenuProduct, right: MenuProduct | null): MenuConfiguration[] {
  if (!right) return left.configurations;
  return left.configurations.flatMap((configuration) => {
    const other = right.configurations.find((candidate) => candidate.attribute_id === configuration.attribute_id);
    if (!other) return [];
    const values = configuration.values.filter((value) => other.values.some((candidate) => candidate.attribute_value_id === value.attribute_value_id));
    return values.length > 0 ? [{ ...configuration, values }] : [];
  });
}

/** The chosen values of `product`'s attributes that the choice names, in the product's order. */
export function chosenConfigurationValues(product: MenuProduct, choice: ConfigurationChoice) {
  return product.configurations.flatMap((configuration) => {
    const value = configuration.values.find((candidate) => candidate.attribute_value_id === choice[configuration.attribute_id]);
    return value ? [{ attribute_id: configuration.attribute_id, ...value }] : [];
  });
}
