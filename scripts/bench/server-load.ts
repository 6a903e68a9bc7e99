import autocannon from 'autocannon';

export interface LoadResult {
  label: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

/** A bounded autocannon run on loopback: `connections` (default 10) for `seconds`. */
export async function measureEndpoint(label: string, options: autocannon.Options, seconds: number, connections = 10): Promise<LoadResult> {
  const result = await autocannon({ connections, duration: seconds, ...options });
  return {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
