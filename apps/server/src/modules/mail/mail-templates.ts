import type { SiteConfig } from '@crust/contract/site-config';
import type { MailTemplate, MailTemplates } from './mail-queue.ts';
import { escapeHtml } from '../../lib/html-text.ts';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** What a mail takes from the tenant's site configuration. */
export interface Branding {
  name: string;
  logoUrl: string;
  primary: string;
  contactEmail: string;
  contactPhone: string;
  siteUrl: string;
}

export function brandingOf(businessName: string, config: SiteConfig, publicUrl: string): Branding {
  const site = publicUrl.replace(/\/+$/, '');
  const { general } = config;
  return {
    name: businessName,
    logoUrl: /^https?:\/\//.test(general.logo) ? general.logo : `${site}${general.logo.startsWith('/') ? '' : '/'}${general.logo}`,
    primary: config.colors.primary,
    contactEmail: general.contactEmail,
    contactPhone: general.contactPhone,
    siteUrl: site,
  };
}

/** A mail's content: paragraphs (plain text, escaped for HTML) and an optional code shown large. */
interface Content {
  subject: string;
  greeting: string;
  before: string[];
  code?: string;
  after: string[];
}

const CODE_MINUTES = 10;

/** A staff password link (an invitation or `npm run staff:create`) works this long (issue 10). */
export const STAFF_LINK_HOURS = 72;

/** The console page that sets a staff member's password from a one-time link. */
export const staffPasswordLink = (siteUrl: string, token: string) => `${siteUrl.replace(/\/+$/, '')}/console/set-password?token=${encodeURIComponent(token)}`;

/** Issue 17: the second factor of a sign-in from a new network while the account is under attack. */
function signInCode({ name, code, minutes }: MailTemplates['login_code'], brand: Branding, toConsole: boolean): Content {
  return {
    subject: `Your ${brand.name}${toConsole ? ' console' : ''} sign-in code: ${code}`,
    greeting: `Hi ${name},`,
    before: [
      `There have been many failed attempts to sign in to ${toConsole ? `the ${brand.name} console` : `your ${brand.name} account`} as you from elsewhere, so signing in from a new network needs this code as well as your password:`,
    ],
    code,
    after: [
      `The code works once, for ${minutes} minutes.`,
      toConsole
        ? 'If you are not signing in right now, someone knows your password: ask an owner to send you a new password link.'
        : `If you are not signing in right now, someone knows your password: choose a new one at ${brand.siteUrl}/forgot-password.`,
    ],
  };
}

