import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, projectRoot, readIndex, serveStatic, visitAll, type Visit } from './builtStorybook.ts';

/**
 * The static Storybook as designers open it: every story and docs page of the built site rendered in Chromium
 * at 360 px (two tabs, each picking one entry after another as the sidebar does), the stories with a play function
 * with the system's normal motion and the rest with reduced motion, then the docs pages' props tables checked against
 * the variants the components' recipes define. (The story tests already run every play function with reduced motion.)
 */
const entries = readIndex();
/** Every entry's visit, whichever motion it was visited with. */
const visits = new Map<string, Visit>();
/** Stories with a play function, visited with the system's normal motion, as most designers' machines are. */
const playStories = entries.filter((e) => e.type === 'story' && e.tags?.includes('play-fn'));
const stillEntries = entries.filter((e) => !playStories.includes(e));
let browser: Browser | undefined;
let stopServer: (() => Promise<void>) | undefined;

/** Two tabs share the work, alternate entries each, so both cores are busy. */
const lanes = <T>(list: T[]) => [list.filter((_, i) => i % 2 === 0), list.filter((_, i) => i % 2 === 1)];

beforeAll(async () => {
  const server = await serveStatic();
  stopServer = server.close;
  const opened = await launch();
  browser = opened;
  const options = { viewport: { width: 360, height: 740 }, locale: 'es-PE', timezoneId: 'America/Lima' } as const;
  const resting = lanes(stillEntries);
  const moving = lanes(playStories);
  await Promise.all(
    [0, 1].map(async (lane) => {
      const still = await opened.newPage({ ...options, reducedMotion: 'reduce' });
      for (const visit of await visitAll(still, server.url, resting[lane]!)) visits.set(visit.entry.id, visit);
      await still.close();
      const animated = await opened.newPage({ ...options, reducedMotion: 'no-preference' });
      for (const visit of await visitAll(animated, server.url, moving[lane]!)) visits.set(visit.entry.id, visit);
      await animated.close();
    }),
  );
}, 1_200_000);

afterAll(async () => {
  await browser?.close();
  await stopServer?.();
});

describe('the built Storybook at 360 px', () => {
  it('holds the introduction, the foundations and every component', () => {
    const titles = new Set(entries.map((e) => e.title));
    expect(titles.has('Introduction')).toBe(true);
    for (const page of ['Colours', 'Typography', 'Spacing, radii and shadows', 'Motion'])
      expect(titles.has(`Foundations/${page}`)).toBe(true);
    const components = fs
      .readdirSync(path.join(projectRoot, 'ui'), { withFileTypes: true })
      .filter((d) => d.isDirectory() && /^[A-Z]/.test(d.name));
    for (const c of components)
      expect(
        entries.some((e) => e.title === `UI/${c.name}` && e.type === 'docs'),
        `UI/${c.name} docs`,
      ).toBe(true);
  });

  it.each(entries.map((e) => [`${e.type} ${e.id}`, e.id]))(
    '%s renders without console errors and fits the viewport',
    (_label, id) => {
      const visit = visits.get(id)!;
      expect(visit.outcome, 'render outcome').toBe(visit.entry.type === 'docs' ? 'docsRendered' : 'storyFinished');
      expect(visit.errors).toEqual([]);
      expect(visit.axeViolations, 'axe, run by the a11y addon').toEqual([]);
      expect(visit.scrollWidth, `page width at ${visit.viewportWidth} px`).toBeLessThanOrEqual(visit.viewportWidth);
    },
  );
});

describe('with normal motion', () => {
  it('has play functions to run', () => {
    expect(playStories.length).toBeGreaterThan(50);
  });

  it.each(playStories.map((e) => [e.id]))('%s: its play function passes while things move', (id) => {
    const visit = visits.get(id)!;
    expect(visit.outcome, 'render outcome').toBe('storyFinished');
    expect(visit.errors).toEqual([]);
  });
});

