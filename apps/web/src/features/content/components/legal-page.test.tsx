import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useConfigStore } from '@/lib/config-store';
import { privacyPolicy } from '../policies/privacy-policy';
import { refundPolicy } from '../policies/refund-policy';
import { termsPolicy } from '../policies/terms-policy';
import { LegalPage } from './legal-page';

describe('LegalPage', () => {
  afterEach(() => useConfigStore.getState().resetTheme());

  it.each([
    [termsPolicy, 'Terms and conditions'],
    [privacyPolicy, 'Privacy policy'],
    [refundPolicy, 'Refund policy'],
  ])('renders %#: the heading "%s" and the business details from the configuration', (policy, heading) => {
    useConfigStore.getState().updateTheme({
      general: { businessFullName: 'Luigi Foods Pty Ltd', businessAcn: '123 456 789', contactEmail: 'hi@luigi.example', websiteUrl: 'https://luigi.example' },
    });
    const { container } = render(<LegalPage policy={policy} />);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(container).toHaveTextContent('Luigi Foods Pty Ltd (ACN 123 456 789)');
    expect(container).not.toHaveTextContent('Crust Pizza Pty Ltd');
  });

  it('names the contact email and website where the policy refers to them', () => {
    useConfigStore.getState().updateTheme({ general: { contactEmail: 'hi@luigi.example', websiteUrl: 'https://luigi.example' } });
    const { container } = render(<LegalPage policy={termsPolicy} />);
    expect(container).toHaveTextContent('https://luigi.example');
    expect(container).toHaveTextContent('hi@luigi.example');
  });
});
