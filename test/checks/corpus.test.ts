/**
 * The health checks on the 43 real instruction files of shared/corpus/real/, laid out as one
 * workspace: a directory per upstream repository (`owner/name/`), each its own git repository
 * (committed) inside an outer repository, every file at its upstream path. Audited with every
 * profile. Expected: no encoding, symlink, override, empty-file or boundary finding on these real
 * files, and `chain-over-budget` exactly where an independent sum of SOURCES.tsv byte counts says a
 * Codex/A3S chain exceeds 32,768 bytes.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { KNOWN_PROFILES } from '../../src/audit.js';
import { CHECKS } from '../../src/checks/index.js';
import { auditAt } from '../helpers/audit.js';
import { cleanupRepos, git, makeRepo, SHARED_DIR } from '../helpers/repo.js';
import { show } from './helpers.js';

afterAll(cleanupRepos);

const CORPUS = path.join(SHARED_DIR, 'corpus', 'real');
const SOURCES = path.join(CORPUS, 'SOURCES.tsv');
const present = fs.existsSync(SOURCES);
const BUDGET = 32 * 1024;

interface Row {
  file: string;
  repo: string;
  path: string;
  bytes: number;
}

function rows(): Row[] {
  const [header, ...lines] = fs.readFileSync(SOURCES, 'utf8').split('\n').filter(Boolean);
  const cols = header!.split('\t');
  const at = (name: string) => cols.indexOf(name);
  return lines.map((l) => {
    const c = l.split('\t');
    return { file: c[at('file')]!, repo: c[at('repo')]!, path: c[at('path')]!, bytes: Number(c[at('bytes')]) };
  });
}

/** Independently of the engine: the AGENTS.md files whose chain (root → its directory, summed sizes) overflows the budget. */
function expectedCuts(all: Row[]): Set<string> {
  const out = new Set<string>();
  const agents = all.filter((r) => r.path === 'AGENTS.md' || r.path.endsWith('/AGENTS.md'));
  for (const r of agents) {
    const dir = path.posix.dirname(r.path);
    const chain = agents
      .filter((a) => a.repo === r.repo && (path.posix.dirname(a.path) === '.' || dir === path.posix.dirname(a.path) || dir.startsWith(`${path.posix.dirname(a.path)}/`)))
      .sort((a, b) => a.path.split('/').length - b.path.split('/').length);
    let used = 0;
    for (const a of chain) {
      if (used + a.bytes > BUDGET) {
        out.add(`${a.repo}/${a.path}`);
        break;
      }
      used += a.bytes;
    }
  }
  return out;
}

describe.skipIf(!present)('the real corpus (shared/corpus/real)', () => {
  it('has no encoding/symlink/override/empty/boundary findings and chain-over-budget exactly where a chain really overflows', async () => {
    const all = rows();
    expect(all).toHaveLength(43);
    for (const r of all) expect(fs.statSync(path.join(CORPUS, r.file)).size, r.file).toBe(r.bytes);

    const root = makeRepo({}, { git: true });
    for (const repo of [...new Set(all.map((r) => r.repo))]) {
      const dir = path.join(root, repo);
      fs.mkdirSync(dir, { recursive: true });
      for (const r of all.filter((x) => x.repo === repo)) {
        fs.mkdirSync(path.dirname(path.join(dir, r.path)), { recursive: true });
        fs.copyFileSync(path.join(CORPUS, r.file), path.join(dir, r.path));
      }
      git(dir, 'init', '-q');
      git(dir, 'add', '-A');
      git(dir, 'commit', '-q', '-m', 'corpus');
    }

    const r = await auditAt(root, { profiles: [...KNOWN_PROFILES] });
    const mine = new Set(CHECKS.map((c) => c.meta.id));
    const findings = r.report.findings.filter((f) => mine.has(f.ruleId));
    const quiet = findings.filter((f) => /^(encoding-|symlink-|override-|empty-|candidate-|unreadable-|nested-root-)/.test(f.ruleId));
    expect(quiet, show(quiet)).toEqual([]);

    const over = findings.filter((f) => f.ruleId === 'chain-over-budget');
    const expected = expectedCuts(all);
    expect(expected).toEqual(
      new Set([
        'browser-use/browser-use/AGENTS.md',
        'openai/openai-agents-python/AGENTS.md',
        'openai/openai-agents-js/AGENTS.md',
        // 15,525 + 20,903 bytes: neither file alone is over, their chain is.
        'pydantic/pydantic-ai/tests/AGENTS.md',
      ]),
    );
    expect(new Set(over.map((f) => f.path)), show(over)).toEqual(expected);
    // Every budgeted profile that loads these files cuts them (Codex and A3S).
    for (const f of over) expect(f.profiles, show([f])).toEqual(expect.arrayContaining(['codex', 'a3s']));
    // Nothing else of mine at error level.
    expect(findings.filter((f) => f.severity === 'error' && f.ruleId !== 'chain-over-budget'), show(findings)).toEqual([]);

    // browser-use's AGENTS.md (38,463 bytes) alone: Codex cuts it at byte 32,768; the finding's line is that byte's line.
    const bu = over.find((f) => f.path === 'browser-use/browser-use/AGENTS.md' && f.profiles?.includes('codex'))!;
    const bytes = fs.readFileSync(path.join(CORPUS, 'browser-use__browser-use__AGENTS.md'));
    const line = bytes.subarray(0, BUDGET).toString('latin1').split('\n').length;
    expect(bu.line).toBe(line);
    expect(bu.message).toContain(`of browser-use/browser-use/AGENTS.md are never seen by codex`);
    expect(bu.cwds).toContain('browser-use/browser-use');
  });
});