/** `recipe({ variants: { size: { sm: …, md: … } } })` in a component's css.ts → { recipeName: { size: ['sm', 'md'] } }. */
function recipeVariants(file: string): Record<string, Record<string, string[]>> {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Record<string, Record<string, string[]>> = {};
  const keyOf = (name: ts.PropertyName) =>
    ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) ? name.text : name.getText();
  source.forEachChild(function visit(node) {
    if (
      ts.isVariableDeclaration(node) &&
      node.initializer &&
      ts.isCallExpression(node.initializer) &&
      node.initializer.expression.getText() === 'recipe'
    ) {
      const options = node.initializer.arguments[0];
      const variants =
        options && ts.isObjectLiteralExpression(options)
          ? options.properties.find((p) => p.name && keyOf(p.name) === 'variants')
          : undefined;
      if (variants && ts.isPropertyAssignment(variants) && ts.isObjectLiteralExpression(variants.initializer)) {
        found[node.name.getText()] = Object.fromEntries(
          variants.initializer.properties
            .filter(ts.isPropertyAssignment)
            .map((p) => [
              keyOf(p.name),
              ts.isObjectLiteralExpression(p.initializer) ? p.initializer.properties.map((o) => keyOf(o.name!)) : [],
            ]),
        );
      }
    }
    node.forEachChild(visit);
  });
  return found;
}

/**
 * Variants a component takes straight from its props: `button({ variant, size, fullWidth })` in Button.tsx.
 * (A variant computed inside the component, like a status tone, is not a prop and is not expected in the table.)
 */
function propVariants(component: string): Record<string, string[]> {
  const folder = path.join(projectRoot, 'ui', component);
  const expected: Record<string, string[]> = {};
  const tsx = path.join(folder, `${component}.tsx`);
  if (!fs.existsSync(tsx)) return expected;
  const code = fs.readFileSync(tsx, 'utf8');
  for (const cssFile of fs.readdirSync(folder).filter((f) => f.endsWith('.css.ts'))) {
    for (const [recipeName, variants] of Object.entries(recipeVariants(path.join(folder, cssFile)))) {
      for (const call of code.matchAll(new RegExp(`\\b${recipeName}\\(\\{([^}]*)\\}\\)`, 'g'))) {
        const shorthand = (call[1] ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter((s) => /^\w+$/.test(s));
        for (const prop of shorthand) if (variants[prop]) expected[prop] = variants[prop];
      }
    }
  }
  return expected;
}

const componentDocs = entries.filter((e) => e.type === 'docs' && e.title.startsWith('UI/'));

describe('every component’s docs page offers its variants in the props table', () => {
  it('finds the recipe variants that come from props (Button: variant, size, fullWidth)', () => {
    expect(propVariants('Button')).toEqual({
      variant: ['primary', 'secondary', 'link', 'danger'],
      size: ['sm', 'md', 'lg'],
      fullWidth: ['true', 'false'],
    });
  });

  it.each(componentDocs.map((e) => [e.title, e.id]))('%s', (title, id) => {
    const visit = visits.get(id)!;
    const rows = new Map(visit.props.map((row) => [row.name, row]));
    expect(rows.size, 'props table rows').toBeGreaterThan(0);
    for (const [prop, options] of Object.entries(propVariants(title.replace('UI/', '')))) {
      const row = rows.get(prop);
      expect(row, `${prop} in the props table`).toBeDefined();
      if (options.every((o) => o === 'true' || o === 'false')) expect(row!.control, `${prop} control`).toBe('boolean');
      else
        expect(row!.options.map((o) => o.replace(/^'|'$/g, '')).sort(), `${prop} options`).toEqual([...options].sort());
    }
    // Nothing a designer cannot read: no data URIs or element dumps in any control.
    expect(visit.tableText).not.toMatch(/data:image|\$\$typeof/);
  });
});
