/**
 * Renders docs/rules/<id>.md for a health check from its exports (meta, docs, examples) and the
 * finding its failing example really produces. Used by examples.test.ts, which compares the files
 * and rewrites them with UPDATE_GOLDEN=1 (scripts/generate-check-docs.mjs does exactly that).
 */
import type { ExampleEntry, ExampleRepo, FailingExample } from '../../src/checks/examples.js';
import { reportedAs, type RuleMeta } from '../../src/rules/meta.js';
import type { Finding } from '../../src/report/model.js';

export interface GitState {
  tracked: ReadonlySet<string>;
  ignored: ReadonlySet<string>;
}

function fence(text: string, lang = 'md'): string {
  let f = '~~~';
  while (text.includes(f)) f += '~';
  return `${f}${lang}\n${text.endsWith('\n') ? text : `${text}\n`}${f}`;
}

function entryText(e: ExampleEntry): { what: string; block?: string } {
  if (typeof e === 'string') {
    if (e.trim() === '') return { what: e === '' ? 'empty file' : `blank file: ${JSON.stringify(e)}` };
    if (!e.endsWith('\n')) return { what: `file holding just ${JSON.stringify(e)} (no newline)` };
    return { what: `file, ${Buffer.byteLength(e)} bytes`, block: e };
  }
  if ('hex' in e) {
    const bytes = e.hex.replace(/\s+/g, '').match(/../g) ?? [];
    return { what: `file, ${bytes.length} bytes: \`${bytes.join(' ')}\`` };
  }
  if ('line' in e) {
    const size = Buffer.byteLength(e.head ?? '') + Buffer.byteLength(e.line) * e.times;
    return { what: `file, ${size} bytes: ${e.head ? `${JSON.stringify(e.head)} then ` : ''}${e.times} × ${JSON.stringify(e.line)}` };
  }
  if ('symlink' in e) return { what: `symlink → \`${e.symlink}\`` };
  if ('fifo' in e) return { what: 'named pipe (FIFO)' };
  return { what: 'directory' };
}

function gitText(rel: string, ex: ExampleRepo, git: GitState): string {
  const nested = (ex.nestedRepos ?? []).find((n) => rel.startsWith(`${n}/`));
  if (nested) return `committed in the nested repository \`${nested}\``;
  if (git.tracked.has(rel)) return (ex.forceAdd ?? []).includes(rel) ? 'committed (with `git add -f`, although ignored)' : 'committed';
  if (git.ignored.has(rel)) return 'git-ignored';
  return 'untracked';
}

function configText(ex: ExampleRepo): string {
  const o = ex.options ?? {};
  const lines = [`profiles: [${(o.profiles ?? ['codex', 'a3s']).join(', ')}]`];
  if (o.maxBytes !== undefined) lines.push(`max-bytes: ${o.maxBytes}`);
  if (o.fallbackFilenames) lines.push(`fallback-filenames: [${o.fallbackFilenames.join(', ')}]`);
  if (o.symlinkPolicy) lines.push(`symlinks: ${o.symlinkPolicy}`);
  if (o.warnThreshold !== undefined) lines.push(`warn-threshold: ${Math.round(o.warnThreshold * 100)}%`);
  if (o.workingDirectories) lines.push(`working-directories: [${o.workingDirectories.map((w) => JSON.stringify(w)).join(', ')}]`);
  return fence(`${lines.join('\n')}\n`, 'yaml');
}

function layout(ex: ExampleRepo, git: GitState): string {
  const out: string[] = [];
  for (const rel of Object.keys(ex.files).sort()) {
    const e = ex.files[rel]!;
    const { what, block } = entryText(e);
    const extra = (ex.unreadable ?? []).includes(rel) ? ', made unreadable (`chmod 000`)' : '';
    const status = typeof e === 'object' && ('fifo' in e || 'dir' in e) ? 'not in git' : gitText(rel, ex, git);
    out.push(`- \`${rel}\`: ${what}, ${status}${extra}${block ? ':' : ''}`);
    if (block) out.push('', ...fence(block, /\.(md|mdc|markdown)$/i.test(rel) ? 'md' : '').split('\n').map((l) => (l === '' ? '' : `  ${l}`)), '');
  }
  for (const n of ex.nestedRepos ?? []) out.push(`- \`${n}/.git\`: a repository of its own (\`git init\` inside the project)`);
  return out.join('\n').replace(/\n{3,}/g, '\n\n');
}

function where(f: Pick<Finding, 'path' | 'line' | 'column' | 'files'>): string {
  if (f.path === null && f.files) return `the repository, once, listing ${f.files.map((p) => `\`${p}\``).join(', ')}`;
  if (f.path === null) return 'the configuration';
  return `\`${f.path}${f.line !== null ? `:${f.line}${f.column ? `:${f.column}` : ''}` : ''}\`${f.line === null ? ' (the whole file)' : ''}`;
}

function quoteBlock(text: string): string {
  return text
    .split('\n')
    .map((l) => `> ${l}`)
    .join('\n');
}

export function renderRuleDoc(args: {
  meta: RuleMeta;
  source: string;
  docs: { why: string; fix: string };
  failing: FailingExample;
  failingGit: GitState;
  finding: Finding;
  passing: ExampleRepo;
  passingGit: GitState;
}): string {
  const { meta, docs, failing, passing, finding } = args;
  const id = meta.id;
  return [
    `# \`${id}\``,
    '',
    `<!-- Generated from ${args.source} by scripts/generate-check-docs.mjs (UPDATE_GOLDEN=1 npx vitest run test/checks/examples.test.ts); do not edit by hand. -->`,
    '',
    meta.description,
    '',
    '| | |',
    '|---|---|',
    '| Kind | health check (computed from what each agent discovers) |',
    `| Default severity | \`${meta.defaultSeverity}\` |`,
    `| Reported as | ${reportedAs(meta)} |`,
    `| Change it | \`.agents-md-audit.yml\`: \`rules: { ${id}: warning }\` · action input \`rules: ${id}: warning\` · CLI \`--rule ${id}=warning\` (\`off\`, \`info\`, \`warning\` or \`error\`) |`,
    '',
    '## Why',
    '',
    docs.why,
    '',
    '## How to fix',
    '',
    docs.fix,
    '',
    '## Failing example',
    '',
    failing.description,
    '',
    layout(failing, args.failingGit),
    '',
    'Configuration (`.agents-md-audit.yml`):',
    '',
    configText(failing),
    '',
    `The audit reports \`${finding.severity}\` \`${id}\` at ${where(finding)}:`,
    '',
    quoteBlock(finding.message),
    '',
    '## Passing example',
    '',
    passing.description,
    '',
    layout(passing, args.passingGit),
    '',
    'Configuration (`.agents-md-audit.yml`):',
    '',
    configText(passing),
    '',
    `The audit reports no \`${id}\` finding.`,
    '',
  ]
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
}
