import autocannon from 'autocannon';
import type { LoadFigures, LoadOptions } from './types.ts';

/** autocannon with the bench's fixed shape: 10 connections, 8 s, one URL. */
export async function load(url: string, options: LoadOptions = {}): Promise<LoadFigures> {
  const result = await autocannon({ url, connections: 10, duration: options.duration ?? 8, headers: options.headers });
  return {
    reqPerSec: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    bytesPerReq: result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : 0,
  };
}
