import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, type Column } from './data-table';

type Dish = { id: number; name: string; sold: number; off: boolean };

const dishes: Dish[] = [
  { id: 1, name: 'Margherita', sold: 12, off: false },
  { id: 2, name: 'Garlic bread', sold: 3, off: true },
];

const columns: Column<Dish>[] = [
  { header: 'Dish', rowHeader: true, cell: (dish) => dish.name },
  { header: 'Sold', align: 'end', cell: (dish) => dish.sold },
  { header: 'Status', cell: (dish) => <strong>{dish.off ? 'Off the menu' : 'On the menu'}</strong> },
];

const table = (props: Partial<Parameters<typeof DataTable<Dish>>[0]> = {}) =>
  render(<DataTable caption="Dishes sold" columns={columns} rows={dishes} rowKey={(dish) => dish.id} {...props} />);

describe('data table', () => {
  it('is named by its caption, with a header per column and a row per record whose first column names it', () => {
    table();
    const dishTable = screen.getByRole('table', { name: 'Dishes sold' });
    expect(
      within(dishTable)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Dish', 'Sold', 'Status']);
    const rows = within(dishTable).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Margherita12On the menu', 'Garlic bread3Off the menu']);
    expect(within(rows[1]!).getByRole('rowheader', { name: 'Garlic bread' })).toBeInTheDocument();
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', 'Off the menu']);
    expect(within(rows[1]!).getByText('Off the menu').tagName).toBe('STRONG');
  });

  it('lines figures up on the right, and styles a row as its record asks', () => {
    table({ rowClassName: (dish) => (dish.off ? 'text-text/60' : '') });
    expect(screen.getByRole('columnheader', { name: 'Sold' })).toHaveClass('text-right');
    expect(screen.getByRole('cell', { name: '12' })).toHaveClass('text-right', 'tabular-nums');
    expect(screen.getByRole('row', { name: /Garlic bread/ })).toHaveClass('text-text/60');
    expect(screen.getByRole('row', { name: /Margherita/ })).not.toHaveClass('text-text/60');
  });

  it('hides the caption from sight unless asked to show it, and still lists the headers when there are no rows', () => {
    const { rerender } = table({ rows: [] });
    expect(screen.getByText('Dishes sold')).toHaveClass('sr-only');
    expect(screen.getAllByRole('row')).toHaveLength(1);
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);

    rerender(<DataTable caption="Dishes sold" showCaption columns={columns} rows={dishes} rowKey={(dish) => dish.id} />);
    expect(screen.getByText('Dishes sold')).not.toHaveClass('sr-only');
  });
});
