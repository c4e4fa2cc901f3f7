import { afterEach, describe, expect, it } from 'vitest';
import { makeRestaurant } from '@/testing/test-utils';
import { followSelectionInCookie } from './outlet-cookie';
import { useSelectedRestaurantStore } from './selected-restaurant-store';

const cookie = () => /(?:^|; )crust_outlet=(\d+)/.exec(document.cookie)?.[1] ?? null;

afterEach(() => useSelectedRestaurantStore.setState({ selected: null }));

describe('the outlet cookie (issue 20)', () => {
  it('follows the diner’s choice, so the server renders that outlet’s pages on the next visit', () => {
    useSelectedRestaurantStore.setState({ selected: makeRestaurant(3, 'Crust Glebe') });
    followSelectionInCookie();
    expect(cookie()).toBe('3');
    useSelectedRestaurantStore.setState({ selected: makeRestaurant(4, 'Crust Manly') });
    expect(cookie()).toBe('4');
    useSelectedRestaurantStore.getState().clearSelection();
    expect(cookie()).toBeNull();
  });
});
