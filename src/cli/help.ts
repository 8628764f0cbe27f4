/**
 * The CLI's help, generated from the option definitions the parse uses (src/cli/args.ts): every
 * option of a command must have an entry here (the types say so), and each command's help lists
 * exactly its options, wrapped to 80 columns, with the exit statuses, examples and a docs link.
 */
import { KNOWN_PROFILES } from '../profiles/index.js';
import { DOCS_REF, REPOSITORY } from '../version.js';
import { AUDIT_OPTIONS, DIFF_OPTIONS, MERGE_OPTIONS } from './args.js';

export const HELP_WIDTH = 80;

interface OptionHelp {
  /** The value's name (`LIST`), for an option that takes one. */
  arg?: string;
  /** What it does; `\n` starts a new line. */
  text: string;
}

type HelpOf<T> = { readonly [K in keyof T]: OptionHelp };

const HELP_OPT: OptionHelp = { text: 'show this help' };

const AUDIT_HELP: HelpOf<typeof AUDIT_OPTIONS> = {
  profile: {
    arg: 'LIST',
    text: `agent profiles, comma-separated: auto (default: codex plus every agent the repository shows signs of using; auto,aider adds aider) or ${KNOWN_PROFILES.join(', ')}; AGENT@VERSION picks the profile of an agent version (codex@0.169.0)`,
  },
  cwd: { arg: 'DIR', text: 'working directory to audit, path or glob relative to ROOT (repeatable; default "auto": the root and every directory holding a candidate)' },
  'max-bytes': { arg: 'N', text: 'byte budget for budgeted agents (default 32768; 0 disables instructions)' },
  fallback: { arg: 'NAME', text: 'fallback instruction file name after AGENTS.md (repeatable)' },
  'root-marker': { arg: 'NAME', text: 'root marker (repeatable; default .git)' },
  'assume-root': { text: 'treat ROOT as a repository root even without a root marker' },
  home: { arg: 'DIR', text: 'include personal documents from DIR/.codex and DIR/.a3s' },
  'agent-state': {
    arg: 'K=V',
    text: [
      'state agents keep outside the repository (repeatable):',
      'codex-trust=trusted|unset|untrusted (the project root; default trusted),',
      'codex-trust=DIR:trusted|unset|untrusted (a directory\'s own entry),',
      'claude-external-imports=approved|not-approved (default not-approved),',
      'gemini-folder-trust=trusted|untrusted (default trusted)',
    ].join('\n'),
  },
  rule: { arg: 'ID=SEVERITY', text: 'set a rule to off, info, warning or error (repeatable)' },
  'warn-threshold': { arg: 'P', text: 'warn when a chain uses P% of its budget (default 90)' },
  symlinks: { arg: 'POLICY', text: 'allow-in-repo (default), forbid or allow' },
  'fail-on': { arg: 'LEVEL', text: 'error (default), warning or never' },
  config: { arg: 'FILE', text: 'config file (default: ROOT/.agents-md-audit.yml if present)' },
  'config-from': { arg: 'WHERE', text: 'head (default): the config file in the work tree; base (with --base): the one committed at REF, so a change in the work tree is shown, not applied' },
  format: { arg: 'FORMAT', text: 'text (default), json or sarif (SARIF 2.1.0 for code scanning)' },
  matrix: { text: 'text: show chains as a working directory × profile matrix' },
  verbose: { text: 'text: every finding and every chain in full (default: the short report)' },
  output: { arg: 'FILE', text: 'also write the JSON report to FILE' },
  base: { arg: 'REF', text: 'also audit the committed tree at REF (read from git, nothing checked out) and show first what this change does to agent instructions' },
  previous: { arg: 'FILE', text: 'compare with a previous JSON report instead (scheduled runs)' },
  'new-only': { text: 'with --base or --previous: the exit status counts only new findings' },
  'print-prompt': { arg: 'DIR', text: 'print the instructions exactly as the first profile injects them when started in DIR (relative to ROOT; secrets masked); exits 0 once printed' },
  cache: { arg: 'DIR', text: 'keep lint results and reports in DIR and reuse what still holds: an unchanged tree is answered from it, a changed file is linted again' },
  help: HELP_OPT,
  version: { text: 'show the version' },
};

const MERGE_HELP: HelpOf<typeof MERGE_OPTIONS> = {
  format: { arg: 'FORMAT', text: 'json (default) or text' },
  'fail-on': { arg: 'LEVEL', text: 'error (default), warning or never: which findings of the merged report exit 1' },
  output: { arg: 'FILE', text: 'also write the merged JSON report to FILE' },
  verbose: { text: 'text: every finding and every chain in full' },
  help: HELP_OPT,
};

const DIFF_HELP: HelpOf<typeof DIFF_OPTIONS> = {
  format: { arg: 'FORMAT', text: 'text (default) or json (the delta)' },
  output: { arg: 'FILE', text: 'also write the delta as JSON to FILE' },
  'fail-on': { arg: 'LEVEL', text: 'error (default), warning or never: exit 1 as an audit of HEAD against BASE would' },
  'new-only': { text: 'the exit status counts only findings HEAD adds or makes worse' },
  verbose: { text: 'text: the edited lines of each changed file' },
  help: HELP_OPT,
};

