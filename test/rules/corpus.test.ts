/**
 * The false-positive set: 43 real instruction files (shared/corpus/real, see its SOURCES.tsv).
 * No secret, possible secret or personal path may be reported in any of them, including the
 * near-misses SOURCES.tsv lists; the files must also pass the parse guard and lint without a
 * `lint-incomplete` finding.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRisk } from '../../src/rules/guard.js';
import { lintInstructionFile } from '../../src/rules/index.js';
import { findSecrets } from '../../src/rules/secret-patterns.js';
import { findPersonalPaths } from '../../src/rules/no-personal-paths.js';
import { findDuplicateBlocks } from '../../src/rules/no-duplicate-parent-content.js';
import { SHARED_DIR } from '../helpers/repo.js';

const CORPUS = path.join(SHARED_DIR, 'corpus/real');
const present = fs.existsSync(path.join(CORPUS, 'SOURCES.tsv'));
const files = present ? fs.readdirSync(CORPUS).filter((f) => f.endsWith('.md')).sort() : [];

describe.skipIf(!present)('real corpus (shared/corpus/real)', () => {
  it('holds the 43 files SOURCES.tsv lists', () => {
    const listed = fs
      .readFileSync(path.join(CORPUS, 'SOURCES.tsv'), 'utf8')
      .split('\n')
      .slice(1)
      .filter(Boolean)
      .map((l) => l.split('\t')[0]);
    expect(files).toHaveLength(43);
    expect([...listed].sort()).toEqual(files);
  });

  // The corpus's nested files and the root files agents load with them: maintained projects do not copy.
  it.each([
    ['getsentry__sentry-javascript__AGENTS.md', 'getsentry__sentry-javascript__packages__nextjs__AGENTS.md'],
    ['google-gemini__gemini-cli__GEMINI.md', 'google-gemini__gemini-cli__packages__core__GEMINI.md'],
    ['ghostty-org__ghostty__AGENTS.md', 'ghostty-org__ghostty__macos__AGENTS.md'],
    ['pydantic__pydantic-ai__AGENTS.md', 'pydantic__pydantic-ai__tests__AGENTS.md'],
    ['modelcontextprotocol__servers__CLAUDE.md', 'modelcontextprotocol__servers__src__everything__AGENTS.md'],
  ])('%s → %s: no copied block', (parent, child) => {
    const read = (f: string): string => fs.readFileSync(path.join(CORPUS, f), 'utf8');
    expect(findDuplicateBlocks(read(child), [{ path: parent, text: read(parent) }])).toEqual([]);
  });

  it.each(files)('%s: no secret, possible secret or personal path; lints completely', (name) => {
    const buf = fs.readFileSync(path.join(CORPUS, name));
    const text = buf.toString('utf8');
    expect(findSecrets(text).map((h) => `${h.kind} at ${h.start}`)).toEqual([]);
    expect(findPersonalPaths(text).map((h) => h.prefix)).toEqual([]);
    expect(parseRisk(text)).toBeNull();
    const findings = lintInstructionFile({ path: name, text, size: buf.length, readBytes: buf.length, ancestors: [], exists: () => true });
    expect(findings.filter((f) => ['no-secrets', 'no-possible-secrets', 'no-personal-paths', 'lint-incomplete', 'lint-input-truncated'].includes(f.ruleId))).toEqual([]);
  });
});

describe.skipIf(!present)('real corpus: scanned links', () => {
  it.each(files)('%s: the same lint findings with its links scanned as with the whole Markdown pipeline', (name) => {
    const text = fs.readFileSync(path.join(CORPUS, name), 'utf8');
    const lint = (t: string) =>
      lintInstructionFile({ path: 'pkg/AGENTS.md', text: t, size: Buffer.byteLength(t), readBytes: Buffer.byteLength(t), ancestors: [], exists: (p) => p.length % 3 === 0 }).map(
        ({ ruleId, line, column, endLine, endColumn, message }) => ({ ruleId, line, column, endLine, endColumn, message }),
      );
    // A lint comment that changes nothing makes the engine run the whole pipeline on the parsed tree.
    expect(lint(text)).toEqual(lint(`${text}\n\n<!--lint enable no-secrets-->\n`));
  });
});

if (!present) {
  describe('real corpus', () => {
    it.skip(`skipped: ${CORPUS} is absent (the shared reference material is not checked out next to the repository)`, () => {});
  });
}
