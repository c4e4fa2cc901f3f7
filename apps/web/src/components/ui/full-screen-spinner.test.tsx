import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { FullScreenSpinner } from './full-screen-spinner';

it("is a status region labelled 'Loading...' (spec §2)", () => {
  render(<FullScreenSpinner />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
});
