import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RestaurantEntry } from '@crust/contract/restaurants';
import { useSelectedRestaurantStore } from '@/lib/selected-restaurant-store';
import { makeRestaurant } from '@/testing/test-utils';
import { ContactPage, telHref } from './contact-page';

const outlet: RestaurantEntry = {
  ...makeRestaurant(2, 'Crust Newtown'),
  attachment_paths: [],
  address: { street_name: '12 King St', city: 'Newtown', phone: '(02) 9555 1234' },
};

describe('ContactPage', () => {
  afterEach(() => useSelectedRestaurantStore.setState({ selected: null }));

  it('links the business email and phone', () => {
    render(<ContactPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hello@crust.example' })).toHaveAttribute('href', 'mailto:hello@crust.example');
    expect(screen.getByRole('link', { name: '(02) 9000 0000' })).toHaveAttribute('href', 'tel:0290000000');
  });

  it("shows the chosen outlet's address and phone", () => {
    useSelectedRestaurantStore.setState({ selected: outlet });
    render(<ContactPage />);
    expect(screen.getByRole('heading', { name: 'Your outlet: Crust Newtown' })).toBeInTheDocument();
    expect(screen.getByText(/12 King St/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(02) 9555 1234' })).toHaveAttribute('href', 'tel:0295551234');
  });

  it('lists each outlet’s state and its hours for pickup and delivery by weekday (issue 18 point 7)', () => {
    const newtown: RestaurantEntry = {
      ...outlet,
      hours: {
        pickup: [
          { weekday: 1, opens: '11:30', closes: '14:30' },
          { weekday: 1, opens: '17:00', closes: '21:30' },
          { weekday: 5, opens: '17:00', closes: '00:30' },
        ],
        delivery: [{ weekday: 1, opens: '17:00', closes: '21:00' }],
      },
    };
    const bondi: RestaurantEntry = {
      ...makeRestaurant(3, 'Crust Bondi'),
      ordering_state: { state: 'paused', label: 'Online ordering paused until 19:45', changes_at: '2099-01-01T08:45:00.000Z', later_slots: [] },
    };
    render(<ContactPage outlets={[newtown, bondi]} />);

    const newtownHours = screen.getByRole('table', { name: 'Crust Newtown: hours for pickup and delivery' });
    const monday = within(newtownHours).getByRole('row', { name: /Monday/ });
    expect(
      within(monday)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['11:30–14:30, 17:00–21:30', '17:00–21:00']);
    const friday = within(newtownHours).getByRole('row', { name: /Friday/ });
    expect(
      within(friday)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['17:00–00:30', 'Closed']);
    expect(within(newtownHours).getAllByRole('row')[1]).toHaveTextContent(/^Monday/);

    const bondiHours = screen.getByRole('table', { name: 'Crust Bondi: hours for pickup' });
    expect(within(bondiHours).queryByRole('columnheader', { name: 'Delivery' })).not.toBeInTheDocument();
    expect(screen.getByText('Pickup only: this outlet does not deliver.')).toBeInTheDocument();
    expect(screen.getByText('Open until 22:00')).toBeInTheDocument();
    expect(screen.getByText('Online ordering paused until 19:45')).toBeInTheDocument();
  });

  it('keeps a leading plus in international numbers', () => {
    expect(telHref('+61 2 9000 0000')).toBe('tel:+61290000000');
  });
});
