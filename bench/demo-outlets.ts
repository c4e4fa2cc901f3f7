// The demo tenant's outlets, as the storefront lists them: what the bench's page and API loads pick from.

/** The ids of the demo tenant's active outlets, the first as the storefront would pick it. */
export async function activeOutlets(baseUrl: string): Promise<number[]> {
  const response = await fetch(`${baseUrl}/api/restaurants-with-images`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tenant_id: 64, status: 1 }),
  });
  const { data } = (await response.json()) as { data: { restaurant: { id: number } }[] };
  if (data.length === 0) throw new Error('The demo tenant has no active outlet');
  return data.map((outlet) => outlet.restaurant.id);
}

export const firstActiveOutlet = async (baseUrl: string): Promise<number> => (await activeOutlets(baseUrl))[0]!;
