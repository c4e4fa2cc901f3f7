import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SaveSiteConfigRequest } from '@crust/contract/console-site-config';
import { AppToaster } from '@/components/ui/toast';
import { useStaffSessionStore } from '@/lib/staff-session-store';
import { jsonResponse, renderWithQuery } from '@/testing/test-utils';
import { configWith, OUTLET_ID, serveSiteConfig } from '../testing/site-config-server';
import type { HeroPhotoSlot } from './content-sections';
import { SiteConfigEditor } from './site-config-editor';

// Issue 10: an owner edits the outlet's site configuration from the version they read; a save over
// someone else's is a 409, and while showConfigEditor is off the only thing offered is turning it on.

/** An uploaded photo as console-images answers it. */
const uploaded = {
  image: '/uploads/images/0123456789abcdef.jpg',
  srcset: {
    avif: '/uploads/images/00000000000000a1.avif 320w, /uploads/images/00000000000000a2.avif 640w',
    webp: '/uploads/images/00000000000000b1.webp 320w, /uploads/images/00000000000000b2.webp 640w',
    jpeg: '/uploads/images/00000000000000c1.jpg 320w, /uploads/images/0123456789abcdef.jpg 640w',
  },
};

// The route composes in the console's photo field; here a button stands for an upload that succeeded.
const heroPhoto: HeroPhotoSlot = ({ onUploaded }) => (
  <button type="button" onClick={() => onUploaded(uploaded)}>
    Upload a hero photo
  </button>
);

function renderEditor() {
  return renderWithQuery(
    <>
      <SiteConfigEditor
        outletId={OUTLET_ID}
        timeZone="Australia/Sydney"
        renderPreview={(draft) => <p data-testid="preview">{draft.colors.primary}</p>}
        heroPhoto={heroPhoto}
      />
      <AppToaster />
    </>,
  );
}

const hexField = () => screen.getByLabelText('Primary (hex)');

// By text, not role: computing every accessible name of the long form is slow in jsdom.
const saveButton = () => screen.getByText('Save', { selector: 'button' });

// One change event for the whole value: each keystroke would re-render the long form for nothing here.
async function setHex(hex: string) {
  fireEvent.change(await screen.findByLabelText('Primary (hex)'), { target: { value: hex } });
}

beforeEach(() => useStaffSessionStore.setState({ token: 'staff-token', staff: null, expiresAt: null }));
afterEach(() => vi.unstubAllGlobals());

