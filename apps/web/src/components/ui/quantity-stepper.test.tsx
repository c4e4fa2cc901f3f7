import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { QuantityStepper } from './quantity-stepper';

function Harness({ initial, min, max }: { initial: number; min?: number; max: number }) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      value={value}
      onChange={setValue}
      label="Quantity"
      decreaseLabel="Decrease quantity"
      increaseLabel="Increase quantity"
      min={min}
      max={max}
    />
  );
}

describe('quantity stepper', () => {
  it('steps within min and max, disabling the button that would leave the range', async () => {
    render(<Harness initial={1} max={3} />);
    const group = screen.getByRole('group', { name: 'Quantity' });
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' });
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    expect(decrease).toBeDisabled();

    await userEvent.click(increase);
    await userEvent.click(increase);
    expect(group).toHaveTextContent('3');
    expect(increase).toBeDisabled();
    await userEvent.click(decrease);
    expect(group).toHaveTextContent('2');
  });

  it('may start at zero, for counts that can be empty', async () => {
    render(<Harness initial={1} min={0} max={2} />);
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(screen.getByRole('group', { name: 'Quantity' })).toHaveTextContent('0');
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  });
});
