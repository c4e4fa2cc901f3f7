import { defaultSiteConfig } from '@crust/contract/site-config-defaults';
import { describe, expect, it } from 'vitest';
import { brandingOf, renderMail } from './mail-templates.ts';

const brand = brandingOf('Crust & Co', { ...defaultSiteConfig, colors: { ...defaultSiteConfig.colors, primary: '#0f766e' } }, 'https://order.crust.example/');

describe('mail templates', () => {
  it('brands every mail with the business name, logo (absolute) and primary colour', () => {
    const mail = renderMail('reset_password', { name: 'Ada', code: '007007' }, brand);
    expect(mail.subject).toBe('Your Crust & Co password reset code: 007007');
    expect(mail.html).toContain('src="https://order.crust.example/logo.svg"');
    expect(mail.html).toContain('background:#0f766e');
    expect(mail.html).toContain('Crust &amp; Co');
    expect(mail.text).toContain('    007007');
  });

  it('escapes what a diner typed in the HTML part and keeps it plain in the text part', () => {
    const mail = renderMail('password_changed', { name: '<script>alert("x")</script>' }, brand);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.text).toContain('Hi <script>alert("x")</script>,');
    expect(mail.text).not.toMatch(/<(p|table|td)\b/);
  });

  it('tells an existing account holder to log in or reset, without any code', () => {
    const mail = renderMail('account_exists', { name: 'Ada' }, brand);
    expect(mail.text).toContain('https://order.crust.example/login');
    expect(mail.text).toContain('https://order.crust.example/forgot-password');
    expect(mail.text).not.toMatch(/\b\d{6}\b/);
  });
});
