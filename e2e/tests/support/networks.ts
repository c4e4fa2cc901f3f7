import { request as httpRequest } from 'node:http';
import { expect } from '@playwright/test';
import { TENANT_ID } from './outlets.ts';

/**
 * A JSON POST to the server from another client address of the loopback network (127.0.0.2,
 * 127.0.0.3 …): the server sees each as a network of its own, as it would a botnet's machines
 * (issue 17). The browser and Playwright's request context come from 127.0.0.1.
 */
export function postFrom(baseURL: string, localAddress: string, path: string, body: object): Promise<{ status: number; body: string }> {
  const url = new URL(path, baseURL);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', localAddress, headers: { 'content-type': 'application/json' } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    call.on('error', reject);
    call.end(payload);
  });
}

/** LOGIN_ATTACK_IPS (5 by default) networks each fail once to sign in as `email`: the account is under attack. */
export async function attackFromManyNetworks(baseURL: string, path: '/api/v2/auth/login' | '/api/console/auth/sign-in', email: string): Promise<void> {
  for (const host of [21, 22, 23, 24, 25]) {
    const answer = await postFrom(baseURL, `127.0.0.${host}`, path, { tenant_id: TENANT_ID, email, password: 'a guess from a botnet' });
    expect(answer.status, answer.body).toBe(401);
  }
}
