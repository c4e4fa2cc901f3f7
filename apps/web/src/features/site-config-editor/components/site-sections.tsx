import { useState } from 'react';
import { TextField } from '@/components/ui/text-field';
import { CheckField, ColourField, NumberField, RowListField, TextAreaField } from './config-fields';
import { SectionFrame, type SectionProps } from './section-frame';

// The sections about the site as a whole: search and sharing (SEO), and the business and switches (general).

const splitKeywords = (typed: string) =>
  typed
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean);

export function SeoSection({ value, onChange, errorOf }: SectionProps<'seo'>) {
  // The typed text is kept as typed ('pizza, ' while the next keyword is on its way); the list is what is saved.
  const [keywords, setKeywords] = useState(value.keywords.join(', '));
  const text = (key: 'title' | 'ogSiteName' | 'ogImage' | 'ogType' | 'twitterHandle' | 'twitterCard' | 'favicon' | 'appleTouchIcon', label: string) => (
    <TextField label={label} value={value[key]} onChange={(typed) => onChange({ [key]: typed })} error={errorOf(key)} />
  );
  return (
    <SectionFrame title="SEO">
      {text('title', 'Page title (home)')}
      <TextAreaField label="Description" value={value.description} onChange={(description) => onChange({ description })} error={errorOf('description')} />
      <TextField
        label="Keywords"
        hint="Separated by commas."
        value={keywords}
        onChange={(typed) => {
          setKeywords(typed);
          onChange({ keywords: splitKeywords(typed) });
        }}
        // The list's own error (too many), else the first keyword's.
        error={errorOf('keywords') ?? value.keywords.map((_, index) => errorOf(`keywords.${index}`)).find(Boolean)}
      />
      {text('ogSiteName', 'Site name (sharing, page titles)')}
      {text('ogImage', 'Sharing image URL')}
      <div className="grid gap-3 sm:grid-cols-2">
        {text('ogType', 'Sharing type')}
        {text('twitterCard', 'X card')}
        {text('twitterHandle', 'X handle')}
        {text('favicon', 'Favicon URL')}
        {text('appleTouchIcon', 'Apple touch icon URL')}
      </div>
      <ColourField label="Browser theme colour" value={value.themeColor} onChange={(themeColor) => onChange({ themeColor })} error={errorOf('themeColor')} />
    </SectionFrame>
  );
}

type GeneralText = 'businessShortName' | 'businessFullName' | 'businessAcn' | 'tagline' | 'logo' | 'favicon' | 'contactEmail' | 'contactPhone' | 'websiteUrl';
type GeneralSwitch = 'showBestSellingSection' | 'showFreshAdditionsSection' | 'isAsapOptionEnabled' | 'showProductUnit' | 'autoClearRestaurantOnInterval';

const TEXTS: [GeneralText, string][] = [
  ['businessShortName', 'Business name (short)'],
  ['businessFullName', 'Business name (full)'],
  ['businessAcn', 'ACN'],
  ['tagline', 'Tagline'],
  ['logo', 'Logo URL'],
  ['favicon', 'Favicon URL (general)'],
  ['contactEmail', 'Contact email'],
  ['contactPhone', 'Contact phone'],
  ['websiteUrl', 'Website'],
];

const SWITCHES: [GeneralSwitch, string][] = [
  ['showBestSellingSection', 'Show the best sellers on the home page'],
  ['showFreshAdditionsSection', 'Show the fresh additions on the home page'],
  ['isAsapOptionEnabled', 'Offer “as soon as possible” at checkout'],
  ['showProductUnit', 'Show product units'],
  ['autoClearRestaurantOnInterval', 'Forget a diner’s chosen outlet after a while'],
];

export function GeneralSection({ value, onChange, errorOf }: SectionProps<'general'>) {
  const app = value.mobileApp;
  const setApp = (patch: Partial<typeof app>) => onChange({ mobileApp: { ...app, ...patch } });
  return (
    <SectionFrame title="General">
      <div className="grid gap-3 sm:grid-cols-2">
        {TEXTS.map(([key, label]) => (
          <TextField key={key} label={label} value={value[key]} onChange={(typed) => onChange({ [key]: typed })} error={errorOf(key)} />
        ))}
      </div>
      <TextAreaField label="About" value={value.aboutContent} onChange={(aboutContent) => onChange({ aboutContent })} error={errorOf('aboutContent')} />
      {SWITCHES.map(([key, label]) => (
        <CheckField key={key} label={label} checked={value[key]} onChange={(checked) => onChange({ [key]: checked })} />
      ))}
      <NumberField
        label="Forget the chosen outlet after (hours)"
        value={value.autoClearRestaurantTimeInterval}
        onChange={(autoClearRestaurantTimeInterval) => onChange({ autoClearRestaurantTimeInterval })}
        error={errorOf('autoClearRestaurantTimeInterval')}
      />
      <RowListField
        legend="Social links"
        rows={value.socialLinks}
        columns={[
          { key: 'platform', label: 'Platform' },
          { key: 'url', label: 'URL' },
        ]}
        onChange={(socialLinks) => onChange({ socialLinks })}
        newRow={() => ({ platform: '', url: '' })}
        error={errorOf('socialLinks')}
        errorOf={(path) => errorOf(`socialLinks.${path}`)}
        rowName={(index) => `social link ${index + 1}`}
        addLabel="Add a social link"
      />
      <fieldset className="flex flex-col gap-3 rounded-md border border-black/10 p-3">
        <legend className="px-1 text-sm font-semibold">Mobile app promotion</legend>
        <CheckField label="Promote the mobile app" checked={app.showPromotion} onChange={(showPromotion) => setApp({ showPromotion })} />
        <TextField label="App name" value={app.appName} onChange={(appName) => setApp({ appName })} error={errorOf('mobileApp.appName')} />
        <TextAreaField
          label="App description"
          value={app.description}
          onChange={(description) => setApp({ description })}
          error={errorOf('mobileApp.description')}
        />
        <TextField
          label="Google Play URL"
          value={app.playStoreUrl}
          onChange={(playStoreUrl) => setApp({ playStoreUrl })}
          error={errorOf('mobileApp.playStoreUrl')}
        />
        <TextField label="App Store URL" value={app.appStoreUrl} onChange={(appStoreUrl) => setApp({ appStoreUrl })} error={errorOf('mobileApp.appStoreUrl')} />
      </fieldset>
      <CheckField
        label="Show the site configuration editor"
        checked={value.showConfigEditor}
        onChange={(showConfigEditor) => onChange({ showConfigEditor })}
        hint="Off: once saved, this editor is locked until an owner turns it back on."
      />
    </SectionFrame>
  );
}
