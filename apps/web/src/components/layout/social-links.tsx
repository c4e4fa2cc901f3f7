import type { SiteConfig } from '@crust/contract/site-config';
import { ExternalLink } from '@/components/ui/external-link';

type SocialLinksProps = {
  links: SiteConfig['general']['socialLinks'];
  className?: string;
};

/** The business's social profiles, opened in a new tab. Renders nothing when none are configured. */
export function SocialLinks({ links, className = '' }: SocialLinksProps) {
  if (links.length === 0) return null;
  return (
    <ul aria-label="Social media" className={`flex flex-wrap gap-3 ${className}`}>
      {links.map((social) => (
        <li key={social.url}>
          <ExternalLink href={social.url} className="rounded capitalize underline underline-offset-4 hover:no-underline">
            {social.platform}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
