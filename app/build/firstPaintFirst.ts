import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CONSENT_KEY } from '../platform/consent.ts';
import { CONSENT_DECIDED_ATTRIBUTE, markConsentDecided } from '../platform/consentGate.ts';
import {
  deferredEntryArguments,
  ENTRY_META,
  loadEntryAfterFirstPaint,
  MODULES_META,
} from '../platform/deferredEntry.ts';
import { EARLY_TAP_SLOT, rememberEarlyTaps } from '../platform/earlyTap.ts';
import { ONCE_PER_TAB_ATTRIBUTE, openDialogsAsModal } from '../platform/modalDialogs.ts';
import { TYPEFACE_KEY, TYPEFACE_STYLE_ID, typefaceIfLoadedBefore } from '../platform/typeface.ts';
import { inlineScript } from './inlineScript.ts';

/**
 * What React Router writes into each prerendered page, as this step expects it. Should a new version write it
 * otherwise, the step fails the build (and tests/unit/build/firstPaintFirst.test.ts says where) instead of shipping a
 * page that paints late.
 */
export const FRAMEWORK_MARKUP = {
  stylesheet: /<link rel="stylesheet" href="(\/assets\/[^"#]+\.css)#?"\/>/g,
  modulePreload: /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"\/>/g,
  boot: /<script type="module" async="">([\s\S]*?)<\/script>/,
} as const;

const HEAD_SCRIPTS =
  `<script>${inlineScript(markConsentDecided, CONSENT_KEY, CONSENT_DECIDED_ATTRIBUTE)}</script>` +
  `<script>${inlineScript(rememberEarlyTaps, EARLY_TAP_SLOT)}</script>`;
/** After the typeface's <style>, which it may apply (app/platform/typeface.ts). */
const HEAD_END_SCRIPT = `<script>${inlineScript(typefaceIfLoadedBefore, TYPEFACE_KEY, TYPEFACE_STYLE_ID)}</script>`;
const BODY_SCRIPTS =
  `<script>${inlineScript(openDialogsAsModal, ONCE_PER_TAB_ATTRIBUTE)}</script>` +
  `<script>${inlineScript(loadEntryAfterFirstPaint, ...deferredEntryArguments)}</script>`;

/**
 * A page's stylesheets go inline: one round trip instead of several before the first paint. Each link stays, disabled
 * (never fetched), so the document React hydrates is the one it rendered.
 */
export function inlineStylesheets(html: string, readAsset: (href: string) => string): string {
  return html.replace(FRAMEWORK_MARKUP.stylesheet, (link: string, href: string) => {
    const css = readAsset(href).replace(/<\/style/gi, '<\\/style');
    return `<style>${css}</style>${link.replace('"/>', '" disabled=""/>')}`;
  });
}

/**
 * The page's boot module (React Router's inline module: the route modules, then the client entry) goes to a file of
 * its own, asked for after the first paint by the deferred-entry loader together with every module it preloads, so
 * a phone spends a slow line on the paint first. Its element stays, empty, where React expects it.
 */
export function deferBoot(html: string, writeAsset: (code: string) => string): string {
  const boot = FRAMEWORK_MARKUP.boot.exec(html);
  if (!boot) throw new Error('The page has no boot module to defer');
  const modules = [...html.matchAll(FRAMEWORK_MARKUP.modulePreload)].map((preload) => preload[1]!);
  const bootFile = writeAsset(boot[1]!);
  const metas =
    `<meta name="${ENTRY_META}" content="${bootFile}">` +
    (modules.length ? `<meta name="${MODULES_META}" content="${modules.join(' ')}">` : '');
  return html
    .replace(FRAMEWORK_MARKUP.modulePreload, '')
    .replace(boot[0], '<script type="module" async=""></script>')
    .replace('</head>', `${metas}</head>`)
    .replace('</body>', `${BODY_SCRIPTS}</body>`);
}

/** The scripts that must run before the first paint: the consent gate first, the typeface's last in the head. */
export const withHeadScripts = (html: string) =>
  html.replace('<head>', `<head>${HEAD_SCRIPTS}`).replace('</head>', `${HEAD_END_SCRIPT}</head>`);

/**
 * What a page must no longer hold once processed: a stylesheet it would wait for, a module it would fetch before its
 * first paint. Markup this step did not recognise (a new version of React Router) fails the build here.
 */
export function assertPaintsFirst(html: string, page: string): void {
  const blocking = /<link rel="stylesheet"(?![^>]*disabled)[^>]*>/.exec(html);
  const early =
    /<link rel="modulepreload"[^>]*>|<script type="module"[^>]*>[^<]+<\/script>|<script[^>]*\ssrc=[^>]*>/.exec(html);
  if (blocking || early) throw new Error(`${page}: ${(blocking ?? early)![0]} would load before the first paint`);
}

/**
 * A page of the logged-in area is its frame and a spinner: there is nothing to read before its scripts, which must
 * run before the customer's content can show. React Router's own preloads and boot module stay, so they start with
 * the HTML (ADR 0008).
 */
const isLoggedInFrame = (page: string) => page.startsWith(`ecosistema${path.sep}`);

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/**
 * React Router's `buildEnd`: every page it wrote paints from its first response, before any script runs (ADR 0009),
 * and a public page loads its scripts after that paint.
 */
export function firstPaintFirst(clientDir: string): void {
  const readAsset = (href: string) => fs.readFileSync(path.join(clientDir, href), 'utf8');
  const writeAsset = (code: string) => {
    const hash = crypto.createHash('sha256').update(code).digest('base64url').slice(0, 10);
    const href = `/assets/boot-${hash}.js`;
    fs.writeFileSync(path.join(clientDir, href), code);
    return href;
  };
  for (const file of htmlFiles(clientDir)) {
    const page = path.relative(clientDir, file);
    const painted = withHeadScripts(inlineStylesheets(fs.readFileSync(file, 'utf8'), readAsset));
    if (isLoggedInFrame(page)) {
      fs.writeFileSync(file, painted);
      continue;
    }
    const html = deferBoot(painted, writeAsset);
    assertPaintsFirst(html, page);
    fs.writeFileSync(file, html);
  }
}
