/**
 * The audit command's arguments: the one definition that the CLI's parse (`main.ts`) and its entry
 * (`index.ts`, which needs only the root, before the rest of the CLI is loaded) both read.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';

export const AUDIT_OPTIONS = {
  profile: { type: 'string', short: 'p', multiple: true },
  cwd: { type: 'string', short: 'C', multiple: true },
  'max-bytes': { type: 'string' },
  fallback: { type: 'string', multiple: true },
  'root-marker': { type: 'string', multiple: true },
  'assume-root': { type: 'boolean' },
  home: { type: 'string' },
  rule: { type: 'string', multiple: true },
  'warn-threshold': { type: 'string' },
  symlinks: { type: 'string' },
  'fail-on': { type: 'string' },
  config: { type: 'string' },
  'config-from': { type: 'string' },
  format: { type: 'string', short: 'f' },
  matrix: { type: 'boolean' },
  verbose: { type: 'boolean' },
  output: { type: 'string' },
  'print-prompt': { type: 'string' },
  'agent-state': { type: 'string', multiple: true },
  base: { type: 'string' },
  previous: { type: 'string' },
  'new-only': { type: 'boolean' },
  cache: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
} as const satisfies ParseArgsOptionsConfig;

/** `agents-md-audit merge REPORT.json...`'s options. */
export const MERGE_OPTIONS = {
  format: { type: 'string', short: 'f' },
  'fail-on': { type: 'string' },
  output: { type: 'string' },
  verbose: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies ParseArgsOptionsConfig;

/** `agents-md-audit diff BASE.json HEAD.json`'s options. */
export const DIFF_OPTIONS = {
  format: { type: 'string', short: 'f' },
  output: { type: 'string' },
  'fail-on': { type: 'string' },
  'new-only': { type: 'boolean' },
  verbose: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies ParseArgsOptionsConfig;

/** Options that take a value; `--max-bytes -5` is rewritten to `--max-bytes=-5` so the value is checked, not taken for a flag. */
const VALUE_OPTIONS = new Set(['--max-bytes', '--warn-threshold', '--cwd', '-C', '--fallback', '--root-marker', '--rule']);

function joinNegativeValues(argv: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const next = argv[i + 1];
    if (VALUE_OPTIONS.has(a) && next !== undefined && /^-\d/.test(next)) {
      out.push(a.startsWith('--') ? `${a}=${next}` : `${a}${next}`);
      i += 1;
    } else out.push(a);
  }
  return out;
}

/** The audit command's arguments parsed (throws what `parseArgs` throws). */
export function parseAuditArgs(argv: readonly string[]) {
  return parseArgs({ args: joinNegativeValues(argv), allowPositionals: true, strict: true, options: AUDIT_OPTIONS });
}

/**
 * The directory an audit command line audits (absolute), or null where `argv` is not one that
 * parses (the full parse then says what is wrong), asks for help or the version, or is a
 * subcommand (`merge`, `diff`), or where the root is not a directory.
 */
export function auditRootOf(argv: readonly string[], cwd: string): string | null {
  if (argv[0] === 'merge' || argv[0] === 'diff') return null;
  let parsed: ReturnType<typeof parseAuditArgs>;
  try {
    parsed = parseAuditArgs(argv);
  } catch {
    return null;
  }
  const { values, positionals } = parsed;
  if (values.help || values.version || positionals.length > 1) return null;
  const root = path.resolve(cwd, positionals[0] ?? '.');
  try {
    return fs.statSync(root).isDirectory() ? root : null;
  } catch {
    return null;
  }
}
