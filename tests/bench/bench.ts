/**
 * Size and speed budgets (`npm run bench`; not part of the tests). Builds the portal, starts the reference server
 * and a bare Fastify anchor, each in its own process, runs the measurement modules in turn and prints every figure
 * beside the anchor measured in the same run; writes the raw figures to tests/bench/out/latest.json.
 *
 * `npm run bench -- server public` runs only the named modules (names in `modules` below).
 */
import { execSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformCredential } from '../../app/domain/credentials.ts';
import { startHttp2Proxy, type Http2Proxy } from './http2Proxy.ts';
import { buildReactAlone } from './librarySize.ts';
import { lighthouseAnonymous, LoggedInBrowser } from './lighthouse.ts';
import { load, loadSideBySide } from './load.ts';
import { libraryModule } from './modules/library.ts';
import { loggedInPagesModule } from './modules/loggedInPages.ts';
import { loginFloodModule } from './modules/loginFlood.ts';
import { pageWeightModule } from './modules/pageWeight.ts';
import { publicPagesModule } from './modules/publicPages.ts';
import { serverModule } from './modules/server.ts';
import { slowBodiesModule } from './modules/slowBodies.ts';
import { storeModule } from './modules/store.ts';
import { startProcess, stopProcess } from './processes.ts';
import { printReport } from './report.ts';
import type { BenchContext, BenchModule, BenchRow, LoadFigures, LighthouseFigures } from './types.ts';

/**
 * Every measurement, in the order it runs. A new module is one import and one entry here. The login flood runs
 * before any browser is open: the logged-in profile stays open until the end, and its page's timers and animations
 * take CPU from the reads the flood measures.
 */
const modules: BenchModule[] = [
  serverModule,
  loginFloodModule,
  slowBodiesModule,
  publicPagesModule,
  loggedInPagesModule,
  libraryModule,
  storeModule,
];

/** Run only when named: `weight` repeats the sizes `public` measures, without its Lighthouse runs. */
const onRequest: BenchModule[] = [pageWeightModule];

/** `BENCH_PORT=4000` moves the four ports (4000–4003), e.g. when another bench runs on the same machine. */
const firstPort = Number(process.env.BENCH_PORT ?? 3151);
const ports = { anchor: firstPort, server: firstPort + 1, debugging: firstPort + 2, deployed: firstPort + 3 };
const DEMO = { documento: '41234567', password: 'Beneficio#2026' };

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const outDir = path.join(here, 'out');

/** The commit the figures belong to ('unknown' outside a git checkout). */
function git(args: string): string {
  try {
    return execSync(`git ${args}`, { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}

/** A module that threw: a failed budget of its own, so the run exits 1, printed with the rest. */
function failedModuleRow(name: string, error: unknown): BenchRow {
  const message = (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 200);
  return {
    section: 'Modules that could not measure',
    what: name,
    ours: message,
    figures: { error: message },
    budgets: [{ name: `module ${name} measures`, ok: false, actual: message }],
  };
}

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= make());
}

async function loginToken(baseUrl: string): Promise<string> {
  const captcha = (await (await fetch(`${baseUrl}/api/captcha/token?action=submit`)).json()) as { token: string };
  const answer = await fetch(`${baseUrl}/api/Login/IniciarSession`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ip: '127.0.0.1',
      usuario: DEMO.documento,
      password: await transformCredential(DEMO.password, captcha.token),
      tokenCaptcha: captcha.token,
      tipo: 1,
    }),
  });
  const body = (await answer.json()) as { codigo: number; mensaje: string; data: { token: string } | null };
  if (body.codigo !== 0 || !body.data) throw new Error(`Demo login refused: ${body.mensaje}`);
  return body.data.token;
}

async function main() {
  const chosen = process.argv.slice(2);
  const selected = chosen.length ? [...modules, ...onRequest].filter((m) => chosen.includes(m.name)) : modules;
  if (selected.length === 0)
    throw new Error(
      `No module named ${chosen.join(', ')}; modules: ${[...modules, ...onRequest].map((m) => m.name).join(', ')}`,
    );

  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'beneficios-bench-'));
  // Its own build directory, so the bench never races a build in dist/; inside the project (git-ignored), where the
  // build's prerender finds the project's dependencies.
  const buildDir = path.join(root, 'tests/bench/out/portal');
  const distDir = path.join(buildDir, 'client');
  const reactFloorDir = path.join(work, 'react-floor');
  execSync('npx react-router build', {
    cwd: root,
    env: { ...process.env, BUILD_DIR: buildDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

  const children: ChildProcess[] = [];
  let loggedIn: LoggedInBrowser | undefined;
  let proxy: Http2Proxy | undefined;
  try {
    const anchorUrl = `http://127.0.0.1:${ports.anchor}`;
    const baseUrl = `http://127.0.0.1:${ports.server}`;
    children.push(
      await startProcess(
        process.execPath,
        [path.join(here, 'anchor-server.mjs')],
        { PORT: String(ports.anchor), REACT_FLOOR_DIR: reactFloorDir },
        `${anchorUrl}/hello`,
      ),
    );
    // The reference server as `npm start` runs it (its default log level), on a fresh database.
    children.push(
      await startProcess(
        path.join(root, 'node_modules/.bin/tsx'),
        [path.join(root, 'server/main.ts')],
        { PORT: String(ports.server), HOST: '127.0.0.1', DATA_DIR: path.join(work, 'data'), STATIC_DIR: distDir },
        `${baseUrl}/health`,
      ),
    );

    const ctx: BenchContext = {
      baseUrl,
      anchorUrl,
      distDir,
      load,
      loadBesideAnchor: (url, anchorPath, options) => loadSideBySide(url, anchorUrl + anchorPath, options),
      anchorHello: once<LoadFigures>(() => load(`${anchorUrl}/hello`)),
      bearerToken: once(() => loginToken(baseUrl)),
      lighthouse: lighthouseAnonymous,
      anchorPage: once<LighthouseFigures>(() => lighthouseAnonymous(`${anchorUrl}/page`)),
      reactFloor: once(async () => {
        const jsKbGz = await buildReactAlone(reactFloorDir);
        // The anchor compresses the new script on its first request: here, not in a measured visit.
        await fetch(`${anchorUrl}/react`);
        return { jsKbGz, url: `${anchorUrl}/react` };
      }),
      loggedInBrowser: once(async () => (loggedIn = await LoggedInBrowser.open(baseUrl, ports.debugging, DEMO))),
      deployedOrigin: once(async () => (proxy = await startHttp2Proxy(ports.deployed, ports.server)).origin),
    };

    const rows: BenchRow[] = [];
    for (const module of selected) {
      process.stderr.write(`Measuring: ${module.name}\n`);
      try {
        rows.push(...(await module.run(ctx)));
      } catch (error) {
        // One module that cannot measure (a tool missing, a page that changed) leaves the others' figures standing.
        rows.push(failedModuleRow(module.name, error));
      }
    }

    const report = {
      date: new Date().toISOString(),
      commit: git('rev-parse --short HEAD'),
      dirty: git('status --porcelain') !== '',
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
      modules: selected.map((m) => m.name),
      rows,
    };
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(path.join(outDir, 'latest.json'), JSON.stringify(report, null, 2) + '\n');
    const allOk = printReport(rows);
    console.log(`\nJSON report: ${path.relative(root, path.join(outDir, 'latest.json'))}`);
    process.exitCode = allOk ? 0 : 1;
  } finally {
    await loggedIn?.close();
    await proxy?.close();
    for (const child of children) await stopProcess(child);
    fs.rmSync(work, { recursive: true, force: true });
  }
}

await main();
