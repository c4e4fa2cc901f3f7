import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpConsoleEditorTests } from '@/testing/console-test-setup';
import { onDeviceInZone } from '@/testing/device-time-zone';
import { jsonResponse, renderWithQuery, stubFetch } from '@/testing/test-utils';
import { PauseControl } from './pause-control';

setUpConsoleEditorTests();
// The tablet: set to UTC, at an outlet in Sydney.
onDeviceInZone('UTC');

describe('the pause control', () => {
  // Issue 17: every time in the console is on the outlet's clock, the end of a pause included.
  it('says when a timed pause ends on the outlet’s clock, and counts down to it', async () => {
    // A quarter of an hour from now, to the minute, so the clock and the countdown are both known.
    const until = new Date(Math.ceil((Date.now() + 15 * 60_000) / 60_000) * 60_000);
    stubFetch(() => jsonResponse(200, { data: { is_online_order_enabled: 0, paused_until: until.toISOString() } }));
    renderWithQuery(<PauseControl outletId={1} canPause timeZone="Australia/Sydney" />);

    const sydneyClock = new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', hour: 'numeric', minute: '2-digit' }).format(until);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(new RegExp(`^Online ordering paused until ${sydneyClock} · resumes in 1[0-6]:[0-5]\\d$`));
    // Sydney is 10 or 11 hours ahead of UTC: the device's clock would read another hour.
    expect(status).not.toHaveTextContent(new Intl.DateTimeFormat('en-AU', { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }).format(until));
  });
});
