import { businessIdentity, type LegalPolicy } from './legal-document';

export const refundPolicy: LegalPolicy = (vars) => ({
  title: 'Refund policy',
  lead: `If something is wrong with your order, ${businessIdentity(vars)} will put it right. This policy sits alongside your rights under the Australian Consumer Law, which it does not limit.`,
  sections: [
    {
      heading: 'Problems with your order',
      paragraphs: [
        'If an item is missing, incorrect, not as described or not of acceptable quality, tell us within 24 hours of pickup or delivery. Include your order number and, if you can, a photo.',
        `Contact the outlet you ordered from, or email ${vars.contactEmail} or call ${vars.contactPhone}.`,
        'Depending on the problem, we will remake the item, refund it, or credit its value to your account, and we will take your preference into account.',
      ],
    },
    {
      heading: 'Late or missed deliveries',
      paragraphs: [
        'If your delivery arrives very late, or does not arrive at all, contact us and we will refund the affected order or delivery charge. We cannot refund an order when the address or phone number given was wrong and the driver could not reach you.',
      ],
    },
    {
      heading: 'Cancelling an order',
      paragraphs: [
        'You can cancel an order for a full refund until the outlet starts preparing it. Once preparation has started we may not be able to cancel, because food cannot be resold.',
      ],
    },
    {
      heading: 'Change of mind',
      paragraphs: ['As food is perishable, we do not offer refunds for change of mind once an order has been prepared.'],
    },
    {
      heading: 'How refunds are paid',
      paragraphs: [
        'Refunds go back to the card used to pay, usually within 3 to 10 business days depending on your bank. Orders paid with a gift card or loyalty points are refunded to the gift card or points balance. Cash payments are refunded in store or by bank transfer.',
      ],
    },
  ],
});
