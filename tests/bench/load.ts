import autocannon from 'autocannon';
import type { LoadFigures, LoadOptions } from './types.ts';

/**
 * autocannon appends every body chunk to a string (`body += chunk`) even when nothing checks the body: decoding a
 * compressed (binary) body as UTF-8 cost the client more than the server spent answering, so a brotli asset measured
 * the load generator (a bare Fastify sending the same 35 KB of brotli managed 1,400 req/s, the same length of ASCII
 * 11,000). The bench never reads bodies: each client keeps byte counts only.
 */
function countBytesOnly(client: { pipelinedRequests: { addBody: (data: Buffer) => void } }): void {
  client.pipelinedRequests.addBody = () => {};
}

/** autocannon with the bench's fixed shape: 10 connections, 8 s, one URL. */
export async function load(url: string, options: LoadOptions = {}): Promise<LoadFigures> {
  const result = await autocannon({
    url,
    connections: 10,
    duration: options.duration ?? 8,
    headers: options.headers,
    setupClient: countBytesOnly,
  });
  return {
    reqPerSec: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    bytesPerReq: result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : 0,
  };
}
