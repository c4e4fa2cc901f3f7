import { businessIdentity, type LegalPolicy } from './legal-document';

export const termsPolicy: LegalPolicy = (vars) => ({
  title: 'Terms and conditions',
  lead: `These terms apply when you order from ${businessIdentity(vars)} through ${vars.websiteUrl}. By placing an order you agree to them.`,
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        `The website and online ordering service are operated by ${businessIdentity(vars)} ("we", "us"). You can reach us at ${vars.contactEmail} or on ${vars.contactPhone}.`,
      ],
    },
    {
      heading: 'Orders',
      paragraphs: [
        'An order is an offer to buy the items in your cart from the outlet you selected. It is accepted when we confirm it by showing the order confirmation page or by email.',
        'We may decline or cancel an order, for example when an item is unavailable, the outlet is closed, the delivery address is outside the delivery area or we suspect fraud. If we cancel an order you have paid for, we refund you in full.',
        'Pickup and delivery times are estimates. We do our best to meet them, but traffic, weather and busy periods can cause delays.',
      ],
    },
    {
      heading: 'Prices and payment',
      paragraphs: [
        'Prices are in Australian dollars and include GST. Online prices, delivery charges and any discount are shown before you pay.',
        'Card payments are processed by our payment provider; we never see or store your full card number. Where cash on delivery is offered, please have the exact amount ready.',
        'Coupons, deals, gift cards and loyalty points are subject to their own conditions, cannot be exchanged for cash and may be withdrawn at any time without affecting orders already placed.',
      ],
    },
    {
      heading: 'Allergens and dietary requirements',
      paragraphs: [
        'Our kitchens handle gluten, dairy, eggs, nuts, soy, fish and other allergens. We cannot guarantee that any item is free of them. If you have an allergy, contact the outlet before ordering.',
      ],
    },
    {
      heading: 'Alcohol',
      paragraphs: [
        'Where an outlet sells alcohol, it is supplied only to people aged 18 or over. We may ask for photo identification on pickup or delivery and refuse supply if it is not shown or the person appears intoxicated.',
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'Keep your login details private. You are responsible for orders placed with your account. Tell us straight away if you think someone else has used it.',
      ],
    },
    {
      heading: 'Your rights under the Australian Consumer Law',
      paragraphs: [
        'Our goods and services come with guarantees that cannot be excluded under the Australian Consumer Law. Nothing in these terms limits those rights. Our refund policy explains how we handle problems with an order.',
        'To the extent the law allows, we are not liable for indirect or consequential loss arising from the use of this website.',
      ],
    },
    {
      heading: 'Changes and governing law',
      paragraphs: [
        'We may update these terms from time to time; the version on this page when you place an order applies to that order.',
        'These terms are governed by the laws of New South Wales, Australia, and the courts of that state have jurisdiction.',
      ],
    },
  ],
});
