import type { SiteConfig } from '@crust/contract/site-config';

/** The business details a policy names, taken from the site configuration's `general` block. */
export type LegalVars = Pick<SiteConfig['general'], 'businessFullName' | 'businessAcn' | 'contactEmail' | 'contactPhone' | 'websiteUrl'>;

export type LegalDocument = {
  title: string;
  lead: string;
  sections: { heading: string; paragraphs: string[] }[];
};

export type LegalPolicy = (vars: LegalVars) => LegalDocument;

/** "Crust Pizza Pty Ltd (ACN 000 000 000)", or the bare name when no ACN is configured. */
export function businessIdentity({ businessFullName, businessAcn }: LegalVars): string {
  return businessAcn.trim() ? `${businessFullName} (ACN ${businessAcn})` : businessFullName;
}