const contents: { [T in MailTemplate]: (data: MailTemplates[T], brand: Branding) => Content } = {
  verify_email: ({ code }, brand) => ({
    subject: `Your ${brand.name} verification code: ${code}`,
    greeting: 'Hello,',
    before: [`Enter this code on the page where you signed up to verify your email and finish setting up your ${brand.name} account:`],
    code,
    after: [`The code works for ${CODE_MINUTES} minutes. If you did not sign up, you can ignore this email.`],
  }),
  account_exists: ({ name }, brand) => ({
    subject: `You already have a ${brand.name} account`,
    greeting: `Hi ${name},`,
    before: [
      `Someone (hopefully you) tried to sign up at ${brand.name} with this email address, but it already has an account.`,
      `Log in at ${brand.siteUrl}/login, or choose a new password at ${brand.siteUrl}/forgot-password if you have forgotten it.`,
    ],
    after: ['If it was not you, you can ignore this email: nothing has changed.'],
  }),
  reset_password: ({ name, code }, brand) => ({
    subject: `Your ${brand.name} password reset code: ${code}`,
    greeting: `Hi ${name},`,
    before: ['Enter this code to choose a new password:'],
    code,
    after: [`The code works for ${CODE_MINUTES} minutes. If you did not ask to reset your password, you can ignore this email.`],
  }),
  login_code: (data, brand) => signInCode(data, brand, false),
  staff_login_code: (data, brand) => signInCode(data, brand, true),
  password_changed: ({ name }, brand) => ({
    subject: `Your ${brand.name} password was changed`,
    greeting: `Hi ${name},`,
    before: [`The password of your ${brand.name} account was just changed, and your other sessions were logged out.`],
    after: [`If this was not you, reset your password at ${brand.siteUrl}/forgot-password and contact us.`],
  }),
  staff_invite: ({ name, invitedBy, role, token }, brand) => ({
    subject: `Set your password for the ${brand.name} console`,
    greeting: `Hi ${name},`,
    before: [
      `${invitedBy ?? 'The owner'} added you to ${brand.name}'s console as ${role === 'owner' ? 'an owner' : `a ${role}`}.`,
      `Choose your password here: ${staffPasswordLink(brand.siteUrl, token)}`,
    ],
    after: [`The link works once, for ${STAFF_LINK_HOURS} hours. If you did not expect this, you can ignore this email.`],
  }),
  gift_card_delivery: ({ recipientName, from, amount, message, code, expiresOn }, brand) => ({
    subject: from ? `${from} sent you a ${amount} ${brand.name} gift card` : `A ${amount} ${brand.name} gift card for you`,
    greeting: recipientName ? `Hi ${recipientName},` : 'Hello,',
    before: [
      from ? `${from} sent you a ${brand.name} gift card worth ${amount}.` : `${brand.name} sent you a gift card worth ${amount}.`,
      ...(message ? [`“${message}”`] : []),
      'Your gift card code:',
    ],
    code,
    after: [
      `Spend it at checkout on ${brand.siteUrl} (at any of our outlets): choose “Apply a gift card” and enter the code. What it does not cover, you pay as usual.`,
      `Check its balance at any time at ${brand.siteUrl}/gift-cards. It is valid until ${expiresOn}.`,
      'Keep this email: the code is the card, and anyone with it can spend it.',
    ],
  }),
  gift_card_receipt: ({ purchaserName, amount, recipientName, recipientEmail, deliverWhen, codeLast4 }, brand) => ({
    subject: `Your ${brand.name} gift card for ${recipientName}`,
    greeting: `Hi ${purchaserName},`,
    before: [
      `Thank you! You bought a ${amount} ${brand.name} gift card (ending ${codeLast4}) for ${recipientName}.`,
      `We will email it to ${recipientEmail} ${deliverWhen}.`,
    ],
    after: [`See the cards you bought at ${brand.siteUrl}/gift-cards when logged in. Questions? Reply to ${brand.contactEmail || 'us'}.`],
  }),
  order_received: ({ name, orderId, number, outletName, outletPhone, fulfilment, lines, total, payment }, brand) => ({
    subject: `Your ${brand.name} order #${number} is in`,
    greeting: `Hi ${name},`,
    before: [
      `Thanks for your order! ${outletName} has it: order #${number}.`,
      fulfilment,
      ...lines.map((line) => `${line.quantity} × ${line.name} — ${line.total}`),
      `Total: ${total} (${payment}).`,
    ],
    after: [`Follow your order at ${brand.siteUrl}/order-confirmation/${orderId}. Questions? Call ${outletName} on ${outletPhone}.`],
  }),
  order_cancelled: ({ name, orderId, number, outletName, outletPhone, reason, refund, giftCardRefund }, brand) => ({
    subject: `Your ${brand.name} order #${number} was cancelled`,
    greeting: `Hi ${name},`,
    before: [
      `Your order #${number} at ${outletName} was cancelled. Reason: ${reason}.`,
      ...(giftCardRefund ? [`${giftCardRefund} is back on your gift card.`] : []),
      ...(refund ? [`${refund} is being refunded to your card.`] : []),
    ],
    after: [`Details at ${brand.siteUrl}/order-confirmation/${orderId}. Questions? Call ${outletName} on ${outletPhone}.`],
  }),
  order_accepted: ({ name, orderId, number, outletName, outletPhone, fulfilment, estimate }, brand) => ({
    subject: `Your ${brand.name} order #${number} is accepted`,
    greeting: `Hi ${name},`,
    before: [`${outletName} has accepted your order #${number}: expect it around ${estimate}.`, fulfilment],
    after: [`Follow your order at ${brand.siteUrl}/order-confirmation/${orderId}. Questions? Call ${outletName} on ${outletPhone}.`],
  }),
  order_ready: ({ name, orderId, number, outletName, outletPhone }, brand) => ({
    subject: `Your ${brand.name} order #${number} is ready for pickup`,
    greeting: `Hi ${name},`,
    before: [`Your order #${number} is ready for pickup at ${outletName}.`],
    after: [`Details at ${brand.siteUrl}/order-confirmation/${orderId}. Questions? Call ${outletName} on ${outletPhone}.`],
  }),
  order_out_for_delivery: ({ name, orderId, number, outletName, outletPhone, fulfilment }, brand) => ({
    subject: `Your ${brand.name} order #${number} is on its way`,
    greeting: `Hi ${name},`,
    before: [`Your order #${number} from ${outletName} is out for delivery.`, fulfilment],
    after: [`Follow your order at ${brand.siteUrl}/order-confirmation/${orderId}. Questions? Call ${outletName} on ${outletPhone}.`],
  }),
};

function footerLines(brand: Branding): string[] {
  return [brand.name, brand.siteUrl, [brand.contactEmail, brand.contactPhone].filter(Boolean).join(' · ')].filter(Boolean);
}

function textOf(content: Content, brand: Branding): string {
  return [
    content.greeting,
    '',
    ...content.before.flatMap((line) => [line, '']),
    ...(content.code ? [`    ${content.code}`, ''] : []),
    ...content.after.flatMap((line) => [line, '']),
    '—',
    ...footerLines(brand),
  ].join('\n');
}

/** Inline styles only: mail clients drop style sheets. */
function htmlOf(content: Content, brand: Branding): string {
  const e = escapeHtml;
  const paragraph = (line: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2937">${e(line)}</p>`;
  const code = content.code
    ? `<p style="margin:8px 0 24px;font-size:32px;font-weight:700;letter-spacing:8px;color:${e(brand.primary)};font-family:Menlo,Consolas,monospace">${e(content.code)}</p>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:24px 0"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:${e(brand.primary)};padding:20px 32px"><img src="${e(brand.logoUrl)}" alt="${e(brand.name)}" width="40" height="40" style="vertical-align:middle;background:#ffffff;border-radius:8px"> <span style="vertical-align:middle;color:#ffffff;font-size:20px;font-weight:700">${e(brand.name)}</span></td></tr>
<tr><td style="padding:32px">
${paragraph(content.greeting)}
${content.before.map(paragraph).join('\n')}
${code}
${content.after.map(paragraph).join('\n')}
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e5e7eb;font-size:12px;color:#6b7280">${footerLines(brand).map(e).join('<br>')}</td></tr>
</table></td></tr></table>
</body></html>`;
}

export function renderMail<T extends MailTemplate>(template: T, data: MailTemplates[T], brand: Branding): RenderedMail {
  const content = contents[template](data, brand);
  return { subject: content.subject, text: textOf(content, brand), html: htmlOf(content, brand) };
}

/** Issue 21: templates whose text is a bearer secret (a gift card's code is the card): never logged, even in development. */
export const isSecretMail = (template: MailTemplate): boolean => template === 'gift_card_delivery';

export function isMailTemplate(value: string): value is MailTemplate {
  return Object.hasOwn(contents, value);
}
