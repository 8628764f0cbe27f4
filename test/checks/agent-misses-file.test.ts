/**
 * `agent-misses-file`, `instruction-twins` and the facts they make redundant, on real git
 * repositories of the shapes issue 25 names: nested AGENTS.md files Claude Code skips, a
 * GEMINI.md-only tree, twins, a CLAUDE.md symlink to a contributor guide.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { check as missesCheck } from '../../src/checks/agent-misses-file.js';
import { check as twinsCheck } from '../../src/checks/instruction-twins.js';
import { namedExplicitly } from '../../src/checks/restated.js';
import { twinDiff } from '../../src/checks/twins.js';
import type { AuditOptions } from '../../src/config/options.js';
import { auditAt } from '../helpers/audit.js';
import { fakeSecret } from '../helpers/fake-secrets.js';
import * as path from 'node:path';
import { cleanupRepos, git, makeRepo } from '../helpers/repo.js';
import { runCheck } from './helpers.js';

afterAll(cleanupRepos);

const misses = (root: string, o: Partial<AuditOptions>) => runCheck(missesCheck, root, o);
const twins = (root: string, o: Partial<AuditOptions>) => runCheck(twinsCheck, root, o);

/** A guide of `n` distinct lines. */
const guide = (title: string, n: number): string => `# ${title}\n\n${Array.from({ length: n }, (_, i) => `- Rule ${i + 1}: keep module ${i + 1} documented.`).join('\n')}\n`;

