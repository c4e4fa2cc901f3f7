import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { EnvSource } from '../env.ts';

// Issue 9: the Stripe API as far as Crust calls it, in-process on 127.0.0.1, so the tests run the real
// `stripe` client (pointed here with STRIPE_API_HOST/PORT/PROTOCOL) without the internet. Like Stripe:
// form-encoded POSTs, a secret key required, and an Idempotency-Key answering its first answer again
// (or 400 when reused with other parameters). It records every call for the tests to assert, and can be
// slowed down or taken down (an outage answers before the request is handled, so nothing is remembered).

const SECRET_KEY = 'sk_test_fake_crust';
const PUBLISHABLE_KEY = 'pk_test_fake_crust';
const WEBHOOK_SECRET = 'whsec_fake_crust';

type Params = Record<string, unknown>;
type Json = Record<string, unknown>;

export interface RecordedCall {
  method: string;
  path: string;
  idempotencyKey: string | null;
  params: Params;
}

export interface FakeCard {
  brand: string;
  last4: string;
}

export interface FakeStripe {
  /** The app's environment for Stripe against this fake. */
  env: EnvSource;
  webhookSecret: string;
  publishableKey: string;
  /** Every API call received, in order (the client's retries included). */
  calls: RecordedCall[];
  /** A PaymentIntent as the API answers it now; throws when there is none. */
  paymentIntent(id: string): Stripe.PaymentIntent;
  /** The diner pays with Stripe's Payment Element: the PaymentIntent succeeds with a charge on `card`. */
  succeed(id: string, card?: FakeCard): { intent: Stripe.PaymentIntent; charge: Stripe.Charge };
  /** Cents given back so far on the PaymentIntent's charge (0 without one). */
  refunded(id: string): number;
  /** The diner's card is declined: the PaymentIntent waits for another, with the decline as its last error. */
  decline(id: string, error: { code: string; message: string }): Stripe.PaymentIntent;
  /** Every answer waits this long from now on (0: at once), as a slow Stripe would; the call is recorded on arrival. */
  setDelay(ms: number): void;
  /** Every call is answered with this status and an api_error from now on (null: served again), as during an outage of Stripe's. */
  setOutage(status: number | null): void;
  /** A webhook delivery as Stripe sends it: the event's JSON and its Stripe-Signature, made with the library's own test helper. */
  webhook(type: string, object: object, secret?: string): { id: string; payload: string; headers: Record<string, string> };
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** `a[b][c]=v` form fields as nested objects, as Stripe reads them. */
function parseForm(body: string): Params {
  const params: Params = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter(Boolean);
    let target = params;
    for (const part of path.slice(0, -1)) target = (target[part] ??= {}) as Params;
    target[path.at(-1)!] = value;
  }
  return params;
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(String(body.message));
  }
}
const invalidRequest = (code: string, message: string, extra: Json = {}) => new ApiError(400, { type: 'invalid_request_error', code, message, ...extra });
const missing = (kind: string, which: string) =>
  new ApiError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${which}'` });

