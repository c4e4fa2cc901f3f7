import type { ReactNode } from 'react';
import type { ImageSrcset } from '@crust/contract/console-images';
import type { SiteConfig } from '@crust/contract/site-config';
import { TextField } from '@/components/ui/text-field';
import { CheckField, ColourField, NumberField, RowListField, TextAreaField } from './config-fields';
import { SectionFrame, type SectionProps } from './section-frame';

// The sections the home page draws: colours, hero, features, the offer banner and the footer.

const COLOURS: { key: keyof SiteConfig['colors']; label: string }[] = [
  { key: 'primary', label: 'Primary' },
  { key: 'secondary', label: 'Secondary' },
  { key: 'accent', label: 'Accent' },
  { key: 'background', label: 'Background' },
  { key: 'text', label: 'Text' },
  { key: 'light', label: 'Light' },
  { key: 'dark', label: 'Dark' },
];

export function ColoursSection({ value, onChange, errorOf }: SectionProps<'colors'>) {
  return (
    <SectionFrame title="Colours" open>
      <div className="grid gap-3 sm:grid-cols-2">
        {COLOURS.map(({ key, label }) => (
          <ColourField key={key} label={label} value={value[key]} onChange={(hex) => onChange({ [key]: hex })} error={errorOf(key)} />
        ))}
      </div>
    </SectionFrame>
  );
}

/** An uploaded photo's addresses: its JPEG fallback and its srcset per format (console-images' answer). */
export type UploadedPhoto = { image: string; srcset: ImageSrcset };
/** The console's photo upload (features/console-images), which the route gives: features do not import each other. */
export type HeroPhotoSlot = (field: { onUploaded: (photo: UploadedPhoto) => void }) => ReactNode;

export function HeroSection({ value, onChange, errorOf, photo }: SectionProps<'hero'> & { photo: HeroPhotoSlot }) {
  return (
    <SectionFrame title="Hero">
      <TextField label="Hero title" value={value.title} onChange={(title) => onChange({ title })} error={errorOf('title')} />
      <TextAreaField label="Hero subtitle" value={value.subtitle} onChange={(subtitle) => onChange({ subtitle })} error={errorOf('subtitle')} />
      <CheckField
        label="Background image"
        checked={value.variant === 'image'}
        onChange={(withImage) => onChange({ variant: withImage ? 'image' : 'plain' })}
        hint="Off: a plain band in the dark colour."
      />
      {/* Issue 20: an uploaded photo reaches diners in AVIF or WebP at their screen's width; an address typed is one file for every screen. */}
      {photo({ onUploaded: ({ image, srcset }) => onChange({ backgroundImage: image, backgroundImageSrcset: srcset }) })}
      <TextField
        label="Background image URL"
        value={value.backgroundImage}
        onChange={(backgroundImage) => onChange({ backgroundImage, backgroundImageSrcset: null })}
        error={errorOf('backgroundImage')}
        hint={
          value.backgroundImageSrcset
            ? 'The photo uploaded, sized for each screen. An address typed here replaces it.'
            : 'Or upload a photo above: diners then get it sized for their screen.'
        }
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Button text"
          value={value.ctaText}
          onChange={(ctaText) => onChange({ ctaText })}
          error={errorOf('ctaText')}
          hint="Empty: no button."
        />
        <TextField
          label="Button link"
          value={value.ctaLink}
          onChange={(ctaLink) => onChange({ ctaLink })}
          error={errorOf('ctaLink')}
          hint="#menu: the menu below."
        />
      </div>
    </SectionFrame>
  );
}

type FeatureItem = SiteConfig['features']['items'][number];

export function FeaturesSection({ value, onChange, errorOf }: SectionProps<'features'>) {
  return (
    <SectionFrame title="Features">
      <TextField label="Features title" value={value.title} onChange={(title) => onChange({ title })} error={errorOf('title')} />
      <TextField label="Features subtitle" value={value.subtitle} onChange={(subtitle) => onChange({ subtitle })} error={errorOf('subtitle')} />
      <RowListField<FeatureItem>
        legend="Feature items (none: the section is hidden)"
        rows={value.items}
        columns={[
          { key: 'title', label: 'Title' },
          { key: 'description', label: 'Description' },
          { key: 'icon', label: 'Icon (wheat, leaf, clock, store)' },
        ]}
        onChange={(items) => onChange({ items })}
        // An id only has to be unique in the list: the storefront keys the items by it.
        newRow={() => ({ id: `feature-${Date.now().toString(36)}`, title: '', description: '', icon: 'leaf' })}
        error={errorOf('items')}
        errorOf={(path) => errorOf(`items.${path}`)}
        rowName={(index) => `feature ${index + 1}`}
        addLabel="Add a feature"
      />
    </SectionFrame>
  );
}

export function BannerSection({ value, onChange, errorOf }: SectionProps<'topOfferBanner'>) {
  return (
    <SectionFrame title="Offer banner">
      <CheckField label="Show the offer banner" checked={value.showTopOfferBanner} onChange={(showTopOfferBanner) => onChange({ showTopOfferBanner })} />
      <TextField
        label="Banner text"
        value={value.topOfferBannerText}
        onChange={(topOfferBannerText) => onChange({ topOfferBannerText })}
        error={errorOf('topOfferBannerText')}
      />
      <NumberField
        label="Banner height (px)"
        value={value.topOfferBannerHeight}
        onChange={(topOfferBannerHeight) => onChange({ topOfferBannerHeight })}
        error={errorOf('topOfferBannerHeight')}
      />
    </SectionFrame>
  );
}

export function FooterSection({ value, onChange, errorOf }: SectionProps<'footer'>) {
  return (
    <SectionFrame title="Footer">
      <TextField
        label="Copyright text"
        value={value.copyrightText}
        onChange={(copyrightText) => onChange({ copyrightText })}
        error={errorOf('copyrightText')}
        hint="{year} becomes the current year."
      />
      <CheckField label="Show the newsletter sign-up" checked={value.showNewsletter} onChange={(showNewsletter) => onChange({ showNewsletter })} />
      <RowListField
        legend="Footer links"
        rows={value.links}
        columns={[
          { key: 'label', label: 'Label' },
          { key: 'url', label: 'URL' },
        ]}
        onChange={(links) => onChange({ links })}
        newRow={() => ({ label: '', url: '' })}
        error={errorOf('links')}
        errorOf={(path) => errorOf(`links.${path}`)}
        rowName={(index) => `link ${index + 1}`}
        addLabel="Add a link"
      />
    </SectionFrame>
  );
}
