/**
 * `no-duplicate-parent-content` in detail: what counts as a repeated block, and what does not.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DUPLICATE_LIMITS, findDuplicateBlocks, normalizeLine, normalizeLineByRegex } from '../../src/rules/no-duplicate-parent-content.js';

const RULES = [
  '- Run the complete test suite with `pnpm test` before pushing.',
  '- Format every changed file with the project formatter first.',
  '- Keep pull requests small and focused on a single concern.',
  '- Document every public function with a short usage example.',
];
const parent = `# Root\n\n## Testing\n\n${RULES.join('\n')}\n`;
const blocks = (child: string, ancestors = [{ path: 'AGENTS.md', text: parent }]) =>
  findDuplicateBlocks(child, ancestors).map((b) => `${b.startLine}-${b.endLine}<-${b.ancestor}:${b.ancestorStartLine}-${b.ancestorEndLine}`);

describe('duplicated blocks', () => {
  it('reports 3 consecutive repeated lines', () => {
    expect(blocks(`# Child\n\n${RULES.slice(0, 3).join('\n')}\n`)).toEqual(['3-5<-AGENTS.md:5-7']);
  });

  it('does not report a common heading or a single shared rule', () => {
    expect(blocks('# Child\n\n## Testing\n\nOnly the integration tests live here.\n')).toEqual([]);
    expect(blocks(`# Child\n\n## Testing\n\n${RULES[0]}\n- Here, also run \`pnpm test:e2e\`.\n`)).toEqual([]);
    expect(blocks(`# Child\n\n${RULES.slice(0, 2).join('\n')}\n`)).toEqual([]);
  });

  it('reports a whole long paragraph even on one line', () => {
    const paragraph = 'Use TypeScript strict mode everywhere, prefer named exports over default exports, and keep every module under three hundred lines; split a module as soon as it grows past that.';
    expect(normalizeLine(paragraph).length).toBeGreaterThanOrEqual(DUPLICATE_LIMITS.minChars);
    expect(blocks(`# Child\n\n${paragraph}\n`, [{ path: 'AGENTS.md', text: `# Root\n\n${paragraph}\n` }])).toEqual(['3-3<-AGENTS.md:3-3']);
  });

  it('matches across list markers, indentation, spacing and case, and across blank lines', () => {
    const child = `# Child\n\n* run the complete test suite with \`pnpm test\`   before pushing.\n\n  1. FORMAT every changed file with the project formatter first.\n> - Keep pull requests small and focused on a single concern.\n`;
    expect(blocks(child)).toEqual(['3-6<-AGENTS.md:5-7']);
  });

  it('names the right ancestor among several, and reports separate blocks separately', () => {
    const other = `# Middle\n\n- Migrations are generated, never written by hand, in this package.\n- Seed data lives in fixtures/seed and is loaded by the test setup.\n- Every query goes through the repository layer, never raw SQL.\n`;
    const child = `# Leaf\n\n${RULES.slice(1, 4).join('\n')}\n\nLocal notes here that are different.\n\n${other.split('\n').slice(2, 5).join('\n')}\n`;
    expect(blocks(child, [{ path: 'AGENTS.md', text: parent }, { path: 'db/AGENTS.md', text: other }])).toEqual([
      '3-5<-AGENTS.md:6-8',
      '9-11<-db/AGENTS.md:3-5',
    ]);
  });

  it('handles large repetitive files', () => {
    const line = '- The same long instruction line that repeats many many times.';
    const big = Array.from({ length: 20_000 }, () => line).join('\n');
    expect(blocks(big, [{ path: 'AGENTS.md', text: big }])).toEqual(['1-20000<-AGENTS.md:1-20000']);
    const alternating = Array.from({ length: 20_000 }, (_, i) => `- instruction number ${i % 2 ? 'odd' : 'even'} that is long enough ${i}`).join('\n');
    // Every line appears in the parent, but in reverse order: no block of two or more lines in the same order.
    expect(findDuplicateBlocks(alternating, [{ path: 'AGENTS.md', text: alternating.split('\n').reverse().join('\n') }])).toEqual([]);
  });
});

describe('line breaks', () => {
  it('cuts lines at \\r\\n, \\r and \\n as splitLines does: the same blocks on the same lines whichever the file uses', () => {
    const child = `# Child\n\n## Notes\n\n${RULES.slice(1, 4).join('\n')}\n\ntail\n`;
    const lf = blocks(child);
    expect(lf).toEqual(['5-7<-AGENTS.md:6-8']);
    for (const eol of ['\r\n', '\r']) {
      const ancestors = [{ path: 'AGENTS.md', text: parent.replaceAll('\n', eol) }];
      expect(blocks(child.replaceAll('\n', eol), ancestors)).toEqual(lf);
    }
    // Mixed in one file (no \r is followed by a \n here, which would make one \r\n break of two).
    const lines = child.split('\n');
    const mixed = lines.map((l, i) => l + (i === lines.length - 1 ? '' : ['\r\n', '\r', '\n'][i % 3])).join('');
    expect(mixed).toMatch(/\r[^\n]/);
    expect(blocks(mixed)).toEqual(lf);
    expect(blocks(`\n\r${RULES.slice(1, 4).join('\n')}\n`)).toEqual(['3-5<-AGENTS.md:6-8']);
  });
});

describe('normalizeLine', () => {
  it('normalizes ASCII lines by hand exactly as the regular expressions do (property)', () => {
    const piece = fc.constantFrom(' ', '  ', '\t', '\v', '\f', '>', '> ', '-', '- ', '* ', '+ ', '1. ', '123456789) ', '1234567890. ', '[ ] ', '[x] ', '[X]', 'Run', 'TESTS', 'a', '.', ')', '[', ']', '#');
    fc.assert(
      fc.property(fc.array(fc.oneof(piece, fc.string({ maxLength: 4 })), { maxLength: 12 }), (parts) => {
        const line = parts.join('');
        expect(normalizeLine(line)).toBe(normalizeLineByRegex(line));
      }),
      { numRuns: 3000 },
    );
  });
});
