import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderingState } from '@crust/contract/ordering-state';
import type { RestaurantEntry } from '@crust/contract/restaurants';
import { AppToaster } from '@/components/ui/toast';
import { useSelectedRestaurantStore } from '@/lib/selected-restaurant-store';
import { jsonResponse, makeRestaurant, renderWithQuery, stubFetch } from '@/testing/test-utils';
import { useRestaurantDialogStore } from '../restaurant-dialog-store';
import { RestaurantGate } from './restaurant-gate';

const central = makeRestaurant(1, 'Crust Central');
const north = makeRestaurant(2, 'Crust North');
const closed = makeRestaurant(3, 'Crust Closed', 0);
const initialSelection = useSelectedRestaurantStore.getState();

function serveRestaurants(entries: RestaurantEntry[] | 'error') {
  return stubFetch((url, init) => {
    expect(url.pathname).toBe('/api/restaurants-with-images');
    expect(JSON.parse(String(init.body))).toEqual({ tenant_id: 64, status: 1 });
    return entries === 'error' ? jsonResponse(500, { error: { code: 'internal_error', message: 'Internal error' } }) : jsonResponse(200, { data: entries });
  });
}

const dialog = () => screen.queryByRole('dialog', { name: 'Choose your restaurant' });

beforeEach(() => {
  localStorage.clear();
  useSelectedRestaurantStore.setState(initialSelection, true);
  useRestaurantDialogStore.setState({ isOpen: false });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('restaurant selection (spec §2 dialog, §4 selected restaurant)', () => {
  it('with several active restaurants and none selected, the dialog opens after 500 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    serveRestaurants([central, north]);
    renderWithQuery(<RestaurantGate />);

    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(dialog()).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(dialog()).toBeInTheDocument();
  });

  it('with exactly one active restaurant and none selected, it is selected automatically without a dialog', async () => {
    serveRestaurants([central, closed]);
    renderWithQuery(<RestaurantGate />);

    await waitFor(() => expect(useSelectedRestaurantStore.getState().selected).toEqual(central));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(dialog()).not.toBeInTheDocument();
  });

  it('after the fetch, the selection is replaced by the fresh entry with the same restaurant id', async () => {
    useSelectedRestaurantStore.setState({ selected: makeRestaurant(2, 'Old name') });
    serveRestaurants([central, { ...north, restaurant: { ...north.restaurant, name: 'Crust North' } }]);
    renderWithQuery(<RestaurantGate />);
    await waitFor(() => expect(useSelectedRestaurantStore.getState().selected?.restaurant.name).toBe('Crust North'));
  });

  it('if the fetch errors, the dialog opens with the error and Try Again reloads the page', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    serveRestaurants('error');
    renderWithQuery(<RestaurantGate />);

    expect(await screen.findByText('Failed to load restaurants')).toBeInTheDocument();
    expect(dialog()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('Confirm is disabled while the list is loading', async () => {
    stubFetch(() => new Promise<Response>(() => {}));
    renderWithQuery(<RestaurantGate />);
    act(() => useRestaurantDialogStore.getState().open());
    expect(await screen.findByText('Loading restaurants...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  it("an empty list shows 'No restaurants available'", async () => {
    serveRestaurants([]);
    renderWithQuery(<RestaurantGate />);
    expect(await screen.findByText('No restaurants available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  it('lists only status 1 with name, image and address; Confirm waits for a choice; confirming toasts', async () => {
    serveRestaurants([central, north, closed]);
    renderWithQuery(
      <>
        <RestaurantGate />
        <AppToaster />
      </>,
    );

    const list = await screen.findByRole('group', { name: 'Restaurants' });
    const options = within(list).getAllByRole('radio');
    expect(options).toHaveLength(2);
    expect(within(list).queryByText('Crust Closed')).not.toBeInTheDocument();
    expect(within(list).getByText('1 Main Street, Sydney')).toBeInTheDocument();
    expect(within(list).getByText('02 9000 0002')).toBeInTheDocument();
    expect(list.querySelector('img')).toHaveAttribute('src', '/uploads/restaurant-1.svg');

    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: /Crust North/ }));
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);

    expect(useSelectedRestaurantStore.getState().selected).toEqual(north);
    expect(await screen.findByText('Restaurant selected')).toBeInTheDocument();
    expect(screen.getByText("You've selected Crust North")).toBeInTheDocument();
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
  });

  it('says of each outlet whether it takes orders now (issue 18 point 7)', async () => {
    const training = { state: 'closed_today', label: 'Closed today (Staff training day)', changes_at: null, later_slots: [] } satisfies OrderingState;
    serveRestaurants([central, { ...north, ordering_state: training }]);
    renderWithQuery(<RestaurantGate />);
    const list = await screen.findByRole('group', { name: 'Restaurants' });
    expect(within(list).getByRole('radio', { name: /Crust Central\s*Open until 22:00/ })).toBeInTheDocument();
    expect(within(list).getByRole('radio', { name: /Crust North\s*Closed today \(Staff training day\)/ })).toBeInTheDocument();
  });

  it('reads the list again when an outlet’s state changes (a pause ends)', async () => {
    const soon = new Date(Date.now() + 1500).toISOString();
    const pausedBriefly = { state: 'paused', label: 'Online ordering paused until 19:45', changes_at: soon, later_slots: [] } satisfies OrderingState;
    // One active outlet: chosen at once, no picker reading the list too.
    const fetches = serveRestaurants([{ ...central, ordering_state: pausedBriefly }, closed]);
    renderWithQuery(<RestaurantGate />);
    await waitFor(() => expect(fetches).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(fetches).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(fetches).toHaveBeenCalledTimes(2), { timeout: 4000 });
  });

  it('uses the placeholder image when an outlet has none', async () => {
    serveRestaurants([{ ...central, attachment_paths: [] }, north]);
    renderWithQuery(<RestaurantGate />);
    act(() => useRestaurantDialogStore.getState().open());
    const option = await screen.findByRole('radio', { name: /Crust Central/ });
    expect(option.closest('label')?.querySelector('img')).toHaveAttribute('src', '/placeholder.svg');
  });

  it('cannot be dismissed without a selection, but can be closed when changing outlet', async () => {
    serveRestaurants([central, north]);
    renderWithQuery(<RestaurantGate />);
    act(() => useRestaurantDialogStore.getState().open());
    await screen.findByRole('radio', { name: /Crust Central/ });

    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(dialog()).toBeInTheDocument();

    act(() => useSelectedRestaurantStore.setState({ selected: central }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
  });
});