export async function startFakeStripe(): Promise<FakeStripe> {
  const calls: RecordedCall[] = [];
  const intents = new Map<string, Json>();
  const charges = new Map<string, Json>();
  const answered = new Map<string, { params: string; status: number; body: Json }>();
  let delayMs = 0;
  let outage: number | null = null;

  const intentOf = (intentId: string) => {
    const intent = intents.get(intentId);
    if (!intent) throw missing('payment_intent', intentId);
    return intent;
  };

  function createIntent(params: Params): Json {
    const amount = Number(params.amount);
    if (!Number.isInteger(amount) || amount < 1) throw invalidRequest('parameter_invalid_integer', 'Invalid integer: amount', { param: 'amount' });
    if (typeof params.currency !== 'string') throw invalidRequest('parameter_missing', 'Missing required param: currency.', { param: 'currency' });
    const intentId = id('pi');
    const intent: Json = {
      id: intentId,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: params.currency,
      status: 'requires_payment_method',
      client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
      metadata: params.metadata ?? {},
      automatic_payment_methods: params.automatic_payment_methods ? { enabled: (params.automatic_payment_methods as Params).enabled === 'true' } : null,
      latest_charge: null,
      last_payment_error: null,
      livemode: false,
      created: Math.floor(Date.now() / 1000),
    };
    intents.set(intentId, intent);
    return intent;
  }

  function cancelIntent(intentId: string): Json {
    const intent = intentOf(intentId);
    if (intent.status === 'succeeded' || intent.status === 'canceled')
      throw invalidRequest('payment_intent_unexpected_state', `You cannot cancel this PaymentIntent because it has a status of ${String(intent.status)}.`, {
        payment_intent: intent,
      });
    intent.status = 'canceled';
    return intent;
  }

  function createRefund(params: Params): Json {
    const intent = intentOf(String(params.payment_intent));
    const charge = intent.latest_charge ? charges.get(String(intent.latest_charge)) : undefined;
    if (intent.status !== 'succeeded' || !charge)
      throw invalidRequest('payment_intent_unexpected_state', 'This PaymentIntent does not have a successful charge to refund.');
    const left = Number(charge.amount) - Number(charge.amount_refunded);
    const amount = params.amount === undefined ? left : Number(params.amount);
    if (amount > left) throw invalidRequest('amount_too_large', `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`);
    charge.amount_refunded = Number(charge.amount_refunded) + amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    return { id: id('re'), object: 'refund', amount, currency: intent.currency, payment_intent: intent.id, charge: charge.id, status: 'succeeded' };
  }

  function route(method: string, path: string, params: Params): Json {
    const intentPath = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path);
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(params);
    if (method === 'GET' && intentPath && !intentPath[2]) return intentOf(intentPath[1]!);
    if (method === 'POST' && intentPath?.[2]) return cancelIntent(intentPath[1]!);
    if (method === 'POST' && path === '/v1/refunds') return createRefund(params);
    throw new ApiError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
  }

  function answer(request: IncomingMessage, body: string): { status: number; body: Json } {
    const method = request.method ?? 'GET';
    const path = (request.url ?? '/').split('?')[0]!;
    const key = request.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' ? key : null;
    const params = parseForm(body);
    calls.push({ method, path, idempotencyKey, params });
    if (outage !== null) return { status: outage, body: { error: { type: 'api_error', message: 'Stripe is unavailable (an outage of the fake).' } } };
    if (request.headers.authorization !== `Bearer ${SECRET_KEY}`)
      return { status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } } };
    const signature = `${method} ${path} ${JSON.stringify(params)}`;
    const earlier = idempotencyKey && method === 'POST' ? answered.get(idempotencyKey) : undefined;
    if (earlier) {
      if (earlier.params === signature) return earlier;
      const message = 'Keys for idempotent requests can only be used with the same parameters they were first used with.';
      return { status: 400, body: { error: { type: 'idempotency_error', message } } };
    }
    let result: { status: number; body: Json };
    try {
      result = { status: 200, body: structuredClone(route(method, path, params)) };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      result = { status: error.status, body: { error: error.body } };
    }
    if (idempotencyKey && method === 'POST') answered.set(idempotencyKey, { params: signature, ...result });
    return result;
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const { status, body } = answer(request, Buffer.concat(chunks).toString('utf8'));
      setTimeout(() => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
        response.end(JSON.stringify(body));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    env: {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: 'http',
    },
    webhookSecret: WEBHOOK_SECRET,
    publishableKey: PUBLISHABLE_KEY,
    calls,
    paymentIntent: (intentId) => structuredClone(intentOf(intentId)) as unknown as Stripe.PaymentIntent,
    succeed(intentId, card = { brand: 'visa', last4: '4242' }) {
      const intent = intentOf(intentId);
      const charge: Json = {
        id: id('ch'),
        object: 'charge',
        amount: intent.amount,
        amount_refunded: 0,
        refunded: false,
        currency: intent.currency,
        payment_intent: intent.id,
        status: 'succeeded',
        payment_method_details: { type: 'card', card: { brand: card.brand, last4: card.last4 } },
      };
      charges.set(String(charge.id), charge);
      Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, latest_charge: charge.id, last_payment_error: null });
      return { intent: structuredClone(intent) as unknown as Stripe.PaymentIntent, charge: structuredClone(charge) as unknown as Stripe.Charge };
    },
    refunded(intentId) {
      const charge = charges.get(String(intentOf(intentId).latest_charge));
      return charge ? Number(charge.amount_refunded) : 0;
    },
    decline(intentId, error) {
      const intent = intentOf(intentId);
      Object.assign(intent, { status: 'requires_payment_method', last_payment_error: { type: 'card_error', ...error } });
      return structuredClone(intent) as unknown as Stripe.PaymentIntent;
    },
    setDelay(ms) {
      delayMs = ms;
    },
    setOutage(status) {
      outage = status;
    },
    webhook(type, object, secret = WEBHOOK_SECRET) {
      const eventId = id('evt');
      const event = {
        id: eventId,
        object: 'event',
        type,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        api_version: Stripe.API_VERSION,
        data: { object },
      };
      const payload = JSON.stringify(event);
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
      return { id: eventId, payload, headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature } };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // The client keeps its connections alive: without this, closing waits for them to time out.
        server.closeAllConnections();
      }),
  };
}
