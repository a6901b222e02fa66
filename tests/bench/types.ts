import type { LoggedInBrowser } from './lighthouse.ts';

/**
 * The bench is a small runner (bench.ts) that calls measurement modules in turn. A module gets the running
 * servers through `BenchContext` and returns rows; the runner prints them side by side with the anchor and
 * writes every raw figure to the JSON report.
 */

/** Throughput of one endpoint under load (autocannon). */
export interface LoadFigures {
  reqPerSec: number;
  p99Ms: number;
  /** Responses that were not 2xx, and socket errors: a figure with either is not a valid measurement. */
  non2xx: number;
  errors: number;
  /** Mean bytes per response, headers included. */
  bytesPerReq: number;
}

export interface LoadOptions {
  headers?: Record<string, string>;
  /** Seconds; default 8. */
  duration?: number;
}

/** Lighthouse mobile (Slow 4G, 4× CPU): each figure the median of three runs. */
export interface PageFigures {
  jsKbGz: number;
  cssKbGz: number;
  htmlKbGz: number;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export type LighthouseFigures = Omit<PageFigures, 'jsKbGz' | 'cssKbGz' | 'htmlKbGz'>;

export interface BudgetCheck {
  name: string;
  ok: boolean;
  /** What was measured, for the report ("1,234 ms", "62 %"). */
  actual: string;
}

export interface BenchRow {
  /** Section heading the row is printed under ("Server", "Public pages", …). */
  section: string;
  what: string;
  /** Our figure, formatted for the table. */
  ours: string;
  /** The anchor's figure in the same run, formatted, when the row has one. */
  anchor?: string;
  /** ours / anchor: a share of its throughput (0.5 = half), or a multiple of its time (2 = twice as slow). */
  ratio?: number;
  ratioKind?: 'share' | 'times';
  /** Raw numbers for the JSON report. */
  figures: Record<string, unknown>;
  budgets?: BudgetCheck[];
}

export interface BenchContext {
  /** The reference server with the built portal, as `npm start` runs it. */
  baseUrl: string;
  /** A bare Fastify server on the same machine, in its own process like ours. */
  anchorUrl: string;
  /** The built portal the server serves. */
  distDir: string;
  /** Load one URL with autocannon (10 connections). */
  load(url: string, options?: LoadOptions): Promise<LoadFigures>;
  /** Load one URL and `anchorPath` on the anchor in alternation, so both meet the same machine (budgeted rows). */
  loadBesideAnchor(
    url: string,
    anchorPath: string,
    options?: LoadOptions,
  ): Promise<{ ours: LoadFigures; anchor: LoadFigures }>;
  /** The anchor's `GET /hello`, measured once per run and shared by every module. */
  anchorHello(): Promise<LoadFigures>;
  /** A bearer token for a demo customer (logged in through the API like the portal). */
  bearerToken(): Promise<string>;
  /** Lighthouse on a URL for an anonymous visitor (a fresh browser each run). */
  lighthouse(url: string): Promise<LighthouseFigures>;
  /** Lighthouse on the anchor's bare page, measured once per run and shared. */
  anchorPage(): Promise<LighthouseFigures>;
  /**
   * React and react-dom alone rendering a heading, built once per run: its scripts' KB gz, and its page on the
   * anchor (`<anchorUrl>/react`, the frame in the HTML and the heading rendered by React).
   */
  reactFloor(): Promise<{ jsKbGz: number; url: string }>;
  /** A browser in which the demo customer has logged in through /inicia (opened once, closed by the runner). */
  loggedInBrowser(): Promise<LoggedInBrowser>;
  /** The same server behind an HTTP/2 proxy that ends TLS, as deployed (http2Proxy.ts; started once). */
  deployedOrigin(): Promise<string>;
}

export interface BenchModule {
  name: string;
  run(ctx: BenchContext): Promise<BenchRow[]>;
}
