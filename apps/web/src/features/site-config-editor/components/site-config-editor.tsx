import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { CurrentSiteConfig } from '@crust/contract/console-site-config';
import type { SiteConfig } from '@crust/contract/site-config';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { notify } from '@/components/ui/notify';
import { ApiRequestError } from '@/lib/api-client';
import { messageOf } from '@/lib/use-submit';
import { siteConfigQueryOptions, useSaveSiteConfig, useSiteConfig } from '../api/site-config-api';
import { draftErrors, withSection, type DraftErrors, type Section } from '../site-config-draft';
import { BannerSection, ColoursSection, FeaturesSection, FooterSection, HeroSection, type HeroPhotoSlot } from './content-sections';
import { EditorLocked } from './editor-locked';
import { GeneralSection, SeoSection } from './site-sections';
import { VersionList } from './version-list';

type EditorProps = {
  outletId: number;
  /** The outlet's IANA zone, for when each version was saved. */
  timeZone: string;
  /** The storefront's home page drawn from the draft, composed in by the app layer (features do not import each other). */
  renderPreview: (draft: SiteConfig) => ReactNode;
  /** The hero photo's upload, composed in likewise. */
  heroPhoto: HeroPhotoSlot;
};

/** Issue 10: an outlet's site configuration, by section, beside a live preview of what diners would see. */
export function SiteConfigEditor({ outletId, timeZone, renderPreview, heroPhoto }: EditorProps) {
  const current = useSiteConfig(outletId);
  if (current.isPending) return <p role="status">Loading the site configuration…</p>;
  if (current.isError) return <FormAlert>{messageOf(current.error)}</FormAlert>;
  if (!current.data.config.general.showConfigEditor) return <EditorLocked outletId={outletId} current={current.data} />;
  // A new version (saved, restored, or reloaded after a conflict) starts a new draft from it.
  return (
    <EditorForm key={current.data.version} outletId={outletId} timeZone={timeZone} current={current.data} renderPreview={renderPreview} heroPhoto={heroPhoto} />
  );
}

function EditorForm({ outletId, timeZone, current, renderPreview, heroPhoto }: EditorProps & { current: CurrentSiteConfig }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(current.config);
  // Fields are checked on save, then again on every change until they pass.
  const [errors, setErrors] = useState<DraftErrors | null>(null);
  const save = useSaveSiteConfig(outletId);
  const dirty = draft !== current.config;

  const change = <K extends Section>(section: K, patch: Partial<SiteConfig[K]>) => {
    const next = withSection(draft, section, patch);
    setDraft(next);
    if (errors) setErrors(draftErrors(next));
  };
  const section = <K extends Section>(key: K) => ({
    value: draft[key],
    onChange: (patch: Partial<SiteConfig[K]>) => change(key, patch),
    errorOf: (path: string) => errors?.[`${key}.${path}`],
  });

  const discard = () => {
    setDraft(current.config);
    setErrors(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = draftErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { config: draft, version: current.version },
      {
        onSuccess: ({ version }) =>
          notify({ title: 'Site configuration saved', message: `Version ${version}: diners see it on their next visit.`, kind: 'success' }),
        onError: (error) => {
          if (!(error instanceof ApiRequestError && error.status === 409)) return;
          // Someone saved first: this draft was made from an older version. Show theirs, to redo the change on.
          notify({ title: 'Someone else saved first', message: 'Their version is loaded: make your change again.', kind: 'warning', duration: 6000 });
          void queryClient.invalidateQueries({ queryKey: siteConfigQueryOptions(outletId).queryKey });
        },
      },
    );
  };

  const errorCount = errors ? Object.keys(errors).length : 0;
  const saveFailure = save.isError && !(save.error instanceof ApiRequestError && save.error.status === 409) ? messageOf(save.error) : null;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(22rem,2fr)_3fr]">
      <div className="flex flex-col gap-6">
        <form noValidate onSubmit={onSubmit} aria-label="Site configuration" className="flex flex-col gap-3">
          <ColoursSection {...section('colors')} />
          <HeroSection {...section('hero')} photo={heroPhoto} />
          <FeaturesSection {...section('features')} />
          <BannerSection {...section('topOfferBanner')} />
          <FooterSection {...section('footer')} />
          <SeoSection {...section('seo')} />
          <GeneralSection {...section('general')} />
          {errorCount > 0 && <FormAlert>{`${errorCount === 1 ? 'One field needs' : `${errorCount} fields need`} attention before saving.`}</FormAlert>}
          <FormAlert>{saveFailure}</FormAlert>
          <div className="sticky bottom-0 flex flex-wrap items-center gap-3 border-t border-black/10 bg-background py-3">
            <Button type="submit" disabled={save.isPending || !dirty} className="min-h-11">
              {save.isPending ? 'Saving…' : 'Save'}
            </Button>
            <Button variant="secondary" disabled={!dirty || save.isPending} onClick={discard} className="min-h-11">
              Discard changes
            </Button>
            <span role="status" className="text-sm text-text/75">
              {dirty ? 'Unsaved changes' : `Version ${current.version}, saved`}
            </span>
          </div>
        </form>
        <VersionList outletId={outletId} currentVersion={current.version} timeZone={timeZone} />
      </div>
      <section aria-labelledby="preview-title" className="flex flex-col gap-2 lg:sticky lg:top-4 lg:self-start">
        <h2 id="preview-title" className="text-lg font-bold">
          Preview of the home page
        </h2>
        {renderPreview(draft)}
      </section>
    </div>
  );
}
