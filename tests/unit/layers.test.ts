import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layers of docs/architecture.md §2 are ESLint rules (eslint.config.js); `npm test` lints the whole project.
// Here each rule is shown to fire on a file that crosses its layer, and to stay quiet on one that does not.
const eslint = new ESLint({ cwd: process.cwd() });

async function layerErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the layers hold', () => {
  it.each([
    ['tokens/fake.ts', "import { x } from '../ui/index.ts';"],
    ['ui/Fake/Fake.tsx', "import { x } from '../../app/domain/dates.ts';"],
    ['ui/Fake/Fake.tsx', "import { Link } from 'react-router';"],
    ['app/domain/fake.ts', "import { useState } from 'react';"],
    ['app/domain/fake.ts', "import { x } from '../../ui/index.ts';"],
    ['app/domain/fake.ts', "import { x } from '../platform/storage.ts';"],
    ['app/pages/Fake.tsx', "import { x } from '../../ui/SlotPicker/formatDate.ts';"],
    ['app/pages/Fake.tsx', "import { x } from '../../server/config.ts';"],
    ['server/fake.ts', "import { x } from '../ui/SlotPicker/formatDate.ts';"],
    ['server/fake.ts', "import { x } from '../app/platform/storage.ts';"],
    ['stories/Fake.stories.tsx', "import { x } from '../app/domain/dates.ts';"],
  ])('%s may not: %s', async (file, source) => {
    expect(await layerErrors(file, `${source}\nexport const y = x;\n`)).toHaveLength(1);
  });

  it.each([
    ['ui/Fake/Fake.tsx', "import { vars } from '../../tokens/index.ts';"],
    ['app/pages/Fake.tsx', "import { Button } from '../../ui';"],
    ['app/domain/fake.ts', "import { z } from 'zod';"],
    ['server/fake.ts', "import { formatDay } from '../app/domain/dates.ts';"],
    ['server/fake.ts', "import { contract } from '../app/api/contract.ts';"],
  ])('%s may: %s', async (file, source) => {
    expect(await layerErrors(file, source)).toEqual([]);
  });
});

// jsx-a11y's recommended rules run over every component, page and story: markup without a name or a role fails.
describe('markup that assistive technology cannot use fails the lint', () => {
  const a11yErrors = async (filePath: string, source: string) => {
    const [result] = await eslint.lintText(source, { filePath });
    return (result?.messages ?? []).map((m) => m.ruleId).filter((rule) => rule?.startsWith('jsx-a11y/'));
  };

  it.each([
    ['ui/Fake/Fake.tsx', 'export const Fake = () => <img src="/a.png" />;', 'jsx-a11y/alt-text'],
    [
      'app/pages/Fake.tsx',
      'export const Fake = () => <div onClick={() => {}}>Abrir</div>;',
      'jsx-a11y/click-events-have-key-events',
    ],
    ['stories/Fake.stories.tsx', 'export const Fake = () => <a href="#">Ir</a>;', 'jsx-a11y/anchor-is-valid'],
  ])('%s: %s', async (file, source, rule) => {
    expect(await a11yErrors(file, source)).toContain(rule);
  });

  it('passes a labelled field', async () => {
    const source = 'export const Fake = () => (<label>Nombre<input name="nombre" /></label>);';
    expect(await a11yErrors('ui/Fake/Fake.tsx', source)).toEqual([]);
  });
});
