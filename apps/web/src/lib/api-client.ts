import type { ApiError } from '@crust/contract/errors';
import { env } from './env';

/** Spec §8: a 502 on any call flags the server as down with exactly this message. */
export const SERVER_DOWN_MESSAGE = 'Resource not found (404)';

type ApiClientConfig = {
  /** The bearer token to send, or null for none (spec §6: user token, else guest token). */
  getToken: () => string | null;
  onServerDown: (message: string) => void;
  /** A 401 answered a request sent with `token`: the session behind it has ended or expired. */
  onUnauthorized?: (token: string) => void;
};

// lib knows nothing of stores (decision 001): the app layer supplies these at start-up.
let config: ApiClientConfig = { getToken: () => null, onServerDown: () => {} };

export function configureApiClient(next: Partial<ApiClientConfig>): void {
  config = { ...config, ...next };
}

/** What an error may carry beside its code and message (the contract's apiErrorSchema names each). */
export type ApiErrorExtras = Omit<ApiError['error'], 'code' | 'message'>;

export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extras: ApiErrorExtras = {},
  ) {
    super(message);
  }
}

type QueryValue = string | number | boolean | null | undefined;

// Responses are typed by the contract, not re-validated: the server serialises every answer through
// the contract's schemas, and zod stays out of the browser's first load (decision 001).
export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Headers of this call alone, e.g. an order's Idempotency-Key (issue 9). */
  headers?: Record<string, string>;
  /**
   * The bearer token of this call alone, null for none: the console's staff token (issue 10). A 401
   * still reaches onUnauthorized with it, which ends only the session that token belongs to.
   */
  token?: string | null;
};

function buildUrl(path: string, query: Record<string, QueryValue> | undefined): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(name, String(value));
  }
  const search = params.toString();
  return `${env.apiBaseUrl}${path}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toError(status: number, body: unknown): ApiRequestError {
  const error = (body as Partial<ApiError> | undefined)?.error;
  if (typeof error?.code === 'string' && typeof error.message === 'string') {
    const extras = typeof error.signup_token === 'string' ? { signup_token: error.signup_token } : {};
    return new ApiRequestError(status, error.code, error.message, extras);
  }
  return new ApiRequestError(status, 'http_error', `Request failed with status ${status}`);
}

function headersFor(token: string | null, accept: string): Record<string, string> {
  const headers: Record<string, string> = { Accept: accept };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

function failure(response: Response, payload: unknown, token: string | null): ApiRequestError {
  // Spec §8: the global flag is set, and the caller still sees the failure.
  if (response.status === 502) config.onServerDown(SERVER_DOWN_MESSAGE);
  if (response.status === 401 && token) config.onUnauthorized?.(token);
  return toError(response.status, payload);
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, token = config.getToken() } = options;
  const headers = { ...headersFor(token, 'application/json'), ...options.headers };
  // A FormData body (a photo upload, issue 19) goes as multipart/form-data: the browser writes that header with its boundary.
  const form = body instanceof FormData;
  if (body !== undefined && !form) headers['Content-Type'] = 'application/json';

  const response = await fetch(buildUrl(path, query), {
    method,
    headers,
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    signal,
  });
  const payload = await readBody(response);

  if (!response.ok) throw failure(response, payload, token);
  return payload as T;
}

/**
 * A GET whose answer is read as it arrives (Server-Sent Events), with the same bearer header (or
 * `token`, as in apiRequest's options) and failures as apiRequest: EventSource cannot send an
 * Authorization header (issue 9).
 */
export async function apiStream(path: string, signal: AbortSignal, token = config.getToken()): Promise<ReadableStream<Uint8Array>> {
  const response = await fetch(buildUrl(path, undefined), { headers: headersFor(token, 'text/event-stream'), signal });
  if (!response.ok) throw failure(response, await readBody(response), token);
  if (!response.body) throw new ApiRequestError(response.status, 'http_error', 'The stream has no body');
  return response.body;
}