describe('agent-misses-file', () => {
  it('a root CLAUDE.md makes Claude Code skip each nested AGENTS.md: one finding per file, with the directories and the CLAUDE.md fix', async () => {
    const root = makeRepo(
      {
        'CLAUDE.md': '# Rules\n\nRun tests.\n',
        'pkg/x/AGENTS.md': '# X\n\nUse zod.\n',
        'pkg/x/a/main.ts': '',
        'pkg/x/b/main.ts': '',
        'pkg/y/AGENTS.md': '# Y\n\nUse valibot.\n',
        'pkg/y/CLAUDE.md': '@AGENTS.md\n',
      },
      { commit: true },
    );
    const f = await misses(root, { profiles: ['claude-code'], workingDirectories: ['pkg/x', 'pkg/x/a', 'pkg/x/b', 'pkg/y'] });
    expect(f.map((x) => [x.path, x.profiles, x.cwds, x.severity])).toEqual([['pkg/x/AGENTS.md', ['claude-code'], ['pkg/x', 'pkg/x/a', 'pkg/x/b'], 'warning']]);
    expect(f[0]!.message).toMatch(/^Add pkg\/x\/CLAUDE\.md containing @AGENTS\.md \(or make pkg\/x\/CLAUDE\.md a link to AGENTS\.md\): Claude Code never loads pkg\/x\/AGENTS\.md in 3 working directories \(pkg\/x, pkg\/x\/a and pkg\/x\/b\)\. Why: CLAUDE\.md is in the chain, so Claude Code .* reads no AGENTS\.md; it loads no other file of pkg\/x/);
  });

  it('a directory without the CLAUDE.md its siblings have is its own finding; the siblings are not', async () => {
    const root = makeRepo(
      {
        'AGENTS.md': '# Rules\n\nRun tests.\n',
        'CLAUDE.md': { symlink: 'AGENTS.md' },
        'apps/web/AGENTS.md': '# Web\n\nUse React.\n',
        'apps/web/CLAUDE.md': { symlink: 'AGENTS.md' },
        'apps/api/AGENTS.md': '# API\n\nUse Fastify.\n',
      },
      { commit: true },
    );
    const f = await misses(root, { profiles: ['claude-code', 'codex'], workingDirectories: ['.', 'apps/web', 'apps/api'] });
    expect(f.map((x) => [x.path, x.profiles, x.cwds])).toEqual([['apps/api/AGENTS.md', ['claude-code'], ['apps/api']]]);
  });

  it('the Claude Code fix names the other AGENTS.md directories a new CLAUDE.md would make it skip', async () => {
    const root = makeRepo({ 'AGENTS.md': '# Rules\n\nRun tests.\n', 'pkg/a/CLAUDE.md': '# A\n\nUse zod.\n', 'pkg/b/AGENTS.md': '# B\n\nUse Go.\n' }, { commit: true });
    const f = await misses(root, { profiles: ['claude-code'], workingDirectories: ['pkg/a', 'pkg/b'] });
    expect(f.map((x) => [x.path, x.cwds])).toEqual([['AGENTS.md', ['pkg/a']]]);
    expect(f[0]!.message).toMatch(
      /^Add CLAUDE\.md containing @AGENTS\.md \(or make CLAUDE\.md a link to AGENTS\.md\), and the same in the directory above or below it with an AGENTS\.md and no CLAUDE\.md \(pkg\/b\): with a CLAUDE\.md in the chain Claude Code reads no AGENTS\.md there either: Claude Code never loads AGENTS\.md in 1 working directory \(pkg\/a\)\./,
    );
  });

  it('a GEMINI.md-only tree: Codex never reads it, with the Codex fix; Gemini reads everything', async () => {
    const root = makeRepo({ 'GEMINI.md': '# Rules\n\nRun tests.\n', 'svc/GEMINI.md': '# Svc\n\nUse Go.\n' }, { commit: true });
    const f = await misses(root, { profiles: ['codex', 'gemini'], workingDirectories: ['.', 'svc'] });
    expect(f.map((x) => [x.path, x.profiles, x.cwds, x.files])).toEqual([['GEMINI.md', ['codex'], ['.', 'svc'], ['GEMINI.md', 'svc/GEMINI.md']]]);
    expect(f[0]!.message).toMatch(/^Add "GEMINI\.md" to `project_doc_fallback_filenames` \(in \.codex\/config\.toml, which Codex applies to a trusted project\), or give each directory an AGENTS\.md that links to its GEMINI\.md: Codex CLI never loads 2 files \(GEMINI\.md and svc\/GEMINI\.md\) in 2 working directories/);
    // The fix works: with the fallback name, Codex reads both, and so does OpenCode with the name in instructions.
    expect(await misses(root, { profiles: ['codex', 'gemini'], workingDirectories: ['.', 'svc'], fallbackFilenames: ['GEMINI.md'] })).toEqual([]);
    const oc = await misses(root, { profiles: ['opencode', 'gemini'], workingDirectories: ['.', 'svc'] });
    expect(oc.map((x) => [x.profiles, x.files])).toEqual([[['opencode'], ['GEMINI.md', 'svc/GEMINI.md']]]);
    expect(oc[0]!.message).toMatch(/^Add "GEMINI\.md" to `instructions` in opencode\.json/);
    const fixed = makeRepo({ 'GEMINI.md': '# Rules\n\nRun tests.\n', 'svc/GEMINI.md': '# Svc\n\nUse Go.\n', 'opencode.json': '{"instructions": ["GEMINI.md"]}\n' }, { commit: true });
    expect(await misses(fixed, { profiles: ['opencode', 'gemini'], workingDirectories: ['.', 'svc'] })).toEqual([]);
  });

  it('profiles: auto: Codex, audited only as the default, is quiet about a GEMINI.md-only tree; once it loads a root AGENTS.md, its misses are problems', async () => {
    const geminiOnly = makeRepo({ 'GEMINI.md': '# Rules\n\nRun tests.\n', 'svc/GEMINI.md': '# Svc\n\nUse Go.\n' }, { commit: true });
    const quiet = await auditAt(geminiOnly, { workingDirectories: ['.', 'svc'] });
    expect(quiet.report.profiles).toEqual(['codex', 'gemini']);
    expect(quiet.report.findings.filter((f) => f.ruleId === 'agent-misses-file')).toEqual([]);
    // Named, Codex is a choice the person made: the same tree is a problem.
    const named = await auditAt(geminiOnly, { profiles: ['codex', 'gemini'], workingDirectories: ['.', 'svc'] });
    expect(named.report.findings.filter((f) => f.ruleId === 'agent-misses-file').map((f) => f.profiles)).toEqual([['codex']]);
    const mixed = makeRepo({ 'AGENTS.md': '# Rules\n\nRun tests.\n', 'svc/GEMINI.md': '# Svc\n\nUse Go.\n' }, { commit: true });
    const kept = await auditAt(mixed, { workingDirectories: ['.', 'svc'] });
    expect(kept.report.findings.filter((f) => f.ruleId === 'agent-misses-file').map((f) => [f.path, f.profiles])).toEqual([['AGENTS.md', ['gemini']], ['svc/GEMINI.md', ['codex']]]);
  });

  it('an AGENTS.md-only tree for Gemini CLI: the context.fileName fix; a fallback name Codex is told to read is not missed', async () => {
    const root = makeRepo({ 'AGENTS.md': '# Rules\n\nRun tests.\n', 'CLAUDE.md': '# Claude\n\nUse pnpm.\n' }, { commit: true });
    const f = await misses(root, { profiles: ['gemini', 'claude-code'] });
    const g = f.filter((x) => x.profiles?.[0] === 'gemini');
    expect(g.map((x) => x.path)).toEqual(['AGENTS.md', 'CLAUDE.md']);
    expect(g[0]!.message).toMatch(/^Add "AGENTS\.md" to `context\.fileName` in \.gemini\/settings\.json/);
    // Claude Code loads CLAUDE.md in the root: the AGENTS.md beside it is disagree-loaded's, not a miss.
    expect(f.filter((x) => x.profiles?.[0] === 'claude-code')).toEqual([]);
    const withSettings = makeRepo({ 'AGENTS.md': '# Rules\n\nRun tests.\n', '.gemini/settings.json': '{"context": {"fileName": ["AGENTS.md", "GEMINI.md"]}}\n' }, { commit: true });
    expect(await misses(withSettings, { profiles: ['gemini'] })).toEqual([]);
  });

  it('blank, pointer-only and over-budget files are left to their own rules', async () => {
    const root = makeRepo({ 'CLAUDE.md': 'Rules.\n', 'a/AGENTS.md': ' \n', 'b/AGENTS.md': '@../CLAUDE.md\n' }, { commit: true });
    expect(await misses(root, { profiles: ['claude-code'], workingDirectories: ['a', 'b'] })).toEqual([]);
  });

  it('a skipped file reached through a link is named as a link, with its target and size', async () => {
    const root = makeRepo({ 'CLAUDE.md': 'Rules.\n', 'docs/guide.md': guide('Guide', 40), 'pkg/AGENTS.md': { symlink: '../docs/guide.md' } }, { commit: true });
    const f = await misses(root, { profiles: ['claude-code'], workingDirectories: ['pkg'] });
    expect(f).toHaveLength(1);
    expect(f[0]!.message).toContain('Claude Code never loads pkg/AGENTS.md (a link to docs/guide.md, 1 KB) in 1 working directory (pkg)');
  });
});

