// API throughput with autocannon, reported as a ratio to /api/health measured in the same run.
import autocannon from 'autocannon';

export interface LoadTarget {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
}

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export async function measure(baseUrl: string, target: LoadTarget, connections: number, seconds: number): Promise<LoadResult> {
  const result = await autocannon({
    url: `${baseUrl}${target.path}`,
    method: target.method ?? 'GET',
    connections,
    duration: seconds,
    headers: { 'content-type': 'application/json' },
    body: target.body === undefined ? undefined : JSON.stringify(target.body),
  });
  return {
    name: target.name,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
