import type { ConsoleGiftCardDetail } from '@crust/contract/console-gift-cards';
import { jsonResponse, stubFetch } from '@/testing/test-utils';
import { giftCard, giftCardReport, ledgerEntry } from './gift-card-fixture';

export type Call = { method: string; path: string; query: URLSearchParams; body: Record<string, unknown> | undefined; authorization: string | null };

/**
 * The console's gift-card API as the contract has it, over one card held in memory: each change
 * writes its ledger row and moves the balance as the server does. `answer` may take a call over (a
 * refusal); the calls made are recorded.
 */
export function serveGiftCards(answer: (call: Call) => Response | undefined = () => undefined, initial: ConsoleGiftCardDetail = giftCard()) {
  const calls: Call[] = [];
  let card = initial;
  const staffRow = (kind: 'adjust' | 'void' | 'issue', amount: number, reason: unknown) =>
    ledgerEntry({
      id: card.ledger.length + 1,
      kind,
      amount,
      balance_after: card.balance + amount,
      actor: 'staff',
      staff_name: 'Morgan Manager',
      reason: String(reason),
      created_at: '2026-03-07T01:00:00.000Z',
    });

  stubFetch((url, init) => {
    const call: Call = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined,
      authorization: new Headers(init.headers).get('Authorization'),
    };
    calls.push(call);
    const taken = answer(call);
    if (taken) return taken;
    const { method, path, body } = call;
    if (method === 'GET' && path === '/api/console/gift-cards') {
      const search = url.searchParams.get('search') ?? '';
      const matches = card.code_last4 === search.toUpperCase() || card.recipient_email?.includes(search) || card.purchaser_email?.includes(search);
      const { ledger: _ledger, ...listed } = card;
      return jsonResponse(200, { data: { cards: matches ? [listed] : [] } });
    }
    if (method === 'GET' && path === `/api/console/gift-cards/${card.id}`) return jsonResponse(200, { data: card });
    if (method === 'POST' && path === '/api/console/gift-cards') {
      const amount = Number(body?.amount);
      const email = (body?.recipient_email as string | undefined) ?? null;
      const issued = giftCard({
        id: 21,
        code_last4: 'K7QZ',
        balance: amount,
        initial_amount: amount,
        recipient_name: (body?.recipient_name as string | undefined) ?? null,
        recipient_email: email,
        purchaser_email: null,
        ledger: [],
      });
      card = {
        ...issued,
        ledger: [ledgerEntry({ amount, balance_after: amount, actor: 'staff', staff_name: 'Morgan Manager', reason: String(body?.reason) })],
      };
      return jsonResponse(201, { data: { ...card, ...(email === null && { code: 'Q9XDB4HNP3RAK7QZ' }) } });
    }
    if (method === 'POST' && path === `/api/console/gift-cards/${card.id}/adjust`) {
      const row = staffRow('adjust', Number(body?.delta), body?.reason);
      card = { ...card, balance: row.balance_after, ledger: [...card.ledger, row] };
      return jsonResponse(200, { data: card });
    }
    if (method === 'POST' && path === `/api/console/gift-cards/${card.id}/void`) {
      const row = staffRow('void', -card.balance, body?.reason);
      card = { ...card, status: 'void', balance: 0, ledger: [...card.ledger, row] };
      return jsonResponse(200, { data: card });
    }
    if (method === 'GET' && path === '/api/console/reports/gift-cards')
      return jsonResponse(200, { data: giftCardReport({ from: url.searchParams.get('from')!, to: url.searchParams.get('to')! }) });
    if (method === 'GET' && path === '/api/console/reports/gift-cards.csv')
      return new Response('outlet,sold_count\nCrust Surry Hills,2\n', { status: 200, headers: { 'Content-Type': 'text/csv' } });
    throw new Error(`Unexpected call: ${method} ${path}`);
  });
  return calls;
}

export const writes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');