describe('twins and agent-misses-file', () => {
  it('an agent that reads neither twin misses one file, reported once', async () => {
    const text = guide('Rules', 30);
    const root = makeRepo({ 'AGENTS.md': text, 'CLAUDE.md': text.replace('module 7', 'module 7!') }, { commit: true });
    const f = await misses(root, { profiles: ['gemini', 'claude-code'] });
    expect(f.map((x) => [x.path, x.profiles])).toEqual([['AGENTS.md', ['gemini']]]);
  });
});

describe('instruction-twins', () => {
  it('differ in whitespace or a few lines: twins, with a summary of the difference; beyond that: not twins', () => {
    const a = guide('Rules', 30);
    expect(twinDiff(a, a.replace(/\n/g, '\n\n  '), 'AGENTS.md', 'CLAUDE.md')).toEqual({ changed: 0, summary: ['the two differ only in whitespace'] });
    expect(twinDiff(a, a, 'AGENTS.md', 'CLAUDE.md')).toEqual({ changed: 0, summary: ['the two are identical'] });
    const b = a.replace('Rule 3: keep module 3', 'Rule 3: keep package 3');
    const d = twinDiff(a, b, 'AGENTS.md', 'CLAUDE.md')!;
    expect(d.changed).toBe(1);
    expect(d.summary).toEqual(['AGENTS.md line 5 "- Rule 3: keep module 3 documented.", CLAUDE.md line 5 "- Rule 3: keep package 3 documented."']);
    const c = `${a}- One more rule.\n`.replace('Rule 1:', 'Rule one:').replace('Rule 2:', 'Rule two:');
    expect(twinDiff(a, c, 'A', 'B')!.summary).toHaveLength(3);
    const far = a.replace('Rule 1:', 'R1:').replace('Rule 2:', 'R2:').replace('Rule 3:', 'R3:').replace('Rule 4:', 'R4:');
    expect(twinDiff(a, far, 'A', 'B')).toBeNull();
    // Ten percent of the lines or of the characters: one character of a five-line file is a twin
    // (the few bytes issue 25 saw between an AGENTS.md and its CLAUDE.md copy); a line that says
    // something else in a small file is not.
    expect(twinDiff(guide('R', 3), guide('R', 3).replace('Rule 1', 'Rule I'), 'A', 'B')?.changed).toBe(1);
    expect(twinDiff('# Rules\n\nRun the tests before pushing.\nUse pnpm.\n', '# Rules\n\nRun the tests before pushing!\nUse pnpm.\n', 'A', 'B')?.changed).toBe(1);
    expect(twinDiff('# X\n\nUse zod.\n', '# X\n\nUse valibot.\n', 'A', 'B')).toBeNull();
    expect(twinDiff(guide('R', 3), guide('R', 3).replace('keep module 1 documented', 'never touch the payment code'), 'A', 'B')).toBeNull();
  });

  it('the banded alignment finds what a full one finds: random files with a few lines removed, added or changed', () => {
    // A full longest-common-subsequence of the non-blank lines, as the reference.
    const changedFull = (a: string[], b: string[]): number => {
      const dp = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
      for (let i = a.length - 1; i >= 0; i--) for (let j = b.length - 1; j >= 0; j--) dp[i]![j] = a[i] === b[j] ? dp[i + 1]![j + 1]! + 1 : Math.max(dp[i + 1]![j]!, dp[i]![j + 1]!);
      return Math.max(a.length, b.length) - dp[0]![0]!;
    };
    let seed = 7;
    const rnd = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    let twins = 0;
    for (let k = 0; k < 300; k++) {
      const a = Array.from({ length: 20 + rnd(40) }, (_, i) => `- rule ${i}: ${rnd(3) === 0 ? 'same words' : `words ${rnd(1000)}`}`);
      const b = [...a];
      for (let e = rnd(6); e > 0; e--) {
        const at = rnd(b.length);
        const op = rnd(3);
        if (op === 0) b.splice(at, 1);
        else if (op === 1) b.splice(at, 0, `- inserted ${rnd(1000)}`);
        else b[at] = `- changed ${rnd(1000)}`;
      }
      const d = twinDiff(a.join('\n'), b.join('\n'), 'A', 'B');
      const full = changedFull(a, b);
      const share = full <= Math.max(a.length, b.length) * 0.1;
      if (full <= 3 && share) {
        expect(d?.changed, `case ${k}`).toBe(full);
        twins++;
      }
      if (full > 3) expect(d, `case ${k}`).toBeNull();
      if (d !== null) expect(d.changed, `case ${k}`).toBe(full);
    }
    expect(twins).toBeGreaterThan(50);
  });

  it('AGENTS.md and CLAUDE.md a few bytes apart: the twin message and no lost-content warning', async () => {
    const text = guide('Rules', 30);
    const root = makeRepo({ 'AGENTS.md': text, 'CLAUDE.md': text.replace('module 7', 'module 7!') }, { commit: true });
    const r = await auditAt(root, { profiles: ['opencode', 'claude-code'] });
    const ids = r.report.findings.map((f) => f.ruleId);
    expect(ids).toContain('instruction-twins');
    expect(ids).not.toContain('opencode-hidden-claude-md');
    expect(ids).not.toContain('disagree-loaded');
    expect(ids).not.toContain('agent-misses-file');
    const t = r.report.findings.find((f) => f.ruleId === 'instruction-twins')!;
    expect(t.severity).toBe('info');
    expect(t.message).toMatch(/^Keep one of AGENTS\.md and CLAUDE\.md and make CLAUDE\.md a link to AGENTS\.md or a file holding `@AGENTS\.md`: the two are twins \(1 line apart\)/);
    expect(t.message).toContain('Difference: AGENTS.md line 9 "- Rule 7: keep module 7 documented.", CLAUDE.md line 9 "- Rule 7: keep module 7! documented."');
  });

  it('agents that read different twins are one finding that says which reads which', async () => {
    const root = makeRepo({ 'AGENTS.md': '# Rules\n\nRun the tests before pushing.\nUse pnpm.\n', 'CLAUDE.md': '# Rules\n\nRun the tests before pushing!\nUse pnpm.\n' }, { commit: true });
    const r = await auditAt(root, { profiles: ['codex', 'claude-code'] });
    const twins = r.report.findings.filter((f) => f.ruleId === 'instruction-twins');
    expect(twins.map((f) => f.profiles)).toEqual([['codex', 'claude-code']]);
    expect(twins[0]!.message).toContain(
      'so codex, reading AGENTS.md and not CLAUDE.md, and claude-code, reading CLAUDE.md and not AGENTS.md, lose nothing in the repository root',
    );
  });

  it('a token on a line that differs is masked in the summary, never cut to a part that escapes the mask', async () => {
    const token = fakeSecret('github-token', 3).value;
    const text = guide('Rules', 30);
    const root = makeRepo({ 'AGENTS.md': text, 'CLAUDE.md': text.replace('- Rule 7: keep module 7 documented.', `- Rule 7: deploy key for staging is ${token}`) }, { commit: true });
    const r = await auditAt(root, { profiles: ['opencode'] });
    const t = r.report.findings.find((f) => f.ruleId === 'instruction-twins')!;
    expect(t.message).toContain('CLAUDE.md line 9');
    expect(JSON.stringify(r.report)).not.toContain(token);
    expect(JSON.stringify(r.report)).not.toContain(token.slice(0, 12));
  });

  it('different files are not twins: OpenCode still warns that CLAUDE.md is lost', async () => {
    const root = makeRepo({ 'AGENTS.md': guide('Rules', 30), 'CLAUDE.md': guide('Claude', 5) }, { commit: true });
    expect(await twins(root, { profiles: ['opencode'] })).toEqual([]);
    const r = await auditAt(root, { profiles: ['opencode'] });
    expect(r.report.findings.map((f) => f.ruleId)).toContain('opencode-hidden-claude-md');
  });
});

