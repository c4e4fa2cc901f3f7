/** The demo seed's staff (owner@crust.test, manager@crust.test, crew@crust.test) share one password. */
const DEMO_TENANT = 64;
const DEMO_PASSWORD = 'crust-demo-2026';

/** A demo staff member's console token. */
export async function staffToken(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/console/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tenant_id: DEMO_TENANT, email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Signing ${email} in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}
