import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setUpConsoleEditorTests } from '@/testing/console-test-setup';
import { onDeviceInZone } from '@/testing/device-time-zone';
import { jsonResponse, renderWithQuery } from '@/testing/test-utils';
import { giftCard } from '../testing/gift-card-fixture';
import { serveGiftCards, writes } from '../testing/gift-card-server';
import { GiftCardDetails } from './gift-card-details';

// Issue 21: a card's ledger as staff read it, its balance adjusted up or down with a reason (never
// below zero), and the card voided after a confirmation.

function renderCard() {
  return renderWithQuery(
    <MemoryRouter>
      <GiftCardDetails cardId={9} timeZone="Australia/Sydney" orderPath={(outletId, orderId) => `/outlets/${outletId}/orders/${orderId}`} />
    </MemoryRouter>,
  );
}

const ledgerRows = () =>
  within(screen.getByRole('table', { name: /^Ledger/ }))
    .getAllByRole('row')
    .slice(1);

setUpConsoleEditorTests();
onDeviceInZone('UTC');

describe('a gift card’s details', () => {
  it('shows the card and each ledger row: what, amount, balance after, the order, the outlet, who, why and when', async () => {
    serveGiftCards();
    renderCard();

    expect(await screen.findByRole('heading', { level: 1, name: 'Gift card ••••-••••-••••-0000' })).toBeInTheDocument();
    expect(screen.getByText('Balance')).toBeInTheDocument();
    expect(screen.getByText('Issued for').nextElementSibling).toHaveTextContent('$50.00');
    expect(screen.getByText('Expires').nextElementSibling).toHaveTextContent('1 Mar 2029');
    expect(screen.getByRole('table', { name: 'Ledger (times in Australia/Sydney)' })).toBeInTheDocument();

    const [issued, spent] = ledgerRows();
    expect(issued).toHaveTextContent('Issued');
    expect(issued).toHaveTextContent('+$50.00');
    expect(issued).toHaveTextContent('Diner');
    // 08:00 UTC is 7 pm in Sydney (+11 in March).
    expect(spent).toHaveTextContent(/6 Mar 2026, 7:00\spm/);
    expect(spent).toHaveTextContent('Spent on an order');
    expect(spent).toHaveTextContent('−$12.50');
    expect(spent).toHaveTextContent('$37.50');
    expect(spent).toHaveTextContent('Crust Surry Hills');
    expect(within(spent!).getByRole('link', { name: '#1042' })).toHaveAttribute('href', '/outlets/1/orders/ord_1042');
  });

  it('refuses, before sending, to take off more than the card holds, then takes off what it may with the reason in the ledger', async () => {
    const calls = serveGiftCards();
    const user = userEvent.setup();
    renderCard();

    await user.click(await screen.findByRole('button', { name: 'Adjust balance' }));
    const form = screen.getByRole('form', { name: 'Adjust balance' });
    await user.click(within(form).getByRole('button', { name: 'Save adjustment' }));
    expect(within(form).getByText('Enter an amount in dollars, e.g. 5 or 4.50.')).toBeInTheDocument();
    expect(within(form).getByText('Say why, in a few words.')).toBeInTheDocument();

    await user.click(within(form).getByRole('radio', { name: 'Take off the balance' }));
    await user.type(within(form).getByLabelText('Amount ($)'), '40');
    await user.type(within(form).getByLabelText('Reason'), 'Double-issued by mistake');
    await user.click(within(form).getByRole('button', { name: 'Save adjustment' }));
    expect(within(form).getByText('That would take the balance below zero: at most $37.50 can be taken off.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Amount ($)')).toHaveAttribute('aria-invalid', 'true');
    expect(writes(calls)).toHaveLength(0);

    await user.clear(within(form).getByLabelText('Amount ($)'));
    await user.type(within(form).getByLabelText('Amount ($)'), '7.50');
    await user.click(within(form).getByRole('button', { name: 'Save adjustment' }));

    await waitFor(() => expect(screen.queryByRole('form', { name: 'Adjust balance' })).not.toBeInTheDocument());
    expect(writes(calls)).toEqual([
      expect.objectContaining({ path: '/api/console/gift-cards/9/adjust', body: { delta: -750, reason: 'Double-issued by mistake' } }),
    ]);
    expect(screen.getByText('$30.00', { selector: 'p' })).toBeInTheDocument();
    const adjusted = ledgerRows().at(-1)!;
    expect(adjusted).toHaveTextContent('Adjusted');
    expect(adjusted).toHaveTextContent('−$7.50');
    expect(adjusted).toHaveTextContent('Morgan Manager');
    expect(adjusted).toHaveTextContent('Double-issued by mistake');
  });

  it('adds to a balance, and shows the server’s refusal at the form', async () => {
    const calls = serveGiftCards((call) =>
      call.path.endsWith('/adjust') && call.body?.delta === 100_000
        ? jsonResponse(422, { error: { code: 'validation_failed', message: 'A card holds at most $1,000' } })
        : undefined,
    );
    const user = userEvent.setup();
    renderCard();

    await user.click(await screen.findByRole('button', { name: 'Adjust balance' }));
    const form = screen.getByRole('form', { name: 'Adjust balance' });
    expect(within(form).getByRole('radio', { name: 'Add to the balance' })).toBeChecked();
    await user.type(within(form).getByLabelText('Amount ($)'), '1000');
    await user.type(within(form).getByLabelText('Reason'), 'Catering credit');
    await user.click(within(form).getByRole('button', { name: 'Save adjustment' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('A card holds at most $1,000');

    await user.clear(within(form).getByLabelText('Amount ($)'));
    await user.type(within(form).getByLabelText('Amount ($)'), '5');
    await user.click(within(form).getByRole('button', { name: 'Save adjustment' }));
    await waitFor(() => expect(writes(calls).at(-1)?.body).toEqual({ delta: 500, reason: 'Catering credit' }));
    expect(await screen.findByText('$42.50', { selector: 'p' })).toBeInTheDocument();
  });

  it('voids a card only once confirmed with a reason; a void card offers no more changes', async () => {
    const calls = serveGiftCards();
    const user = userEvent.setup();
    renderCard();

    await user.click(await screen.findByRole('button', { name: 'Void card' }));
    let dialog = screen.getByRole('dialog', { name: 'Void the card ending 0000?' });
    expect(dialog).toHaveTextContent('Its balance of $37.50 is removed');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Void card' }));
    dialog = screen.getByRole('dialog', { name: 'Void the card ending 0000?' });
    await user.click(within(dialog).getByRole('button', { name: 'Void card' }));
    expect(within(dialog).getByText('Say why, in a few words.')).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Reason'), 'Reported stolen');
    await user.click(within(dialog).getByRole('button', { name: 'Void card' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(calls)).toEqual([expect.objectContaining({ path: '/api/console/gift-cards/9/void', body: { reason: 'Reported stolen' } })]);
    expect(screen.getByText('Status').nextElementSibling).toHaveTextContent('Void');
    expect(ledgerRows().at(-1)).toHaveTextContent('Voided');
    expect(screen.queryByRole('button', { name: 'Adjust balance' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Void card' })).not.toBeInTheDocument();
  });

  it('offers a scheduled card only its void, and an expired one nothing', async () => {
    serveGiftCards(undefined, giftCard({ status: 'scheduled' }));
    const { unmount } = renderCard();
    expect(await screen.findByRole('button', { name: 'Void card' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adjust balance' })).not.toBeInTheDocument();
    expect(screen.getByText('Delivered').nextElementSibling).toHaveTextContent('1 Mar 2026');
    unmount();

    serveGiftCards(undefined, giftCard({ status: 'expired', balance: 0 }));
    renderCard();
    expect(await screen.findByText('Status')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Adjust balance|Void card/ })).not.toBeInTheDocument();
  });

  it('says why a card cannot be read', async () => {
    serveGiftCards(
      (call) => (call.method === 'GET' ? jsonResponse(404, { error: { code: 'not_found', message: 'No such gift card' } }) : undefined),
      giftCard(),
    );
    renderCard();
    expect(await screen.findByRole('alert')).toHaveTextContent('No such gift card');
  });
});
