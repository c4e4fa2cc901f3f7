import { beforeEach, describe, expect, it } from 'vitest';
import { DINE_IN_TABLE_KEY, parseTableNumber, useDineInTableStore } from './dine-in-table-store';

const initialState = useDineInTableStore.getState();

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  useDineInTableStore.setState(initialState, true);
});

describe('parseTableNumber (a QR code’s ?table=N)', () => {
  it.each([
    ['1', 1],
    ['7', 7],
    ['007', 7],
    ['999', 999],
  ])('accepts %s as table %i', (raw, table) => {
    expect(parseTableNumber(raw)).toBe(table);
  });

  it.each([null, '', '0', '000', '1000', '-3', '7.5', '1e2', ' 7', '7 ', 'seven', '0x10'])('ignores %j', (raw) => {
    expect(parseTableNumber(raw)).toBeNull();
  });
});

describe('dine-in table store', () => {
  it('keeps the table in session storage under dineInTable, not in local storage', () => {
    useDineInTableStore.getState().setTable(12);
    expect(useDineInTableStore.getState().table).toBe(12);
    expect(JSON.parse(sessionStorage.getItem(DINE_IN_TABLE_KEY) ?? 'null')).toMatchObject({ state: { table: 12 } });
    expect(localStorage.getItem(DINE_IN_TABLE_KEY)).toBeNull();
  });

  it('clears the table', () => {
    useDineInTableStore.getState().setTable(12);
    useDineInTableStore.getState().clearTable();
    expect(useDineInTableStore.getState().table).toBeNull();
  });
});
