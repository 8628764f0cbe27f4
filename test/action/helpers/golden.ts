/**
 * Golden files: `expectGolden(name, actual)` compares with test/report/golden/<name>;
 * `UPDATE_GOLDEN=1 npx vitest run …` rewrites them. A missing golden file fails (never auto-created),
 * so a forgotten file cannot make a test pass vacuously.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

export const GOLDEN_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../report/golden');

export function expectGolden(name: string, actual: string): void {
  const file = path.join(GOLDEN_DIR, name);
  if (process.env['UPDATE_GOLDEN'] === '1') {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, actual);
    return;
  }
  if (!fs.existsSync(file)) {
    throw new Error(`golden file ${path.relative(process.cwd(), file)} is missing; run with UPDATE_GOLDEN=1 to create it`);
  }
  expect(actual).toBe(fs.readFileSync(file, 'utf8'));
}
