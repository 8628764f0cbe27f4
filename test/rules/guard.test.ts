/**
 * The parse guard: every Markdown shape we measured as superlinear in remark-parse is recognized
 * before parsing (so a huge or hostile file cannot stall a run), and shapes just under each limit
 * still parse. Work bounds, never time: a hostile shape is never handed to the parser.
 */
import { describe, expect, it } from 'vitest';
import { PARSE_LIMITS, parseRisk } from '../../src/rules/guard.js';
import { lintInstructionFile, lintParseCount, lintScanCount } from '../../src/rules/index.js';

const MiB = 1024 * 1024;
const fill = (unit: string, bytes = MiB): string => unit.repeat(Math.floor(bytes / unit.length));

/** Shapes that took seconds to minutes to parse at these sizes (see src/rules/guard.ts). */
const HOSTILE: Record<string, string> = {
  'emphasis delimiters in one paragraph': '*_'.repeat(PARSE_LIMITS.delimitersPerBlock),
  'many paragraphs of delimiters': `${'*_'.repeat(PARSE_LIMITS.delimitersPerBlock / 2 - 10)}\n\n`.repeat(8),
  'unclosed links': '[a]('.repeat(20_000),
  'deep block quotes and lists': '> - '.repeat(PARSE_LIMITS.nestingDepth) + 'x\n',
  'a list nested by indentation': Array.from({ length: 40 }, (_, i) => `${' '.repeat(2 * i)}- item`).join('\n'),
  'a table row with thousands of cells': '| a '.repeat(PARSE_LIMITS.pipesPerLine + 1) + '|\n',
  'setext headings': 'Title\n=====\n\n'.repeat(PARSE_LIMITS.setextHeadings + 1),
  'one long paragraph of PEM header lines': fill('-----BEGIN RSA KEY-----\n', 128 * 1024),
  'one long line of URLs with credentials': fill('x://user:Passw0rd123@host.example.org ', 128 * 1024),
  'a heading every few bytes': fill('# h\n\n', 256 * 1024),
  'a code block every few bytes': fill('```\nx\n```\n', 256 * 1024),
};

describe('parseRisk', () => {
  it.each(Object.entries(HOSTILE))('recognizes %s', (_name, text) => {
    expect(parseRisk(text)).not.toBeNull();
  });

  it('names the limit and the line', () => {
    expect(parseRisk('# T\n\n' + 'x | '.repeat(600) + '\n')).toBe(`line 3 holds 600 table cell separators (more than ${PARSE_LIMITS.pipesPerLine})`);
    expect(parseRisk('ok\n\n' + '> '.repeat(17) + 'deep\n')).toBe(
      `line 3 is nested 17 levels deep (block quotes, list items and indentation; more than ${PARSE_LIMITS.nestingDepth})`,
    );
  });

  it('ignores what is inside fenced code (the parser does not look at it)', () => {
    expect(parseRisk('```\n' + '*_'.repeat(5000) + '\n' + '| a '.repeat(1000) + '\n```\n')).toBeNull();
  });

  it('accepts ordinary Markdown just under every limit, which then parses', () => {
    const text = [
      '*_'.repeat(PARSE_LIMITS.delimitersPerBlock / 2 - 1),
      '> '.repeat(PARSE_LIMITS.nestingDepth - 1) + 'x',
      '| a '.repeat(PARSE_LIMITS.pipesPerLine - 1) + '|',
      'Title\n=====\n\n'.repeat(PARSE_LIMITS.setextHeadings - 1),
      'See [the guide](docs/guide.md).', // a link: its findings depend on the structure, so it is read (scanned or parsed)
    ].join('\n\n');
    expect(parseRisk(text)).toBeNull();
    const before = lintParseCount() + lintScanCount();
    const findings = lintInstructionFile({ path: 'AGENTS.md', text, size: text.length, readBytes: text.length, ancestors: [], exists: () => true });
    expect(findings).toEqual([]);
    expect(lintParseCount() + lintScanCount() - before).toBe(1);
  });

  it.each(Object.entries(HOSTILE))('lintInstructionFile on %s never hands it to the parser', (_name, text) => {
    const before = lintParseCount();
    const findings = lintInstructionFile({ path: 'AGENTS.md', text, size: text.length, readBytes: text.length, ancestors: [], exists: () => true });
    expect(lintParseCount() - before).toBe(0);
    expect(findings.map((f) => f.ruleId)).toContain('lint-incomplete');
  });
});
