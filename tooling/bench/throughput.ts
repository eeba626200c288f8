// A bounded loopback load on one page of the host server: requests per second and p99 latency.
import autocannon from 'autocannon';

export interface Throughput {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export async function measureThroughput(url: string, { seconds = 10, connections = 20 } = {}): Promise<Throughput> {
  if (!/^http:\/\/127\.0\.0\.1:/.test(url)) throw new Error('Load is only ever sent to loopback');
  const result = await autocannon({ url, duration: seconds, connections, headers: { 'accept-encoding': 'gzip' } });
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
}
