import { render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { notify } from './notify';
import { AppToaster } from './toast';

describe('toasts (spec §8, §9)', () => {
  it('shows toasts at top-centre with rich colours and a yellow warning background', async () => {
    render(<AppToaster />);
    notify({ title: 'Heads up', message: 'Check this', kind: 'warning' });

    const title = await screen.findByText('Heads up');
    expect(screen.getByText('Check this')).toBeInTheDocument();
    const toast = title.closest('[data-sonner-toast]');
    expect(toast).toHaveAttribute('data-type', 'warning');
    expect(toast).toHaveAttribute('data-rich-colors', 'true');
    const toaster = title.closest('[data-sonner-toaster]');
    expect(toaster).toHaveAttribute('data-y-position', 'top');
    expect(toaster).toHaveAttribute('data-x-position', 'center');
    expect((toaster as HTMLElement).style.getPropertyValue('--warning-bg')).toBe('#fde047');
  });

  it('the default kind is info', async () => {
    render(<AppToaster />);
    notify({ title: 'Just so you know' });
    const title = await screen.findByText('Just so you know');
    expect(title.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'info');
  });

  it('a toast lasts 2000 ms unless told otherwise', async () => {
    const info = vi.spyOn(toast, 'info');
    const error = vi.spyOn(toast, 'error');
    notify({ title: 'Saved' });
    notify({ title: 'Oops', message: 'Try again', kind: 'error', duration: 5000 });
    await vi.waitFor(() => {
      expect(info).toHaveBeenCalledWith('Saved', { description: undefined, duration: 2000 });
      expect(error).toHaveBeenCalledWith('Oops', { description: 'Try again', duration: 5000 });
    });
  });
});

describe("the storefront's toasts (issue 18)", () => {
  it('sit below the offer banner and the header, listed one under another', async () => {
    render(<AppToaster topPx={104} />);
    notify({ title: 'Removed from cart' });
    const toaster = (await screen.findByText('Removed from cart')).closest('[data-sonner-toaster]') as HTMLElement;
    expect(toaster.style.getPropertyValue('--offset-top')).toBe('112px');
    expect(toaster.style.getPropertyValue('--mobile-offset-top')).toBe('112px');
    expect(toaster.querySelector('[data-sonner-toast]')).toHaveAttribute('data-expanded', 'true');
  });
});
