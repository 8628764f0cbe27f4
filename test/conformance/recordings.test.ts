/**
 * The table of issue 12 as named cases: each a small real repository with the real agent's answer
 * recorded beside it (recordings.json, written by `npm run conformance -- --trees 0 --record`, and
 * checked against the agents by `--recordings`). Here every profile is checked against the
 * recording, without the agents installed.
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inListingOrder, listingOrder } from '../../scripts/conformance/fs-order.mjs';
import { inRunOrder } from '../../scripts/conformance/run-order.mjs';
import type { AgentState } from '../../src/config/options.js';
import { auditAt } from '../helpers/audit.js';
import { runCliCaptured } from '../helpers/cli.js';
import { cleanupRepos, makeTempDir, type RepoFiles, writeFiles } from '../helpers/repo.js';

afterAll(cleanupRepos);

interface Recorded {
  files?: string[];
  text?: string;
  refused?: true;
}

interface Case {
  name: string;
  agent: 'codex' | 'gemini' | 'opencode' | 'claude-code' | 'copilot-cli' | 'qwen' | 'kilo' | 'cline' | 'continue';
  row: string;
  cwd: string;
  files: RepoFiles;
  home?: RepoFiles;
  outside?: RepoFiles;
  settings?: {
    maxBytes?: number;
    fallbacks?: string[];
    trust?: AgentState['codexTrust'];
    trustDirs?: Record<string, AgentState['codexTrust']>;
    externalImports?: boolean;
    folderTrust?: AgentState['geminiFolderTrust'];
  };
  /** A folder whose files the agent loads in the order the file system lists it: the recording is put in this machine's order first (scripts/conformance/fs-order.mjs). */
  fsOrder?: string;
  /** Files the agent loads in an order that differs from run to run: the recording is put in the profile's order of them first (scripts/conformance/run-order.mjs). */
  runOrder?: string[];
  /** `files`: the text comes from outside the repository, which the audit never reads. */
  compare?: 'files';
  version: string;
  recorded: Recorded;
}

const CASES: Case[] = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'recordings.json'), 'utf8'));

function build(c: Case): { root: string; home: string } {
  const dir = makeTempDir('amda-rec-');
  const root = path.join(dir, 'repo');
  const home = path.join(dir, 'home');
  fs.mkdirSync(root);
  fs.mkdirSync(home);
  execFileSync('git', ['init', '-q', root]);
  writeFiles(root, c.files);
  writeFiles(home, c.home ?? {});
  writeFiles(path.join(dir, 'outside'), c.outside ?? {});
  fs.mkdirSync(path.join(root, c.cwd), { recursive: true });
  return { root, home };
}

/** What the case's recording says here: in this file system's listing order of `fsOrder`, where it has one. */
function expected(c: Case, root: string): Recorded {
  return c.fsOrder === undefined ? c.recorded : inListingOrder(c.recorded, listingOrder(root, c.fsOrder));
}

async function profileAnswer(c: Case): Promise<Recorded & { root: string }> {
  const { root, home } = build(c);
  const s = c.settings ?? {};
  const r = await auditAt(root, {
    profiles: [c.agent],
    workingDirectories: [c.cwd],
    home,
    ...(s.maxBytes !== undefined ? { maxBytes: s.maxBytes } : {}),
    ...(s.fallbacks ? { fallbackFilenames: s.fallbacks } : {}),
    // What the agent got on its command line (Codex's -c) is given explicitly.
    givenSettings: [...(s.maxBytes !== undefined ? (['maxBytes'] as const) : []), ...(s.fallbacks ? (['fallbackFilenames'] as const) : [])],
    // The state the agent ran with: no Codex trust entry unless the case gives one.
    agentState: { codexTrust: s.trust ?? 'unset', codexTrustDirs: s.trustDirs ?? {}, claudeExternalImports: s.externalImports === true, geminiFolderTrust: s.folderTrust ?? 'trusted' },
  });
  // A working directory given through a link is audited as its target.
  const cwd = r.cwdLinks?.get(c.cwd) ?? c.cwd;
  const resolved = r.resolved.find((x) => x.chain.cwd === cwd)!;
  if (resolved.chain.startError !== undefined) return { refused: true, root };
  const cwdAbs = cwd === '.' ? root : path.join(root, cwd);
  const text = r.profiles[0]!.render(resolved, cwdAbs).split(root).join('{ROOT}').split(home).join('{HOME}');
  return { files: resolved.chain.files.map((f) => f.path), text, root };
}

describe('--print-prompt prints, for every verified profile, exactly the bytes the agent injects (and one newline)', () => {
  for (const c of CASES.filter((x) => !x.recorded.refused && x.compare === undefined && x.recorded.text !== '')) {
    it(`${c.name}: agents-md-audit -p ${c.agent} --print-prompt ${c.cwd}`, async () => {
      const { root, home } = build(c);
      const s = c.settings ?? {};
      const args = [root, '-p', c.agent, '--print-prompt', c.cwd, '--home', home, '--agent-state', `codex-trust=${s.trust ?? 'unset'}`, '--agent-state', `claude-external-imports=${s.externalImports ? 'approved' : 'not-approved'}`];
      for (const [dir, level] of Object.entries(s.trustDirs ?? {})) args.push('--agent-state', `codex-trust=${dir}:${level}`);
      if (s.folderTrust) args.push('--agent-state', `gemini-folder-trust=${s.folderTrust}`);
      if (s.maxBytes !== undefined) args.push('--max-bytes', String(s.maxBytes));
      for (const f of s.fallbacks ?? []) args.push('--fallback', f);
      const r = await runCliCaptured(args);
      expect(r.stderr).toBe('');
      const out = r.stdout.split(root).join('{ROOT}').split(home).join('{HOME}');
      // A run-dependent order: the recording in the order the profile prints the files.
      const order = [...out.matchAll(/^Instructions from: \{ROOT\}\/(.+)$/gm)].map((m) => m[1]!);
      const want = c.runOrder ? inRunOrder(c.recorded, c.runOrder, order, (f: string) => `Instructions from: {ROOT}/${f}\n`) : expected(c, root);
      expect(out).toBe(`${want.text}\n`);
    });
  }
});

describe('recorded answers of the real agents', () => {
  it('has a recording for every case', () => {
    expect(CASES.length).toBeGreaterThan(20);
    for (const c of CASES) expect(c.recorded, c.name).toBeTruthy();
  });

  for (const c of CASES) {
    it(`${c.name} (${c.agent}@${c.version}): ${c.row}`, async () => {
      const { root, ...got } = await profileAnswer(c);
      if (c.recorded.refused) {
        expect(got).toEqual({ refused: true });
      } else if (c.compare === 'files') {
        expect(got.files).toEqual(expected(c, root).files);
      } else if (c.runOrder) {
        expect(got).toEqual(inRunOrder(c.recorded, c.runOrder, got.files ?? [], (f: string) => `Instructions from: {ROOT}/${f}\n`));
      } else {
        expect(got).toEqual(expected(c, root));
      }
    });
  }
});
