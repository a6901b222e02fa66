import fs from 'node:fs';
import path from 'node:path';

export const projectRoot = path.resolve(import.meta.dirname, '../..');

/** Every file under `dir` (relative to the project root) whose name passes `accept`. */
export function filesUnder(dir: string, accept: (file: string) => boolean): string[] {
  const root = path.join(projectRoot, dir);
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(accept);
}

export const read = (file: string) => fs.readFileSync(file, 'utf8');
export const relative = (file: string) => path.relative(projectRoot, file);
