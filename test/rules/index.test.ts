/**
 * `lintInstructionFile()`, the audit's entry into the rule set: findings in the report model, once
 * per file, with bounded work (the byte cap, the parse guard decided by the input's shape, never a
 * clock) and clear findings when a limit applies.
 */
import { describe, expect, it } from 'vitest';
import { fakeSecret } from '../helpers/fake-secrets.js';
import {
  AUDIT_LINT_RULE_IDS,
  LINT_INCOMPLETE,
  LINT_INPUT_TRUNCATED,
  LINT_RULES,
  lintInstructionFile,
  lintParseCount,
  lintScanCount,
  MAX_LINT_BYTES,
  type LintFinding,
  type LintInput,
} from '../../src/rules/index.js';
import { MAX_MESSAGES_PER_RULE } from '../../src/rules/util.js';

function input(text: string, extra: Partial<LintInput> = {}): LintInput {
  const size = Buffer.byteLength(text);
  return { path: 'pkg/AGENTS.md', text, size, readBytes: size, ancestors: [], exists: () => true, ...extra };
}

const github = fakeSecret('github-token', 7);

describe('lintInstructionFile', () => {
  it('returns findings in the report model with the rule default severity, 1-based places and a key-based fingerprint', () => {
    const text = `# Notes\n\nUse ${github.value} here.\n`;
    const [finding, ...rest] = lintInstructionFile(input(text));
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({
      ruleId: 'no-secrets',
      severity: 'error',
      path: 'pkg/AGENTS.md',
      line: 3,
      column: 5,
      endLine: 3,
      endColumn: 45,
    });
    expect(finding?.fingerprint).toMatch(/^[0-9a-f]{16}$/);
    expect(finding?.key).toBe('github-token:ghp_… 40 chars');
    expect(JSON.stringify(finding)).not.toContain(github.value.slice(4));
  });

  it('keeps the fingerprint when lines above the secret do not move it, and changes it with the path', () => {
    const a = lintInstructionFile(input(`Use ${github.value}.\n`));
    const b = lintInstructionFile(input(`Use ${github.value}.\n`));
    const c = lintInstructionFile(input(`Use ${github.value}.\n`, { path: 'other/AGENTS.md' }));
    expect(a[0]?.fingerprint).toBe(b[0]?.fingerprint);
    expect(a[0]?.fingerprint).not.toBe(c[0]?.fingerprint);
  });

  it('counts columns in characters (code points), not UTF-16 units', () => {
    // Two astral characters (4 UTF-16 units) before the secret.
    const text = `🚀🔥 ${github.value}\n`;
    const [finding] = lintInstructionFile(input(text));
    expect(finding?.column).toBe(4);
    expect(finding?.endColumn).toBe(44);
  });

  it('runs every audit rule but never no-empty-file (the audit reports empty-instruction-file)', () => {
    expect(AUDIT_LINT_RULE_IDS).not.toContain('no-empty-file');
    expect(LINT_RULES.map((r) => r.id)).toContain('no-empty-file');
    expect(lintInstructionFile(input('<!-- nothing yet -->\n'))).toEqual([]);
    expect(lintInstructionFile(input(''))).toEqual([]);
  });

  it('uses the ancestors and the listing it is given: duplicated blocks and broken links', () => {
    const parent = '# Root\n\n- Always run the full test suite before pushing any change.\n- Keep commits small and focused on a single concern.\n- Write the changelog entry in the same pull request.\n';
    const text = `# Pkg\n\n- Always run the full test suite before pushing any change.\n- Keep commits small and focused on a single concern.\n- Write the changelog entry in the same pull request.\n\nSee [the guide](docs/guide.md) and [the root](../AGENTS.md).\n`;
    const seen: string[] = [];
    const findings = lintInstructionFile(
      input(text, {
        ancestors: [{ path: 'AGENTS.md', text: parent }],
        exists: (p) => {
          seen.push(p);
          return p === 'AGENTS.md';
        },
      }),
    );
    expect(findings.map((f) => `${f.ruleId}:${f.line}`)).toEqual(['no-duplicate-parent-content:3', 'no-broken-references:7']);
    expect(seen.sort()).toEqual(['AGENTS.md', 'pkg/docs/guide.md']);
  });

  it('leaves @imports to the agent profiles (import-missing), so a missing import is not reported twice', () => {
    expect(lintInstructionFile(input('@docs/missing.md\n', { exists: () => false }))).toEqual([]);
  });

  it('reads a file’s structure once when its findings depend on it (links, lint comments), scanning its links where the scanner is sure, and never otherwise', () => {
    const parsed = lintParseCount();
    const scanned = lintScanCount();
    lintInstructionFile(input('# One\n\nSee [the guide](docs/guide.md).\n'));
    expect([lintParseCount() - parsed, lintScanCount() - scanned]).toEqual([0, 1]);
    lintInstructionFile(input('[guide]: docs/guide.md\n')); // a definition: the scanner is not sure, so it is parsed
    lintInstructionFile(input('<!--lint disable no-secrets-->\n')); // message control needs the tree
    expect([lintParseCount() - parsed, lintScanCount() - scanned]).toEqual([2, 1]);
    lintInstructionFile(input('# Two\n\n- plain rules, `code`, [brackets] and (parentheses) but no link\n'));
    expect([lintParseCount() - parsed, lintScanCount() - scanned]).toEqual([2, 1]);
  });

  it('finds the same things whether the links are scanned, parsed, or the file needs neither', () => {
    const parent = '# Root\n\n- Always run the full test suite before pushing any change.\n- Keep commits small and focused on a single concern.\n- Write the changelog entry in the same pull request.\n';
    const body = `- Always run the full test suite before pushing any change.\n- Keep commits small and focused on a single concern.\n- Write the changelog entry in the same pull request.\n\nUse ${github.value} in /home/mkovacs/bin.\n`;
    const strip = (fs: LintFinding[]) => fs.map(({ ruleId, line, column, endLine, endColumn, message }) => ({ ruleId, line, column, endLine, endColumn, message }));
    const ancestors = [{ path: 'AGENTS.md', text: parent }];
    const [parsed, scanned] = [lintParseCount(), lintScanCount()];
    const plain = lintInstructionFile(input(`# Pkg\n\n${body}`, { ancestors }));
    expect([lintParseCount() - parsed, lintScanCount() - scanned]).toEqual([0, 0]);
    // The same text with links (one to a file that exists, one broken): scanned, not parsed.
    const linked = `# Pkg\n\n${body}\n[root](../AGENTS.md) and [gone](missing.md)\n`;
    const viaScan = lintInstructionFile(input(linked, { ancestors, exists: (p) => p === 'AGENTS.md' }));
    expect([lintParseCount() - parsed, lintScanCount() - scanned]).toEqual([0, 1]);
    // And parsed: a lint comment that changes nothing makes the file need the whole pipeline.
    const viaParse = lintInstructionFile(input(`${linked}\n<!--lint enable no-secrets-->\n`, { ancestors, exists: (p) => p === 'AGENTS.md' }));
    expect([lintParseCount() - parsed, lintScanCount() - scanned]).toEqual([1, 1]);
    expect(strip(plain).map((f) => f.ruleId)).toEqual(['no-secrets', 'no-personal-paths', 'no-duplicate-parent-content']);
    expect(strip(viaScan).map((f) => f.ruleId)).toEqual(['no-secrets', 'no-personal-paths', 'no-duplicate-parent-content', 'no-broken-references']);
    expect(strip(viaScan).slice(0, 3)).toEqual(strip(plain));
    expect(strip(viaParse)).toEqual(strip(viaScan));
  });

  it('excuses a stock example name inside a fenced block whether or not the file has links', () => {
    const fenced = '# Tools\n\n```json\n{ "cacheDir": "/Users/john/Library/Caches/tool" }\n```\n';
    expect(lintInstructionFile(input(fenced))).toEqual([]);
    expect(lintInstructionFile(input(`${fenced}\nSee [the guide](https://example.com/guide).\n`))).toEqual([]);
    // The same name in prose is reported either way.
    const prose = '# Tools\n\nCaches live in /Users/john/Library/Caches/tool.\n';
    expect(lintInstructionFile(input(prose)).map((f) => f.ruleId)).toEqual(['no-personal-paths']);
    expect(lintInstructionFile(input(`${prose}\nSee [the guide](https://example.com/guide).\n`)).map((f) => f.ruleId)).toEqual(['no-personal-paths']);
  });

  it('honours <!--lint disable--> comments in the file', () => {
    const text = `<!--lint disable no-secrets-->\n\nUse ${github.value}.\n`;
    expect(lintInstructionFile(input(text))).toEqual([]);
  });

  it('lists at most MAX_MESSAGES_PER_RULE findings per rule and counts the rest in one more', () => {
    const lines = Array.from({ length: 120 }, (_, i) => `- Build in /home/dev${i}x/src before pushing.`);
    const findings = lintInstructionFile(input(`# Paths\n\n${lines.join('\n')}\n`));
    expect(findings).toHaveLength(MAX_MESSAGES_PER_RULE + 1);
    expect(findings.at(-1)?.message).toBe(
      `Unexpected 70 more personal machine paths in this file, from here on (only the first ${MAX_MESSAGES_PER_RULE} are listed). Fix those first, then lint again.`,
    );
    expect(findings.at(-1)?.line).toBe(3 + MAX_MESSAGES_PER_RULE);
  });
});

