import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSelectedRestaurantStore } from '@/lib/selected-restaurant-store';
import { ContactPage, telHref } from './contact-page';

const outlet = {
  restaurant: { id: 2, name: 'Crust Newtown', status: 1 },
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

  it('keeps a leading plus in international numbers', () => {
    expect(telHref('+61 2 9000 0000')).toBe('tel:+61290000000');
  });
});