describe('the site configuration editor', () => {
  it('saves the whole draft with the version it was read at', async () => {
    const { puts, fetchMock } = serveSiteConfig([{ config: configWith(), version: 3 }], (body) =>
      jsonResponse(200, { data: { config: (body as SaveSiteConfigRequest).config, version: 4 } }),
    );
    const user = userEvent.setup();
    renderEditor();

    await setHex('#123456');
    expect(screen.getByTestId('preview')).toHaveTextContent('#123456');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(saveButton());

    expect(await screen.findByText('Site configuration saved')).toBeInTheDocument();
    expect(puts).toEqual([{ config: configWith({ primary: '#123456' }), version: 3 }]);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer staff-token');
    // The saved configuration is the new starting point.
    await waitFor(() => expect(screen.getByText('Version 4, saved')).toBeInTheDocument());
  });

  it('checks the draft with the contract’s schema and sends nothing while a field is wrong', async () => {
    const { puts } = serveSiteConfig([{ config: configWith(), version: 3 }], () => jsonResponse(500, {}));
    const user = userEvent.setup();
    renderEditor();

    await setHex('red');
    await user.click(saveButton());

    expect(await screen.findByText('Expected a hex colour such as #dc2626')).toBeInTheDocument();
    expect(hexField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('One field needs attention before saving.')).toBeInTheDocument();
    expect(puts).toEqual([]);
  });

  it('shows the contract’s link and image rules beside each field they refuse, and sends nothing (issue 17)', async () => {
    const { puts } = serveSiteConfig([{ config: configWith(), version: 3 }], () => jsonResponse(500, {}));
    const user = userEvent.setup();
    renderEditor();

    const type = async (label: string, value: string) => fireEvent.change(await screen.findByLabelText(label), { target: { value } });
    await type('Button link', 'javascript:location=name');
    await type('Background image URL', '/hero.jpg"); background: url("https://evil.example/x.gif');
    await type('App Store URL', 'data:text/html,hi');
    await type('URL (link 1)', 'vbscript:msgbox');
    await user.click(saveButton());

    const fields: [string, string][] = [
      ['Button link', 'Use an address of the form https://…, http://…, mailto:…, tel:…, a page of this site (/menu) or a section of the page (#menu)'],
      ['Background image URL', 'Remove the spaces, quotes, brackets or backslashes from this address'],
      ['App Store URL', 'Use an address of the form https://…, http://…, mailto:…, tel:…, a page of this site (/menu) or a section of the page (#menu)'],
      ['URL (link 1)', 'Use an address of the form https://…, http://…, mailto:…, tel:…, a page of this site (/menu) or a section of the page (#menu)'],
    ];
    for (const [label, message] of fields) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      // The error is the field's own, tied to it (read by id: computing descriptions of the long form is slow in jsdom).
      const described = (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
      expect(described).toContain(message);
    }
    expect(screen.getByText('4 fields need attention before saving.')).toBeInTheDocument();
    expect(puts).toEqual([]);
    // Four changes re-render the whole long form: slow in jsdom on a busy machine.
  }, 15_000);

  it('saves an uploaded hero photo as its JPEG and its srcsets, and an address typed over it without them (issue 20)', async () => {
    const { puts } = serveSiteConfig([{ config: configWith(), version: 3 }], (body) =>
      jsonResponse(200, { data: { config: (body as SaveSiteConfigRequest).config, version: 4 } }),
    );
    const user = userEvent.setup();
    renderEditor();

    fireEvent.click(await screen.findByText('Upload a hero photo'));
    const address = screen.getByLabelText('Background image URL');
    expect(address).toHaveValue(uploaded.image);
    expect(screen.getByText(/The photo uploaded, sized for each screen/)).toBeInTheDocument();
    await user.click(saveButton());
    await waitFor(() => expect(puts).toHaveLength(1));
    const hero = (puts[0] as SaveSiteConfigRequest).config.hero;
    expect(hero).toMatchObject({ backgroundImage: uploaded.image, backgroundImageSrcset: uploaded.srcset });

    await waitFor(() => expect(screen.getByText('Version 4, saved')).toBeInTheDocument());
    fireEvent.change(screen.getByLabelText('Background image URL'), { target: { value: 'https://cdn.example/hero.jpg' } });
    await user.click(saveButton());
    await waitFor(() => expect(puts).toHaveLength(2));
    expect((puts[1] as SaveSiteConfigRequest).config.hero).toMatchObject({ backgroundImage: 'https://cdn.example/hero.jpg', backgroundImageSrcset: null });
  }, 15_000);

  it('on a 409 says someone saved first and loads their version', async () => {
    const theirs = configWith({ primary: '#0000ff' });
    const { puts } = serveSiteConfig(
      [
        { config: configWith(), version: 3 },
        { config: theirs, version: 4 },
      ],
      () => jsonResponse(409, { error: { code: 'conflict', message: 'Someone saved this outlet’s site configuration a moment ago' } }),
    );
    const user = userEvent.setup();
    renderEditor();

    await setHex('#123456');
    await user.click(saveButton());

    expect(await screen.findByText('Someone else saved first')).toBeInTheDocument();
    await waitFor(() => expect(hexField()).toHaveValue('#0000ff'));
    expect(screen.getByText('Version 4, saved')).toBeInTheDocument();
    expect(puts).toEqual([{ config: configWith({ primary: '#123456' }), version: 3 }]);
  });

  it('while showConfigEditor is off shows no form, only the switch that turns it back on', async () => {
    const locked = configWith({}, { showConfigEditor: false });
    const { puts } = serveSiteConfig([{ config: locked, version: 5 }], (body) =>
      jsonResponse(200, { data: { config: (body as SaveSiteConfigRequest).config, version: 6 } }),
    );
    const user = userEvent.setup();
    renderEditor();

    expect(await screen.findByRole('heading', { name: 'The editor is turned off' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Site configuration' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('preview')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Turn the editor back on' }));

    // The one save the server allows while locked: the same configuration with the switch on.
    expect(puts).toEqual([{ config: configWith({}, { showConfigEditor: true }), version: 5 }]);
    expect(await screen.findByRole('form', { name: 'Site configuration' })).toBeInTheDocument();
  });
});
