import fs from 'node:fs';
import path from 'node:path';
import { check, loadText, thousands, valid } from '../format.ts';
import type { BenchModule, BenchRow, LoadFigures } from '../types.ts';

/** The portal's main JS chunk: the largest hashed script the home page names. */
function mainChunk(distDir: string): { url: string; bytes: number } {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const scripts = [...new Set(html.match(/\/assets\/[^"\s]+\.js/g))];
  const sized = scripts.map((url) => ({ url, bytes: fs.statSync(path.join(distDir, url)).size }));
  const largest = sized.sort((a, b) => b.bytes - a.bytes)[0];
  if (!largest) throw new Error('index.html loads no script from /assets/');
  return largest;
}

/** Throughput of the reference server beside a bare Fastify's `GET /hello`, in the same run. */
export const serverModule: BenchModule = {
  name: 'server',
  async run(ctx) {
    const anchor = await ctx.anchorHello();
    const token = await ctx.bearerToken();
    const chunk = mainChunk(ctx.distDir);
    // A budgeted row carries the anchor measured beside it (alternating with it), the others the run's first anchor.
    const row = (
      what: string,
      f: LoadFigures,
      budgets: BenchRow['budgets'] = [],
      beside: LoadFigures = anchor,
    ): BenchRow => ({
      section: 'Server (autocannon, 10 connections, 8 s)',
      what,
      ours: loadText(f),
      anchor: loadText(beside) + (beside === anchor ? '' : ' (alternating)'),
      ratio: f.reqPerSec / beside.reqPerSec,
      ratioKind: 'share',
      figures: { ...f, anchorReqPerSec: beside.reqPerSec, anchorP99Ms: beside.p99Ms },
      budgets: valid(f)
        ? budgets
        : [...budgets, check(`${what}: every response 2xx`, false, `${f.non2xx} non-2xx, ${f.errors} errors`)],
    });
    const share = (f: LoadFigures, beside: LoadFigures) =>
      `${Math.round((100 * f.reqPerSec) / beside.reqPerSec)} % of bare`;

    const rows: BenchRow[] = [
      {
        section: 'Server (autocannon, 10 connections, 8 s)',
        what: 'Bare Fastify GET /hello (anchor)',
        ours: loadText(anchor),
        figures: { ...anchor },
      },
    ];
    rows.push(row('GET /health', await ctx.load(`${ctx.baseUrl}/health`)));

    // The anchor gets the same request headers as ours.
    const auth = { headers: { authorization: `Bearer ${token}` } };
    const { ours: read, anchor: readAnchor } = await ctx.loadBesideAnchor(
      `${ctx.baseUrl}/api/Login/obtenerSession`,
      '/hello',
      auth,
    );
    rows.push(
      row(
        'Authenticated read obtenerSession',
        read,
        [
          check(
            'Authenticated read ≥ 50 % of bare Fastify',
            read.reqPerSec >= 0.5 * readAnchor.reqPerSec,
            share(read, readAnchor),
          ),
          check('Authenticated read p99 ≤ 10 ms', read.p99Ms <= 10, `${read.p99Ms} ms`),
        ],
        readAnchor,
      ),
    );

    const kb = Math.round(chunk.bytes / 1024);
    const { ours: br, anchor: brAnchor } = await ctx.loadBesideAnchor(ctx.baseUrl + chunk.url, '/hello', {
      headers: { 'accept-encoding': 'br' },
    });
    rows.push(
      row(
        `Main JS chunk (${kb} KB), br requested`,
        br,
        [
          check(
            'Hashed JS asset with br ≥ 20 % of bare Fastify',
            br.reqPerSec >= 0.2 * brAnchor.reqPerSec,
            share(br, brAnchor),
          ),
        ],
        brAnchor,
      ),
    );
    rows[rows.length - 1]!.ours += `, ${thousands(br.bytesPerReq)} B/response`;
    const gzip = await ctx.load(ctx.baseUrl + chunk.url, { headers: { 'accept-encoding': 'gzip' } });
    rows.push(row(`Main JS chunk (${kb} KB), gzip requested`, gzip));
    rows[rows.length - 1]!.ours += `, ${thousands(gzip.bytesPerReq)} B/response`;
    const identity = await ctx.load(ctx.baseUrl + chunk.url, { headers: { 'accept-encoding': 'identity' } });
    rows.push(row(`Main JS chunk (${kb} KB), no compression`, identity));
    return rows;
  },
};