/** `text` wrapped to `width` columns, each line after the first indented by `indent` (words longer than a line stay whole). */
export function wrap(text: string, width: number, first: string, indent: string): string[] {
  const out: string[] = [];
  for (const para of text.split('\n')) {
    let line = out.length === 0 ? first : indent;
    let empty = true;
    for (const word of para.split(/ +/)) {
      if (!empty && line.length + 1 + word.length > width) {
        out.push(line);
        line = indent + word;
      } else line += (empty ? '' : ' ') + word;
      empty = false;
    }
    out.push(line);
  }
  return out;
}

const LABEL_WIDTH = 26;

function optionLines(options: Record<string, { type: string; short?: string }>, help: Record<string, OptionHelp>): string[] {
  const out: string[] = [];
  for (const [name, def] of Object.entries(options)) {
    const h = help[name]!;
    const label = `  ${def.short ? `-${def.short}, ` : '    '}--${name}${h.arg ? ` ${h.arg}` : ''}`;
    const pad = ' '.repeat(LABEL_WIDTH);
    if (label.length + 1 > LABEL_WIDTH) out.push(label, ...wrap(h.text, HELP_WIDTH, pad, pad));
    else out.push(...wrap(h.text, HELP_WIDTH, label.padEnd(LABEL_WIDTH), pad));
  }
  return out;
}

/** Examples: the command, then what it does, indented. */
function exampleLines(examples: ReadonlyArray<readonly [string, string]>): string[] {
  return examples.flatMap(([cmd, what]) => [`  ${cmd}`, ...wrap(what, HELP_WIDTH, '      ', '      ')]);
}

const DOCS = `https://github.com/${REPOSITORY}/blob/${DOCS_REF}/README.md`;

function exitLines(rows: ReadonlyArray<readonly [string, string]>): string[] {
  return rows.flatMap(([code, what]) => wrap(what, HELP_WIDTH, `  ${code}  `, '     '));
}

const INTERNAL = ['3', 'internal error (a bug in agents-md-audit: please report it)'] as const;

export type HelpCommand = 'audit' | 'merge' | 'diff';

export function renderHelp(command: HelpCommand): string {
  const lines: string[] = [];
  const para = (text: string): void => {
    lines.push(...wrap(text, HELP_WIDTH, '', ''));
  };
  if (command === 'audit') {
    lines.push('Usage: agents-md-audit [ROOT] [options]', '       agents-md-audit merge REPORT.json... [options]', '       agents-md-audit diff BASE.json HEAD.json [options]', '');
    para('Audit the AGENTS.md-style instruction chains that coding agents load in ROOT (default: the current directory), the way each agent profile discovers them.');
    lines.push('', 'Options:', ...optionLines(AUDIT_OPTIONS, AUDIT_HELP), '', 'Commands:');
    lines.push(...wrap('merge the JSON reports of an audit split across jobs into one', HELP_WIDTH, '  merge   ', '          '));
    lines.push(...wrap('what changed between two saved reports', HELP_WIDTH, '  diff    ', '          '));
    lines.push('          (agents-md-audit merge --help, agents-md-audit diff --help)', '', 'Examples:');
    lines.push(
      ...exampleLines([
        ['agents-md-audit', 'audit the repository in the current directory for Codex'],
        ['agents-md-audit -p codex,claude-code,gemini --fail-on warning', 'audit for three agents; warnings fail too'],
        ['agents-md-audit --base origin/main --new-only', 'show what this branch does to agent instructions; fail only on what it adds'],
        ['agents-md-audit --rule no-personal-paths=off --format sarif > audit.sarif', 'turn one rule off and write SARIF for code scanning'],
        ['agents-md-audit --print-prompt packages/api', 'print what Codex reads when started in packages/api'],
      ]),
    );
    lines.push(
      '',
      'Exit status:',
      ...exitLines([
        ['0', 'no finding at or above --fail-on (and --help, --version, --print-prompt)'],
        ['1', 'findings at or above --fail-on (with --new-only: new ones)'],
        ['2', 'usage or configuration error (a flag, the config file, a report, a ref)'],
        INTERNAL,
      ]),
    );
  } else if (command === 'merge') {
    lines.push('Usage: agents-md-audit merge REPORT.json... [options]', '');
    para('Merge the JSON reports of an audit split across jobs (each with its own --cwd and --output) into one report: chains by working directory and profile, findings by their fingerprint.');
    lines.push('', 'Options:', ...optionLines(MERGE_OPTIONS, MERGE_HELP), '', 'Examples:');
    lines.push(...exampleLines([['agents-md-audit merge part-*.json --output report.json --format text', 'merge the parts, keep the merged JSON and print the text report']]));
    lines.push('', 'Exit status:', ...exitLines([['0', 'no finding at or above --fail-on'], ['1', 'findings at or above --fail-on'], ['2', 'usage error, or a file that is not a report'], INTERNAL]));
  } else {
    lines.push('Usage: agents-md-audit diff BASE.json HEAD.json [options]', '');
    para('What changed between two saved JSON reports (from --output): chains whose instructions changed, new and fixed findings.');
    lines.push('', 'Options:', ...optionLines(DIFF_OPTIONS, DIFF_HELP), '', 'Examples:');
    lines.push(...exampleLines([['agents-md-audit diff last-week.json report.json', 'what changed since last week\'s scheduled run']]));
    lines.push('', 'Exit status:', ...exitLines([['0', 'the delta was printed'], ['2', 'usage error, or reports that cannot be compared'], INTERNAL]));
  }
  lines.push('', 'Documentation:', `  ${DOCS}`);
  return `${lines.join('\n')}\n`;
}
