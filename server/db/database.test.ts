import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { migrations } from './migrations.ts';

describe('database', () => {
  it('opens in WAL mode with foreign keys, and applies each migration once', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'beneficios-db-'));
    const first = openDatabase(dir);
    expect(first.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(first.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(first.pragma('busy_timeout', { simple: true })).toBe(5000);
    first.close();
    const again = openDatabase(dir);
    const applied = again.prepare('SELECT version FROM schema_migrations ORDER BY version').all();
    expect(applied).toEqual(migrations.map((m) => ({ version: m.version })));
    expect(() =>
      again.prepare("INSERT INTO products (policyholder_id, code, position) VALUES (999, '7702-1', 0)").run(),
    ).toThrow(/FOREIGN KEY/);
    again.close();
    expect(fs.existsSync(path.join(dir, 'beneficios.sqlite'))).toBe(true);
  });
});
