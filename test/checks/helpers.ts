/**
 * Test helpers for the health checks: build a documentation example (src/checks/examples.ts) as a
 * real temporary git repository, and audit it the way the CLI would.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { auditDetailed, type AuditResult } from '../../src/audit.js';
import type { ExampleEntry, ExampleRepo } from '../../src/checks/examples.js';
import type { CheckFinding, CheckInput } from '../../src/checks/types.js';
import { defaultOptions, type AuditOptions } from '../../src/config/options.js';
import { isAgentConfigPath } from '../../src/profiles/agent-config.js';
import type { Finding } from '../../src/report/model.js';
import { auditAt } from '../helpers/audit.js';
import { git, makeRepo, writeFiles, type RepoEntry, type RepoFiles } from '../helpers/repo.js';
import { asUnprivilegedAsync, openUp, runningAsRoot } from '../helpers/privilege.js';

export function toEntry(e: ExampleEntry): RepoEntry {
  if (typeof e === 'string') return e;
  if ('hex' in e) return Buffer.from(e.hex.replace(/\s+/g, ''), 'hex');
  if ('line' in e) return (e.head ?? '') + e.line.repeat(e.times);
  return e;
}

function entriesUnder(files: Record<string, ExampleEntry>, filter: (rel: string) => boolean): RepoFiles {
  const out: RepoFiles = {};
  for (const [rel, e] of Object.entries(files)) if (filter(rel)) out[rel] = toEntry(e);
  return out;
}

function isFifo(e: ExampleEntry): boolean {
  return typeof e === 'object' && 'fifo' in e;
}

/** Build an example layout in a fresh temporary git repository; returns its absolute path. */
export function buildExample(ex: ExampleRepo): string {
  const root = makeRepo({}, { git: true });
  const untracked = new Set(ex.untracked ?? []);
  const nested = ex.nestedRepos ?? [];
  const inNested = (rel: string): string | undefined => nested.find((n) => rel === n || rel.startsWith(`${n}/`));
  for (const n of nested) {
    const dir = path.join(root, n);
    fs.mkdirSync(dir, { recursive: true });
    writeFiles(root, entriesUnder(ex.files, (rel) => inNested(rel) === n && !untracked.has(rel)));
    git(dir, 'init', '-q');
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '--allow-empty', '-m', 'nested');
  }
  writeFiles(root, entriesUnder(ex.files, (rel) => inNested(rel) === undefined && !untracked.has(rel)));
  const fifos = Object.entries(ex.files)
    .filter(([rel, e]) => isFifo(e) && !untracked.has(rel))
    .map(([rel]) => `:(exclude)${rel}`);
  git(root, 'add', '-A', '--', '.', ...fifos);
  for (const f of ex.forceAdd ?? []) git(root, 'add', '-f', '--', f);
  git(root, 'commit', '-q', '--allow-empty', '-m', 'example');
  writeFiles(root, entriesUnder(ex.files, (rel) => untracked.has(rel)));
  for (const rel of ex.unreadable ?? []) fs.chmodSync(path.join(root, rel), 0o000);
  return root;
}

export function exampleOptions(root: string, ex: ExampleRepo): AuditOptions {
  const o = ex.options ?? {};
  return {
    ...defaultOptions(root),
    profiles: o.profiles ?? ['codex', 'a3s'],
    ...(o.maxBytes !== undefined ? { maxBytes: o.maxBytes } : {}),
    ...(o.fallbackFilenames ? { fallbackFilenames: o.fallbackFilenames } : {}),
    ...(o.symlinkPolicy ? { symlinkPolicy: o.symlinkPolicy } : {}),
    ...(o.warnThreshold !== undefined ? { warnThreshold: o.warnThreshold } : {}),
    ...(o.workingDirectories ? { workingDirectories: o.workingDirectories } : {}),
    ...(o.rules ? { rules: o.rules } : {}),
    ...(o.agentState ? { agentState: o.agentState } : {}),
  };
}

const GIT_AS_OTHER_USER: Record<string, string> = {
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_COUNT: '1',
  GIT_CONFIG_KEY_0: 'safe.directory',
  GIT_CONFIG_VALUE_0: '*',
};

/**
 * Audit a built example. With `unreadable` paths and tests running as root (where chmod 000 does
 * not stop reads), the whole audit runs synchronously as `nobody`, with git told to trust the
 * root-owned repository.
 */
export async function auditExample(root: string, ex: ExampleRepo, overrides: Partial<AuditOptions> = {}): Promise<AuditResult> {
  const options = { ...exampleOptions(root, ex), ...overrides };
  if ((ex.unreadable ?? []).length === 0 || !runningAsRoot) return auditDetailed(options);
  openUp(root);
  const saved = Object.fromEntries(Object.keys(GIT_AS_OTHER_USER).map((k) => [k, process.env[k]]));
  Object.assign(process.env, GIT_AS_OTHER_USER);
  try {
    // The whole audit (its git listings in child processes included) runs as nobody.
    return await asUnprivilegedAsync(() => auditDetailed(options));
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

export function findingsOf(r: AuditResult, ruleId: string): Finding[] {
  return r.report.findings.filter((f) => f.ruleId === ruleId);
}

/** A compact view of findings for failure messages. */
export function show(findings: readonly Finding[]): string {
  return findings.map((f) => `${f.ruleId} ${f.path}:${f.line}${f.column ? `:${f.column}` : ''} ${f.message}`).join('\n');
}

/**
 * Run one check module on a real audit of `root`, with the same input the engine gives it (the
 * module need not be registered): for tests that look at one rule's findings before severities.
 */
export async function runCheck(
  check: (input: CheckInput) => CheckFinding[],
  root: string,
  overrides: Partial<AuditOptions> = {},
): Promise<CheckFinding[]> {
  const r = await auditAt(root, overrides);
  return check({
    options: { ...defaultOptions(root), ...overrides },
    ctx: r.ctx,
    profiles: r.profiles,
    chains: r.resolved,
    candidates: r.ctx
      .probedExisting()
      .map((p) => p.rel)
      .filter((rel) => !isAgentConfigPath(rel))
      .sort(),
  });
}
