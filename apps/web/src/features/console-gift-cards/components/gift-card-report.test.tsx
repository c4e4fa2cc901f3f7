import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { setUpConsoleEditorTests } from '@/testing/console-test-setup';
import { renderWithQuery } from '@/testing/test-utils';
import { serveGiftCards } from '../testing/gift-card-server';
import { GiftCardReport } from './gift-card-report';

// Issue 21: the gift-card liability of a period, for the tenant or an outlet: what was sold, issued,
// redeemed, refunded, adjusted, voided and expired, what is owed at the end, by outlet; and its CSV.

const outlets = [
  { id: 1, name: 'Crust Surry Hills' },
  { id: 2, name: 'Crust Newtown' },
];

const reportCalls = (calls: ReturnType<typeof serveGiftCards>) => calls.filter((call) => call.path === '/api/console/reports/gift-cards');

setUpConsoleEditorTests();

describe('the gift-card liability report', () => {
  it('asks for the month so far, then shows each movement, what is outstanding at the end and each outlet’s part', async () => {
    const calls = serveGiftCards();
    renderWithQuery(<GiftCardReport outlets={outlets} allOutletsLabel="All my outlets" today="2026-03-18" />);

    expect(await screen.findByText('$100.50')).toBeInTheDocument();
    expect(screen.getByText('Outstanding at the end of 2026-03-18')).toBeInTheDocument();
    expect(Object.fromEntries(reportCalls(calls)[0]!.query)).toEqual({ from: '2026-03-01', to: '2026-03-18' });

    const movements = within(screen.getByRole('table', { name: 'In the period' }));
    const row = (name: string) => movements.getByRole('row', { name: new RegExp(`^${name}`) });
    expect(row('Sold')).toHaveTextContent('3$150.00');
    expect(row('Issued by hand')).toHaveTextContent('1$25.00');
    expect(row('Redeemed')).toHaveTextContent('4$62.00');
    expect(row('Refunded to cards')).toHaveTextContent('1$12.50');
    expect(row('Adjusted')).toHaveTextContent('2−$5.00');
    expect(row('Voided')).toHaveTextContent('1$20.00');
    expect(row('Expired')).toHaveTextContent('0$0.00');

    const byOutlet = within(screen.getByRole('table', { name: 'By outlet' }));
    expect(byOutlet.getByRole('row', { name: /Crust Surry Hills/ })).toHaveTextContent('2$100.003$50.00');
    expect(byOutlet.getByRole('row', { name: /Online/ })).toHaveTextContent('1$50.001$12.00');
  });

  it('asks again for the outlet chosen, and asks nothing for a period that ends before it starts', async () => {
    const calls = serveGiftCards();
    const user = userEvent.setup();
    renderWithQuery(<GiftCardReport outlets={outlets} allOutletsLabel="All outlets" today="2026-03-18" />);
    await screen.findByText('$100.50');

    await user.selectOptions(screen.getByLabelText('Outlet'), 'Crust Newtown');
    await waitFor(() => expect(reportCalls(calls).at(-1)?.query.get('outlet_id')).toBe('2'));

    const asked = reportCalls(calls).length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-20' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The first day must not be after the last.');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(reportCalls(calls)).toHaveLength(asked);
  });

  it('downloads the same period as a CSV file, with the staff token', async () => {
    const calls = serveGiftCards();
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:report');
    // jsdom has no object URLs: these stand in for the browser's for this test.
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    onTestFinished(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithQuery(<GiftCardReport outlets={outlets} allOutletsLabel="All outlets" today="2026-03-18" />);
    await screen.findByText('$100.50');

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const csv = calls.find((call) => call.path === '/api/console/reports/gift-cards.csv')!;
    expect(Object.fromEntries(csv.query)).toEqual({ from: '2026-03-01', to: '2026-03-18' });
    expect(csv.authorization).toBe('Bearer staff-token');
    // Decoded keeping the byte-order mark, which spreadsheets need to read the file as UTF-8.
    const blob = createObjectURL.mock.calls[0]![0];
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer())).toBe('\uFEFFoutlet,sold_count\nCrust Surry Hills,2\n');
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('gift-cards-2026-03-01-to-2026-03-18.csv');
  });
});
