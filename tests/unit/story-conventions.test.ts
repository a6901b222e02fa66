import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, projectRoot, read } from './source-files.ts';

const componentFolders = fs
  .readdirSync(path.join(projectRoot, 'ui'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && /^[A-Z]/.test(entry.name)) // components are PascalCase; not internal/ or package/
  .map((entry) => entry.name);

const storyFiles = filesUnder(
  'stories',
  (f) => f.endsWith('.stories.tsx') && !f.includes(`${path.sep}foundations${path.sep}`),
);
const publicEntry = read(path.join(projectRoot, 'ui/index.ts'));

describe('every component is documented and tested in isolation', () => {
  it('finds the components', () => {
    expect(componentFolders.length).toBeGreaterThan(10);
  });

  it.each(componentFolders)('%s is exported from ui/index.ts and has stories/%s.stories.tsx titled UI/%s', (name) => {
    expect(publicEntry).toMatch(new RegExp(`export \\{[^}]*\\b${name}\\b[^}]*\\} from './${name}'`));
    const storyFile = path.join(projectRoot, 'stories', `${name}.stories.tsx`);
    expect(fs.existsSync(storyFile), `stories/${name}.stories.tsx`).toBe(true);
    const source = read(storyFile);
    expect(source).toMatch(new RegExp(`title: 'UI/${name}'`));
    expect(source).toMatch(/component: /);
  });

  it.each(storyFiles.map((f) => [path.basename(f), f]))(
    '%s has a 360 px mobile story and play functions',
    (_name, file) => {
      const source = read(file);
      expect(source).toMatch(/viewport: \{ value: 'mobile' \}/);
      expect(source).toMatch(/play: async/);
    },
  );
});

describe('every component’s docs page guides designers', () => {
  it.each(componentFolders)(
    '%s has stories/docs/%s.md with purpose, do / don’t, Spanish copy and keyboard notes, shown on its docs page',
    (name) => {
      const guide = read(path.join(projectRoot, 'stories/docs', `${name}.md`));
      for (const section of ['**Use it when**', '**Don’t**', '**Spanish copy.**', '**Keyboard and screen readers.**'])
        expect(guide).toContain(section);
      expect(read(path.join(projectRoot, 'stories', `${name}.stories.tsx`))).toMatch(
        new RegExp(
          `import about from './docs/${name}\\.md\\?raw';[\\s\\S]*docs: \\{ description: \\{ component: about \\}`,
        ),
      );
    },
  );
});
