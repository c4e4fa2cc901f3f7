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

  it('says why a sign-in code was sent, how long it works, and what to do if it was not you (issue 17)', () => {
    const diner = renderMail('login_code', { name: 'Ada', code: '314159', minutes: 10 }, brand);
    expect(diner.subject).toBe('Your Crust & Co sign-in code: 314159');
    expect(diner.text).toContain('many failed attempts to sign in to your Crust & Co account');
    expect(diner.text).toContain('works once, for 10 minutes');
    expect(diner.text).toContain('https://order.crust.example/forgot-password');
    const staff = renderMail('staff_login_code', { name: 'Casey', code: '271828', minutes: 5 }, brand);
    expect(staff.subject).toBe('Your Crust & Co console sign-in code: 271828');
    expect(staff.text).toContain('the Crust & Co console');
    expect(staff.text).toContain('for 5 minutes');
    expect(staff.text).toContain('ask an owner');
  });
});
