import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { setUpConsoleEditorTests } from '@/testing/console-test-setup';
import { onDeviceInZone } from '@/testing/device-time-zone';
import { jsonResponse, renderWithQuery } from '@/testing/test-utils';
import { serveGiftCards, writes } from '../testing/gift-card-server';
import { GiftCardsManager } from './gift-cards-manager';

// Issue 21: owners and managers find a card by its last four or an email, and issue one by hand with
// a reason (no payment); a card nobody is mailed shows its code once.

const outlets = [
  { id: 1, name: 'Crust Surry Hills' },
  { id: 2, name: 'Crust Newtown' },
];

function Manager({ allowNoOutlet = false, onOpenCard = () => {} }: { allowNoOutlet?: boolean; onOpenCard?: (cardId: number) => void }) {
  const [search, setSearch] = useState('');
  return (
    <MemoryRouter>
      <GiftCardsManager
        search={search}
        onSearch={setSearch}
        outlets={outlets}
        allowNoOutlet={allowNoOutlet}
        timeZone="Australia/Sydney"
        cardPath={(cardId) => `/cards/${cardId}`}
        onOpenCard={onOpenCard}
      />
    </MemoryRouter>
  );
}

setUpConsoleEditorTests();
// A tablet set to UTC: days are read on the tenant's clock.
onDeviceInZone('UTC');

describe('finding a gift card', () => {
  it('asks for something to search by, then lists the cards matching the last four, each leading to its card', async () => {
    const calls = serveGiftCards();
    const user = userEvent.setup();
    renderWithQuery(<Manager />);

    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(screen.getByText('Enter the last four characters of the code, or an email.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.type(screen.getByLabelText('Code’s last four, or an email'), '0000');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    const row = await screen.findByRole('row', { name: /0000/ });
    expect(within(row).getByRole('link', { name: 'Card ending 0000' })).toHaveAttribute('href', '/cards/9');
    expect(row).toHaveTextContent('Active');
    expect(row).toHaveTextContent('$37.50');
    expect(row).toHaveTextContent('Sam Lee · sam@example.test');
    expect(row).toHaveTextContent('Bought by alex@example.test');
    expect(row).toHaveTextContent('Online or the console');
    // 00:00 UTC on 1 March is 11 am in Sydney, the same day.
    expect(row).toHaveTextContent('1 Mar 2026');
    expect(screen.getByText('1 card for “0000”')).toBeInTheDocument();
    expect(calls[0]?.query.get('search')).toBe('0000');
  });

  it('says when no card matches', async () => {
    serveGiftCards();
    const user = userEvent.setup();
    renderWithQuery(<Manager />);
    await user.type(screen.getByLabelText('Code’s last four, or an email'), 'nobody@example.test');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('No card matches “nobody@example.test”.')).toBeInTheDocument();
  });
});

describe('issuing a card by hand', () => {
  it('checks the amount and the reason before sending, then shows the code once when nobody is mailed it', async () => {
    const calls = serveGiftCards();
    const onOpenCard = vi.fn();
    const user = userEvent.setup();
    renderWithQuery(<Manager onOpenCard={onOpenCard} />);

    await user.click(screen.getByRole('button', { name: 'Issue a card' }));
    const form = screen.getByRole('form', { name: 'Issue a card' });
    // A manager issues at one of their outlets: there is no "no outlet" choice.
    expect(within(form).getByLabelText('Outlet')).toHaveValue('1');
    expect(within(form).queryByRole('option', { name: 'No outlet (the business)' })).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText('Amount ($)'), '12.50');
    await user.click(within(form).getByRole('button', { name: 'Issue card' }));
    expect(within(form).getByText('A gift card is for a whole number of dollars.')).toBeInTheDocument();
    expect(within(form).getByText('Say why, in a few words.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    expect(writes(calls)).toHaveLength(0);

    await user.clear(within(form).getByLabelText('Amount ($)'));
    await user.type(within(form).getByLabelText('Amount ($)'), '25');
    await user.selectOptions(within(form).getByLabelText('Outlet'), 'Crust Newtown');
    await user.type(within(form).getByLabelText('Reason'), 'Cold pizza on Friday');
    await user.click(within(form).getByRole('button', { name: 'Issue card' }));

    const dialog = await screen.findByRole('dialog', { name: 'Card issued: note its code' });
    expect(within(dialog).getByText('Code').nextElementSibling).toHaveTextContent('Q9XD-B4HN-P3RA-K7QZ');
    expect(dialog).toHaveTextContent('This is the only time the code is shown');
    expect(writes(calls)).toEqual([
      expect.objectContaining({ method: 'POST', path: '/api/console/gift-cards', body: { amount: 2500, restaurant_id: 2, reason: 'Cold pizza on Friday' } }),
    ]);
    // The code is not dismissed by a stray tap: only by saying it was noted.
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'I have the code: open the card' }));
    expect(onOpenCard).toHaveBeenCalledWith(21);
    expect(screen.queryByText('Q9XD-B4HN-P3RA-K7QZ')).not.toBeInTheDocument();
  });

  it('mails the card to a recipient email and opens the card, with no code on screen; an owner may issue at no outlet', async () => {
    const calls = serveGiftCards();
    const onOpenCard = vi.fn();
    const user = userEvent.setup();
    renderWithQuery(<Manager allowNoOutlet onOpenCard={onOpenCard} />);

    await user.click(screen.getByRole('button', { name: 'Issue a card' }));
    const form = screen.getByRole('form', { name: 'Issue a card' });
    expect(within(form).getByLabelText('Outlet')).toHaveValue('');
    await user.type(within(form).getByLabelText('Amount ($)'), '$50');
    await user.type(within(form).getByLabelText('Recipient’s name (optional)'), 'Jo Park');
    await user.type(within(form).getByLabelText('Recipient’s email (optional)'), 'Jo@Example.test');
    await user.type(within(form).getByLabelText('Reason'), 'Birthday goodwill');
    await user.click(within(form).getByRole('button', { name: 'Issue card' }));

    await waitFor(() => expect(onOpenCard).toHaveBeenCalledWith(21));
    expect(writes(calls)[0]?.body).toEqual({ amount: 5000, recipient_name: 'Jo Park', recipient_email: 'jo@example.test', reason: 'Birthday goodwill' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal at the form and keeps what was typed', async () => {
    serveGiftCards((call) =>
      call.method === 'POST' ? jsonResponse(403, { error: { code: 'forbidden', message: 'You do not work at this outlet' } }) : undefined,
    );
    const user = userEvent.setup();
    renderWithQuery(<Manager />);

    await user.click(screen.getByRole('button', { name: 'Issue a card' }));
    const form = screen.getByRole('form', { name: 'Issue a card' });
    await user.type(within(form).getByLabelText('Amount ($)'), '30');
    await user.type(within(form).getByLabelText('Reason'), 'Late delivery');
    await user.click(within(form).getByRole('button', { name: 'Issue card' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('You do not work at this outlet');
    expect(within(form).getByLabelText('Reason')).toHaveValue('Late delivery');
  });
});
