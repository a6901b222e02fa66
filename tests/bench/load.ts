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

/**
 * Ours and the anchor in alternation, `rounds` times each for an equal share of `duration` (anchor first), so both meet
 * the same load from the rest of the machine: measured minutes apart on a shared machine, the same anchor moved
 * between 14,000 and 30,000 req/s within an hour. Throughput is the mean of the rounds, p99 the worst round's
 * (never better than one long run's), failures and bytes are summed over the rounds.
 */
export async function loadSideBySide(
  url: string,
  anchorUrl: string,
  options: LoadOptions = {},
  rounds = 2,
): Promise<{ ours: LoadFigures; anchor: LoadFigures }> {
  const duration = (options.duration ?? 8) / rounds;
  const ours: LoadFigures[] = [];
  const anchor: LoadFigures[] = [];
  for (let round = 0; round < rounds; round++) {
    anchor.push(await load(anchorUrl, { ...options, duration }));
    ours.push(await load(url, { ...options, duration }));
  }
  return { ours: combine(ours), anchor: combine(anchor) };
}

function combine(runs: LoadFigures[]): LoadFigures {
  const requests = runs.reduce((sum, f) => sum + f.reqPerSec, 0);
  return {
    reqPerSec: Math.round(requests / runs.length),
    p99Ms: Math.max(...runs.map((f) => f.p99Ms)),
    non2xx: runs.reduce((sum, f) => sum + f.non2xx, 0),
    errors: runs.reduce((sum, f) => sum + f.errors, 0),
    bytesPerReq:
      requests > 0 ? Math.round(runs.reduce((sum, f) => sum + f.bytesPerReq * f.reqPerSec, 0) / requests) : 0,
  };
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
