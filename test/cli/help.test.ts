/**
 * The CLI's help: generated from the option definitions the parse uses, for the audit and for each
 * subcommand (`merge --help`, `diff --help` exit 0), at most 80 columns, with every exit status,
 * examples and a link to the documentation of the running version.
 */
import { describe, expect, it } from 'vitest';
import { AUDIT_OPTIONS, DIFF_OPTIONS, MERGE_OPTIONS } from '../../src/cli/args.js';
import { HELP_WIDTH, wrap } from '../../src/cli/help.js';
import { DOCS_REF } from '../../src/version.js';
import { runCliCaptured } from '../helpers/cli.js';

const COMMANDS = [
  { argv: ['--help'], alt: ['-h'], options: AUDIT_OPTIONS, usage: 'Usage: agents-md-audit [ROOT] [options]', codes: ['0', '1', '2', '3'] },
  { argv: ['merge', '--help'], alt: ['merge', '-h'], options: MERGE_OPTIONS, usage: 'Usage: agents-md-audit merge REPORT.json... [options]', codes: ['0', '1', '2', '3'] },
  { argv: ['diff', '--help'], alt: ['diff', 'a.json', '-h'], options: DIFF_OPTIONS, usage: 'Usage: agents-md-audit diff BASE.json HEAD.json [options]', codes: ['0', '2', '3'] },
] as const;

describe('--help', () => {
  for (const c of COMMANDS) {
    it(`${c.argv.join(' ')} exits 0 with every option, the exit statuses, examples and the docs link, within ${HELP_WIDTH} columns`, async () => {
      const r = await runCliCaptured([...c.argv]);
      expect(r).toMatchObject({ code: 0, stderr: '' });
      expect(r.stdout.startsWith(c.usage)).toBe(true);
      expect(await runCliCaptured([...c.alt])).toEqual(r);
      const lines = r.stdout.trimEnd().split('\n');
      for (const line of lines) expect([...line].length, line).toBeLessThanOrEqual(HELP_WIDTH);
      // Every option the parse accepts is listed, with its short form.
      for (const [name, def] of Object.entries(c.options)) {
        const short = 'short' in def ? `-${def.short}, ` : '    ';
        expect(lines.some((l) => l.startsWith(`  ${short}--${name}`)), `--${name}`).toBe(true);
      }
      const exit = lines.slice(lines.indexOf('Exit status:') + 1);
      expect(exit.filter((l) => /^ {2}\d {2}/.test(l)).map((l) => l.trim()[0])).toEqual(c.codes);
      const examples = lines.slice(lines.indexOf('Examples:') + 1);
      expect(examples[0]).toMatch(/^ {2}agents-md-audit/);
      expect(lines.slice(-2)).toEqual(['Documentation:', `  https://github.com/agents-md-audit/agents-md-audit/blob/${DOCS_REF}/README.md`]);
    });
  }

  it('the audit help names its subcommands and each of its examples parses', async () => {
    const r = await runCliCaptured(['--help']);
    expect(r.stdout).toContain('agents-md-audit merge --help');
    const lines = r.stdout.split('\n');
    const examples = lines.slice(lines.indexOf('Examples:') + 1, lines.indexOf('Exit status:')).filter((l) => /^ {2}agents-md-audit/.test(l));
    expect(examples.length).toBeGreaterThanOrEqual(4);
    for (const e of examples) {
      // Each example's flags are known to the parse: its options with `--help` print the help, not a usage error.
      const argv = e.trim().replace(/\s*>.*$/, '').split(/\s+/).slice(1);
      const h = await runCliCaptured([...argv, '--help']);
      expect(h.code, `${e}: ${h.stderr}`).toBe(0);
    }
  });

  it('wraps words at the width, with a hanging indent, keeping a word longer than a line whole', () => {
    expect(wrap('aa bb cc dd', 8, '- ', '  ')).toEqual(['- aa bb', '  cc dd']);
    expect(wrap('one\ntwo', 80, '> ', '  ')).toEqual(['> one', '  two']);
    expect(wrap(`${'x'.repeat(12)} y`, 8, '', '')).toEqual(['x'.repeat(12), 'y']);
  });
});
