import { businessIdentity, type LegalPolicy } from './legal-document';

export const privacyPolicy: LegalPolicy = (vars) => ({
  title: 'Privacy policy',
  lead: `${businessIdentity(vars)} respects your privacy and handles personal information in line with the Privacy Act 1988 (Cth) and the Australian Privacy Principles.`,
  sections: [
    {
      heading: 'What we collect',
      paragraphs: [
        'When you order, we collect your name, email address, phone number and, for delivery, your address. If you create an account we also keep your order history, saved addresses and favourites.',
        'We record technical information such as your browser type and the pages you visit so that the website works and stays secure.',
        'Card details are entered into our payment provider’s secure form and are never stored by us.',
      ],
    },
    {
      heading: 'Why we collect it',
      paragraphs: [
        'We use your information to prepare, deliver and tell you about your order, to run your account, gift cards and loyalty points, to answer your questions and to prevent fraud.',
        'If you agree to it, we also send you news and offers. Every marketing message has a way to unsubscribe.',
      ],
    },
    {
      heading: 'Who we share it with',
      paragraphs: [
        'We share only what is needed with the outlet preparing your order, delivery drivers, our payment provider and the companies that host this website. They may use it only to provide their service to us.',
        'We do not sell your personal information. We disclose it to authorities only when the law requires it.',
        'Some of our service providers may store data outside Australia; when that happens we take reasonable steps to make sure it is protected to the standard of the Australian Privacy Principles.',
      ],
    },
    {
      heading: 'Storage and security',
      paragraphs: [
        'Your information is stored on secured systems with access limited to the staff who need it. We keep it for as long as your account is open or as the law requires, then delete or de-identify it.',
        'This website stores small items in your browser (such as your chosen outlet and your session) so that it remembers you between visits.',
      ],
    },
    {
      heading: 'Access, correction and complaints',
      paragraphs: [
        `You can ask to see or correct the personal information we hold about you by emailing ${vars.contactEmail}. We respond within 30 days.`,
        'If you have a privacy complaint, contact us first. If you are not satisfied with our answer you can complain to the Office of the Australian Information Commissioner (oaic.gov.au).',
      ],
    },
  ],
});