describe('twins across a nested root', () => {
  it('a stray clone whose AGENTS.md is a copy of the root one: an info with the difference, no lost-content warning', async () => {
    const text = guide('Rules', 30);
    const root = makeRepo({ 'AGENTS.md': text, 'tools/scraper/AGENTS.md': text.replace('module 2 ', 'module two '), 'tools/scraper/main.py': 'x\n' }, { commit: true });
    git(path.join(root, 'tools/scraper'), 'init', '-q');
    const r = await auditAt(root, { profiles: ['codex'], workingDirectories: ['.', 'tools/scraper'] });
    const f = r.report.findings.filter((x) => x.ruleId === 'nested-root-hides');
    expect(f.map((x) => [x.severity, x.path])).toEqual([['info', 'AGENTS.md']]);
    expect(f[0]!.message).toMatch(/^Keep tools\/scraper\/AGENTS\.md in step with AGENTS\.md .*: codex never loads AGENTS\.md in tools\/scraper, because tools\/scraper\/\.git makes tools\/scraper a root of its own, but tools\/scraper\/AGENTS\.md is its twin, so nothing is lost\. Difference: AGENTS\.md line 4 /);
    // A different nested AGENTS.md: the root file is lost, a warning as before.
    const other = makeRepo({ 'AGENTS.md': text, 'tools/scraper/AGENTS.md': guide('Scraper', 3), 'tools/scraper/main.py': 'x\n' }, { commit: true });
    git(path.join(other, 'tools/scraper'), 'init', '-q');
    const o = await auditAt(other, { profiles: ['codex'], workingDirectories: ['.', 'tools/scraper'] });
    expect(o.report.findings.filter((x) => x.ruleId === 'nested-root-hides').map((x) => x.severity)).toEqual(['warning']);
  });
});

