import type { OutletProfile } from '@crust/contract/console-outlet-profiles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STAFF_ME_KEY } from '@/lib/staff-session-store';
import { setUpConsoleEditorTests } from '@/testing/console-test-setup';
import { jsonResponse, renderWithQuery, stubFetch } from '@/testing/test-utils';
import { OutletProfileEditor, STALE_MESSAGE } from './outlet-profile-editor';
import type { PhotoSlot } from './outlet-profile-form';
import { OutletsManager } from './outlets-manager';

// Issue 19: an owner edits an outlet's profile, checked by the contract's schema before it is sent,
// over the version read (409 stale_version: the message and a reload); creates and archives outlets.

type Call = { method: string; path: string; body: unknown };

const profile = (overrides: Partial<OutletProfile> = {}): OutletProfile => ({
  id: 3,
  name: 'Crust Surry Hills',
  street_name: '412 Crown St',
  suburb: 'Surry Hills',
  city: 'Sydney',
  state: 'NSW',
  postcode: '2010',
  phone: '(02) 9360 1010',
  email: 'surryhills@crust.test',
  timezone: 'Australia/Sydney',
  status: 1,
  image_id: 12,
  version: 4,
  archived_at: null,
  ...overrides,
});

function serve(answer: (call: Call) => Response | undefined = () => undefined) {
  const calls: Call[] = [];
  let current = profile();
  stubFetch((url, init) => {
    const call = { method: init.method ?? 'GET', path: url.pathname, body: init.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const taken = answer(call);
    if (taken) return taken;
    if (call.path === '/api/console/outlets/3/profile' && call.method === 'GET') return jsonResponse(200, { data: current });
    if (call.path === '/api/console/outlets/3/profile' && call.method === 'PUT') {
      const { version: _version, ...fields } = call.body as OutletProfile;
      current = { ...current, ...fields, version: current.version + 1 };
      return jsonResponse(200, { data: current });
    }
    if (call.path === '/api/console/outlets' && call.method === 'GET')
      return jsonResponse(200, { data: [current, profile({ id: 9, name: 'Crust Old', status: 0, archived_at: '2026-01-01T00:00:00.000Z' })] });
    if (call.path === '/api/console/outlets' && call.method === 'POST')
      return jsonResponse(201, { data: profile({ ...(call.body as object), id: 10, version: 1 }) });
    if (call.path === '/api/console/outlets/3/archive') return jsonResponse(200, { data: { ...current, status: 0, archived_at: '2026-11-27T00:00:00.000Z' } });
    throw new Error(`Unexpected call: ${call.method} ${call.path}`);
  });
  return calls;
}

/** The route gives the console's photo field (features/console-images, tested there); here a stand-in that chooses an id. */
const photo: PhotoSlot = ({ value, onChange }) => (
  <p>
    <span>Photo id: {value ?? 'none'}</span>
    <button type="button" onClick={() => onChange(42)}>
      Use photo 42
    </button>
  </p>
);

const writes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');

setUpConsoleEditorTests();

describe('the outlet profile form', () => {
  it('names each field that is not right, beside it, and sends nothing', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderWithQuery(<OutletProfileEditor outletId={3} canEdit onDone={() => {}} photo={photo} />);
    const form = await screen.findByRole('form', { name: 'Outlet profile' });
    await user.clear(within(form).getByLabelText('Postcode'));
    await user.type(within(form).getByLabelText('Postcode'), '20a');
    await user.clear(within(form).getByLabelText('Email'));
    await user.type(within(form).getByLabelText('Email'), 'not-an-email');
    await user.clear(within(form).getByLabelText('Name'));
    await user.click(within(form).getByRole('button', { name: 'Save outlet' }));

    expect(within(form).getByText('Enter a postcode of 4 digits')).toBeInTheDocument();
    expect(within(form).getByText('Enter a valid email address')).toBeInTheDocument();
    expect(within(form).getByText('Enter the outlet’s name')).toBeInTheDocument();
    expect(within(form).getByLabelText('Postcode')).toHaveAttribute('aria-invalid', 'true');
    expect(writes(calls)).toHaveLength(0);
  });

  it('saves over the version read, with the time zone and the photo chosen', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderWithQuery(<OutletProfileEditor outletId={3} canEdit onDone={() => {}} photo={photo} />);
    const form = await screen.findByRole('form', { name: 'Outlet profile' });
    await user.clear(within(form).getByLabelText('Phone'));
    await user.type(within(form).getByLabelText('Phone'), '(02) 9000 1111');
    await user.selectOptions(within(form).getByLabelText('Time zone'), 'Australia/Perth');
    expect(within(form).getByText('Photo id: 12')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Use photo 42' }));
    await user.click(within(form).getByRole('button', { name: 'Save outlet' }));

    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({
      method: 'PUT',
      path: '/api/console/outlets/3/profile',
      body: { phone: '(02) 9000 1111', timezone: 'Australia/Perth', version: 4, status: 1, image_id: 42 },
    });
    await waitFor(() => expect(within(screen.getByRole('form', { name: 'Outlet profile' })).getByLabelText('Phone')).toHaveValue('(02) 9000 1111'));
  });

  it('shows the server’s refusal of a photo that is not the business’s (400 naming image_id)', async () => {
    serve((call) =>
      call.method === 'PUT'
        ? jsonResponse(400, { error: { code: 'bad_request', message: 'body.image_id: there is no photo 42 among this business’s uploads.' } })
        : undefined,
    );
    const user = userEvent.setup();
    renderWithQuery(<OutletProfileEditor outletId={3} canEdit onDone={() => {}} photo={photo} />);
    const form = await screen.findByRole('form', { name: 'Outlet profile' });
    await user.click(within(form).getByRole('button', { name: 'Use photo 42' }));
    await user.click(within(form).getByRole('button', { name: 'Save outlet' }));
    expect(await within(form).findByText('body.image_id: there is no photo 42 among this business’s uploads.')).toBeInTheDocument();
  });

  it('says someone else saved meanwhile on a 409, and reloads their version', async () => {
    let refused = false;
    const calls = serve((call) => {
      if (call.method !== 'PUT' || refused) return undefined;
      refused = true;
      return jsonResponse(409, { error: { code: 'stale_version', message: 'Someone saved this outlet a moment ago.' } });
    });
    const user = userEvent.setup();
    renderWithQuery(<OutletProfileEditor outletId={3} canEdit onDone={() => {}} photo={photo} />);
    const form = await screen.findByRole('form', { name: 'Outlet profile' });
    await user.click(within(form).getByRole('button', { name: 'Save outlet' }));
    expect(await screen.findByText(STALE_MESSAGE)).toBeInTheDocument();
    const reads = calls.filter((call) => call.method === 'GET').length;
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET').length).toBe(reads + 1));
    expect(screen.queryByText(STALE_MESSAGE)).not.toBeInTheDocument();
  });

  it('shows a manager or crew member the profile without a form', async () => {
    serve();
    renderWithQuery(<OutletProfileEditor outletId={3} canEdit={false} onDone={() => {}} photo={photo} />);
    expect(await screen.findByText('412 Crown St, Surry Hills, Sydney, NSW, 2010')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});

describe('the outlets page', () => {
  it('lists outlets with their status, creates one (the owner’s own outlets are read again) and archives one', async () => {
    const calls = serve();
    const user = userEvent.setup();
    const { queryClient } = renderWithQuery(<OutletsManager profileLink={() => null} photo={photo} />);
    // The signed-in owner as /me last said, whose outlets are the console home's list.
    const me = [...STAFF_ME_KEY, 'token'];
    queryClient.setQueryData(me, { outlets: [] });
    const list = await screen.findByRole('list', { name: 'Outlets' });
    expect(within(list).getByText('Active')).toBeInTheDocument();
    expect(within(list).getByText('Archived')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New outlet' }));
    const form = screen.getByRole('form', { name: 'New outlet' });
    const type = async (label: string, text: string) => user.type(within(form).getByLabelText(label), text);
    await type('Name', 'Crust Woolloomooloo');
    await type('Street address', '12 Crown St');
    await type('Suburb', 'Woolloomooloo');
    await type('City', 'Sydney');
    await type('Postcode', '2011');
    await type('Phone', '(02) 9000 1234');
    await type('Email', 'wooloo@crust.test');
    expect(within(form).getByText('Photo id: none')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Use photo 42' }));
    await user.click(within(form).getByRole('button', { name: 'Create outlet' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({
      method: 'POST',
      path: '/api/console/outlets',
      body: { name: 'Crust Woolloomooloo', state: 'NSW', timezone: 'Australia/Sydney', image_id: 42 },
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New outlet' })).not.toBeInTheDocument());
    expect(queryClient.getQueryState(me)?.isInvalidated).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Archive Crust Surry Hills' }));
    await waitFor(() => expect(writes(calls).at(-1)).toMatchObject({ method: 'POST', path: '/api/console/outlets/3/archive' }));
  });
});
