import type { SetupChecklist, SetupStep } from '@crust/contract/console-setup-checklist';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { setUpConsoleEditorTests } from '@/testing/console-test-setup';
import { jsonResponse, stubFetch } from '@/testing/test-utils';
import { setupChecklistQueryOptions } from '../api/setup-checklist-api';
import { SetupChecklistCard } from './setup-checklist-card';

// Issue 19: the console home's checklist of what is left before the storefront takes orders.

const step = (key: SetupStep['key'], label: string, done: boolean, href: string): SetupStep => ({ key, label, done, hint: `How to do ${label}.`, href });

const halfway: SetupChecklist = {
  ready: false,
  steps: [
    step('outlet', 'An active outlet', true, '/console/outlets'),
    step('menu', 'A menu', false, '/console/menu'),
    step('hours', 'Ordering hours', false, '/console/outlets/5/rules'),
    step('fulfilment', 'Pickup or a delivery zone', true, '/console/outlets/5/rules'),
    step('payment', 'Payment', false, '/console/outlets/5/rules'),
  ],
};

function renderCard(checklist: SetupChecklist, queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  const fetched = stubFetch((url) => {
    if (url.pathname === '/api/console/setup-checklist') return jsonResponse(200, { data: checklist });
    throw new Error(`Unexpected call: ${url.pathname}`);
  });
  const router = createMemoryRouter([{ path: '/console', element: <SetupChecklistCard /> }], { initialEntries: ['/console'] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { queryClient, fetched, unmount: view.unmount };
}

setUpConsoleEditorTests();

describe('the setup checklist', () => {
  it('shows each step done or to do, with a hint and a link to where each left is done', async () => {
    renderCard(halfway);
    const card = await screen.findByRole('region', { name: 'Before your storefront takes orders' });
    expect(within(card).getByText('3 steps are left.')).toBeInTheDocument();
    const items = within(card).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.startsWith('✓'))).toEqual([true, false, false, true, false]);
    expect(items[0]).toHaveTextContent('An active outlet: done');
    expect(items[1]).toHaveTextContent('A menu: to do');
    expect(within(items[1]!).getByText('How to do A menu.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Set up: a menu' })).toHaveAttribute('href', '/console/menu');
    expect(within(card).getByRole('link', { name: 'Set up: ordering hours' })).toHaveAttribute('href', '/console/outlets/5/rules');
    expect(within(card).getByRole('link', { name: 'Set up: payment' })).toHaveAttribute('href', '/console/outlets/5/rules');
    // A step done needs no link.
    expect(within(card).queryByRole('link', { name: 'Set up: an active outlet' })).not.toBeInTheDocument();
  });

  it('is not shown once every step is done', async () => {
    const { queryClient } = renderCard({ ready: true, steps: halfway.steps.map((each) => ({ ...each, done: true })) });
    await waitFor(() => expect(queryClient.getQueryState(setupChecklistQueryOptions().queryKey)?.status).toBe('success'));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('is read afresh each time the home shows it again, whatever the app’s fresh time (a step is done on another page)', async () => {
    const queryClient = createQueryClient();
    const first = renderCard(halfway, queryClient);
    await screen.findByRole('region', { name: 'Before your storefront takes orders' });
    first.unmount();
    const again = renderCard({ ...halfway, steps: halfway.steps.map((each) => ({ ...each, done: each.key !== 'payment' })) }, queryClient);
    expect(await screen.findByText('One step is left.')).toBeInTheDocument();
    expect(again.fetched).toHaveBeenCalledTimes(1);
  });
});