describe('bounded work', () => {
  it('lints a 20 MiB input passed in full only up to MAX_LINT_BYTES, and says so', () => {
    const early = fakeSecret('aws-access-key-id', 21);
    const late = fakeSecret('github-token', 22);
    const para = 'Agents read this file before every task; keep the instructions short, concrete and current.\n\n';
    let text = `# Huge\n\nDeploy key ${early.value} is here.\n\n`;
    while (text.length < 20 * 1024 * 1024) text += para.repeat(4096);
    text += `The late token ${late.value} is beyond the cap.\n`;
    const size = Buffer.byteLength(text);
    const findings = lintInstructionFile({ path: 'AGENTS.md', text, size, readBytes: size, ancestors: [], exists: () => true });
    expect(findings.filter((f) => f.ruleId === 'no-secrets').map((f) => f.line)).toEqual([3]);
    const truncated = findings.find((f) => f.ruleId === LINT_INPUT_TRUNCATED.id);
    expect(truncated?.message).toBe(
      `Only the first ${MAX_LINT_BYTES} of ${size} bytes were linted: secrets, personal paths and broken references after that point were not checked. No agent with a budget loads that much; split or shorten the file.`,
    );
    expect(truncated?.severity).toBe('warning');
  });

  it('reports truncation when the engine read only part of the file (size > readBytes)', () => {
    const text = '# Start of a big file\n';
    const findings = lintInstructionFile({ path: 'AGENTS.md', text, size: 5_000_000, readBytes: Buffer.byteLength(text), ancestors: [], exists: () => true });
    expect(findings.map((f) => f.ruleId)).toEqual([LINT_INPUT_TRUNCATED.id]);
    expect(findings[0]?.message).toContain(`Only the first ${Buffer.byteLength(text)} of 5000000 bytes were linted`);
  });

  it('does not call a file truncated because its BOM was dropped from the text', () => {
    const text = '# Notes\n';
    const bytes = Buffer.byteLength(text) + 3;
    expect(lintInstructionFile({ path: 'AGENTS.md', text, size: bytes, readBytes: bytes, ancestors: [], exists: () => true })).toEqual([]);
  });

  it('cuts at a character boundary: a multi-byte character across the cap is dropped, not split', () => {
    const text = 'a'.repeat(MAX_LINT_BYTES - 1) + 'é' + 'tail';
    const findings = lintInstructionFile({ path: 'AGENTS.md', text, size: Buffer.byteLength(text), readBytes: Buffer.byteLength(text), ancestors: [], exists: () => true });
    expect(findings.find((f) => f.ruleId === LINT_INPUT_TRUNCATED.id)?.message).toContain(`Only the first ${MAX_LINT_BYTES - 1} of ${MAX_LINT_BYTES + 5} bytes`);
  });

  it('skips the Markdown parse for a shape that would stall it, but still finds secrets and paths', () => {
    const secret = fakeSecret('slack-token', 3);
    const text = `# Stress\n\n${'*_'.repeat(20_000)}\n\nToken ${secret.value} and /home/alice/bin.\n`;
    const before = lintParseCount();
    const findings = lintInstructionFile(input(text));
    expect(lintParseCount() - before).toBe(0); // decided before parsing, by the input's shape
    expect(findings.map((f) => `${f.ruleId}:${f.line ?? '-'}`).sort()).toEqual(['lint-incomplete:-', 'no-personal-paths:5', 'no-secrets:5']);
    expect(findings.find((f) => f.ruleId === LINT_INCOMPLETE.id)?.message).toBe(
      'Markdown rules skipped: the run of non-blank lines starting at line 3 holds more than 2048 emphasis and link delimiters (`*`, `_`, `[`, `]`), which would stall the Markdown parser. Secrets and personal paths were still checked; links and duplicated blocks were not. Simplify the Markdown so that it can be checked.',
    );
  });

  it('bounds the parse by input shape, not by a clock: a pathological file is never parsed, and its secrets are found to the last linted byte', () => {
    const early = fakeSecret('npm-token', 4);
    const late = fakeSecret('github-token', 5);
    // 25,000 headings, each its own block: over the guard's block limit (the parse would take seconds).
    const text = `Token ${early.value}.\n\n${'# h\n\n'.repeat(25_000)}Late ${late.value} and /home/alice/bin.\n`;
    const lastLine = text.split('\n').length - 1;
    const before = lintParseCount();
    const findings = lintInstructionFile(input(text));
    expect(lintParseCount() - before).toBe(0);
    expect(findings.map((f) => `${f.ruleId}:${f.line ?? '-'}`).sort()).toEqual(['lint-incomplete:-', 'no-personal-paths:' + lastLine, 'no-secrets:1', 'no-secrets:' + lastLine]);
    expect(findings.find((f) => f.ruleId === 'lint-incomplete')?.message).toMatch(/^Markdown rules skipped: the file holds more than 20000 blocks .*Secrets and personal paths were still checked;/);
  });

  it('finds secrets on the raw text to the end of the linted bytes, however slow a structure-heavy file would be to parse', () => {
    // Just under the block limit: parsed in full (however long that takes here); no time limit cuts either pass.
    const secret = fakeSecret('npm-token', 6);
    const text = `${'# h\n\n'.repeat(19_000)}Token ${secret.value}, see [a](AGENTS.md).\n`;
    const before = lintParseCount() + lintScanCount();
    const findings = lintInstructionFile(input(text));
    expect(lintParseCount() + lintScanCount() - before).toBe(1);
    expect(findings.map((f) => `${f.ruleId}:${f.line}`)).toEqual([`no-secrets:${19_000 * 2 + 1}`]);
  });

  it('turns an invalid lint comment into a lint-incomplete finding instead of throwing, and still reports secrets', () => {
    const text = `<!--lint dsable no-secrets-->\n\nUse ${github.value}.\n`;
    const findings = lintInstructionFile(input(text));
    expect(findings.map((f) => f.ruleId).sort()).toEqual(['lint-incomplete', 'no-secrets']);
    expect(findings.find((f) => f.ruleId === 'lint-incomplete')?.message).toContain(
      "line 1: Unknown keyword `dsable`: expected `'enable'`, `'disable'`, or `'ignore'`",
    );
  });

  it('reports a rule that fails (here: the listing throws) as lint-incomplete, and keeps the other findings', () => {
    const text = `Use ${github.value} and [the guide](docs/guide.md).\n`;
    const findings = lintInstructionFile(
      input(text, {
        exists: () => {
          throw new Error('listing unavailable');
        },
      }),
    );
    expect(findings.map((f) => f.ruleId).sort()).toEqual(['lint-incomplete', 'no-secrets']);
    expect(findings.find((f) => f.ruleId === 'lint-incomplete')?.message).toContain('rule `no-broken-references` failed (listing unavailable)');
  });

  it('never throws on bad input: lone surrogates, NUL bytes, replacement characters, CR-only line ends', () => {
    const text = `a\uD800b\u0000c\uFFFD\r${github.value}\rend`;
    const findings = lintInstructionFile(input(text));
    expect(findings.map((f) => `${f.ruleId}:${f.line}`)).toEqual(['no-secrets:2']);
  });
});
