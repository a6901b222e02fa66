import { gzipSync } from 'node:zlib';
import type { BrowserContext } from 'playwright';
import type { BenchContext, BenchRow } from './types.ts';

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * What a phone downloads to show a page until the network settles: scripts and styles (each gzipped at level 9,
 * so the figure does not depend on the server's encoding) and the first HTML response.
 */
export async function transferSizes(context: BrowserContext, url: string) {
  const page = await context.newPage();
  const bodies: { type: string; size: number }[] = [];
  const reads: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    reads.push(
      response
        .body()
        .catch(() => Buffer.alloc(0))
        .then((body) => void bodies.push({ type, size: gzipSync(body, { level: 9 }).length })),
    );
  });
  const first = await page.goto(url, { waitUntil: 'networkidle' });
  const html = (await first?.body()) ?? Buffer.alloc(0);
  // Every body is read before the page closes: a late read would fail and count as nothing.
  await Promise.all(reads);
  await page.close();
  const sum = (type: string) => bodies.filter((b) => b.type === type).reduce((total, b) => total + b.size, 0);
  return { jsKbGz: kb(sum('script')), cssKbGz: kb(sum('stylesheet')), htmlKbGz: kb(gzipSync(html).length) };
}

/** A row with React's own floor, printed above a section's pages so each page's first JavaScript reads beside it. */
export async function reactFloorRow(section: string, ctx: BenchContext): Promise<BenchRow> {
  const { jsKbGz } = await ctx.reactFloor();
  return {
    section,
    what: 'React and react-dom alone, rendering a heading (the floor)',
    ours: `${jsKbGz} KB gz JS`,
    figures: { jsKbGz },
  };
}
