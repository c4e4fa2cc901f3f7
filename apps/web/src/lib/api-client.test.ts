import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/testing/test-utils';
import { ApiRequestError, apiRequest, configureApiClient, SERVER_DOWN_MESSAGE } from './api-client';

const onServerDown = vi.fn();

beforeEach(() => {
  onServerDown.mockReset();
  configureApiClient({ getToken: () => null, onServerDown });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('sends JSON to the API base with the query string and parses the JSON answer', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { data: [1, 2] }));
    const result = await apiRequest('/things', {
      method: 'POST',
      body: { tenant_id: 64 },
      query: { a: 1, b: undefined },
    });

    expect(result).toEqual({ data: [1, 2] });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/things?a=1');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"tenant_id":64}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('sends the bearer token the getter gives, and no header without one', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, {}));
    configureApiClient({ getToken: () => 'token-1' });
    await apiRequest('/a');
    configureApiClient({ getToken: () => null });
    await apiRequest('/b');

    const headerOf = (call: number) => new Headers(fetchMock.mock.calls[call]?.[1]?.headers).get('Authorization');
    expect(headerOf(0)).toBe('Bearer token-1');
    expect(headerOf(1)).toBeNull();
  });

  it("sends a call's own headers beside the usual ones (issue 9: an order's Idempotency-Key)", async () => {
    const fetchMock = stubFetch(() => jsonResponse(201, {}));
    configureApiClient({ getToken: () => 'token-1' });
    await apiRequest('/v2/orders', { method: 'POST', body: {}, headers: { 'Idempotency-Key': 'key-12345678' } });

    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Idempotency-Key')).toBe('key-12345678');
    expect(headers.get('Authorization')).toBe('Bearer token-1');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('sends a FormData body as it is, leaving the multipart Content-Type (and its boundary) to the browser (issue 19: uploads)', async () => {
    const fetchMock = stubFetch(() => jsonResponse(201, {}));
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/jpeg' }), 'photo.jpg');
    await apiRequest('/console/images', { method: 'POST', body: form });

    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).get('Content-Type')).toBeNull();
  });

  it('throws an ApiRequestError carrying the status, code and message of the error shape', async () => {
    stubFetch(() => jsonResponse(404, { error: { code: 'not_found', message: 'Restaurant not found' } }));
    const error = await apiRequest('/missing').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: 'Restaurant not found' });
    expect(onServerDown).not.toHaveBeenCalled();
  });

  it('gives a generic error when the body is not the error shape', async () => {
    stubFetch(() => new Response('oops', { status: 500 }));
    await expect(apiRequest('/broken')).rejects.toMatchObject({ status: 500, code: 'http_error' });
  });

  it("HTTP 502 on any call flags the server as down with 'Resource not found (404)' and still rejects", async () => {
    stubFetch(() => new Response('Bad gateway', { status: 502 }));

    await expect(apiRequest('/anything', { method: 'DELETE' })).rejects.toMatchObject({ status: 502 });
    expect(SERVER_DOWN_MESSAGE).toBe('Resource not found (404)');
    expect(onServerDown).toHaveBeenCalledExactlyOnceWith('Resource not found (404)');
  });
});
