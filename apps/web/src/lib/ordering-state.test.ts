import { describe, expect, it } from 'vitest';
import type { OrderingState } from '@crust/contract/ordering-state';
import { currentOrderingState } from './ordering-state';
import { untilFirstChange } from './ordering-state-refetch';

const NOW = Date.parse('2026-11-27T08:00:00.000Z');
const changingAt = (iso: string | null): OrderingState => ({ state: 'open', label: 'Open until 22:00', changes_at: iso, later_slots: [] });

describe('an outlet’s state on the client (issue 18 point 7)', () => {
  it('is shown while it holds, never once its change is due', () => {
    expect(currentOrderingState(changingAt('2026-11-27T08:00:01.000Z'), NOW)?.label).toBe('Open until 22:00');
    expect(currentOrderingState(changingAt('2026-11-27T08:00:00.000Z'), NOW)).toBeNull();
    expect(currentOrderingState(changingAt(null), NOW)?.label).toBe('Open until 22:00');
    expect(currentOrderingState(undefined, NOW)).toBeNull();
  });

  it('is read again when the first of the states changes, within a second to an hour', () => {
    expect(untilFirstChange([changingAt('2026-11-27T08:30:00.000Z'), changingAt('2026-11-27T08:10:00.000Z')], NOW)).toBe(10 * 60_000);
    expect(untilFirstChange([changingAt('2026-11-27T07:00:00.000Z')], NOW)).toBe(1000);
    expect(untilFirstChange([changingAt('2099-01-01T00:00:00.000Z')], NOW)).toBe(60 * 60_000);
    expect(untilFirstChange([changingAt(null)], NOW)).toBe(false);
  });
});