describe('links in messages', () => {
  it('a CLAUDE.md symlink to CONTRIBUTING.md that OpenCode hides is named as a link, and the fix is to point it at AGENTS.md', async () => {
    const root = makeRepo({ 'AGENTS.md': '# Rules\n\nRun tests.\n', 'CONTRIBUTING.md': guide('Contributing', 400), 'CLAUDE.md': { symlink: 'CONTRIBUTING.md' } }, { commit: true });
    const r = await auditAt(root, { profiles: ['opencode', 'claude-code'] });
    const hidden = r.report.findings.find((f) => f.ruleId === 'opencode-hidden-claude-md')!;
    expect(hidden.message).toMatch(/^Point CLAUDE\.md at the AGENTS\.md instead \(a link to it, or a file holding `@AGENTS\.md`\), or, if the agents need what CONTRIBUTING\.md says, add CONTRIBUTING\.md to `instructions` in opencode\.json: OpenCode never reads CLAUDE\.md \(a link to CONTRIBUTING\.md, 15 KB\), because the AGENTS\.md at AGENTS\.md hides it/);
    expect(hidden.message).not.toMatch(/move/i);
  });
});

describe('repository-wide facts', () => {
  it('are infos, never failing a run, and left out where a problem states them', async () => {
    const root = makeRepo({ 'CLAUDE.md': '# Rules\n\nRun tests.\n', 'pkg/AGENTS.md': '# Pkg\n\nUse zod.\n' }, { commit: true });
    const r = await auditAt(root, { profiles: ['codex', 'claude-code', 'aider'], workingDirectories: ['pkg'] });
    const byRule = (id: string) => r.report.findings.filter((f) => f.ruleId === id);
    expect(byRule('agent-misses-file').map((f) => [f.path, f.profiles])).toEqual([
      ['CLAUDE.md', ['codex']],
      ['pkg/AGENTS.md', ['claude-code']],
      ['pkg/AGENTS.md', ['aider']],
      ['CLAUDE.md', ['aider']],
    ].sort((a, b) => (a[0]! < b[0]! ? -1 : a[0]! > b[0]! ? 1 : 0)) as never);
    // Every file disagree-loaded and aider-unread would name is a problem already.
    expect(byRule('disagree-loaded')).toEqual([]);
    expect(byRule('aider-unread')).toEqual([]);
    for (const f of r.report.findings) if (['disagree-loaded', 'disagree-order', 'disagree-budget', 'aider-unread'].includes(f.ruleId)) expect(f.severity).toBe('info');
  });

  it('"named explicitly" is one predicate on the profiles as given', () => {
    expect(namedExplicitly({ profiles: ['codex', 'gemini'] }, 'gemini')).toBe(true);
    expect(namedExplicitly({ profiles: ['codex'] }, 'gemini')).toBe(false);
  });
});
