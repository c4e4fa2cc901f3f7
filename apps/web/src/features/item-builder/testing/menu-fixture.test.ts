import { describe, expect, it } from 'vitest';
import { menuSchema } from '@crust/contract/menu';
import { fixtureMenu } from './menu-fixture';

describe('the item builder fixture menu', () => {
  it('is a menu the contract accepts, so the tests exercise real shapes', () => {
    expect(menuSchema.parse(fixtureMenu)).toEqual(fixtureMenu);
  });
});
