/**
 * Aider, from its documentation and `aider/main.py` (see docs/profiles.md#aider):
 * - no discovery: Aider reads only the files its configuration names with `read:` (a file name or a
 *   list) in `.aider.conf.yml`, looked up in the working directory and at the git root (and the home
 *   directory, not audited); the working directory's file wins: its `read:` replaces the root's;
 * - each entry is resolved against the directory Aider is started in (not the config file's
 *   directory); a directory entry adds every file below it; a missing file is skipped with an error
 *   line; files are loaded whole, read-only; no imports, no budget;
 * - a configuration file that does not parse stops Aider at startup.
 */
import type { DiscoveryContext } from '../discovery/context.js';
import { configFinding, readAgentConfig, typeName } from './agent-config.js';
import { aiderMissedFix } from './missed-fix.js';
import { GIT_ROOT, joinInside, leavesThroughLink, listedUnder, loadOrPassOver, memoFor, newChain, pushFile, pushPassed, raise, raised } from './common.js';
import type { Profile, ProfileFinding, ProfileSettings, ResolvedChain } from './types.js';

export const AIDER_ID = 'aider';
export const AIDER_CONFIG = '.aider.conf.yml';

interface ReadList {
  /** The configuration file whose `read:` applies, or null. */
  file: string | null;
  entries: { value: string; line: number | null; column?: number }[];
  /** A configuration file Aider cannot load (it stops). */
  fatal: string | null;
  findings: [string, ProfileFinding][];
}

/** The `read:` list Aider started in `cwd` uses (the working directory's config over the git root's). */
export function aiderReadList(ctx: DiscoveryContext, cwd: string, gitRoot: string | null): ReadList {
  const out: ReadList = { file: null, entries: [], fatal: null, findings: [] };
  const files = [ctx.join(cwd, AIDER_CONFIG)];
  if (gitRoot !== null && gitRoot !== cwd) files.push(ctx.join(gitRoot, AIDER_CONFIG));
  for (const rel of files) {
    const r = readAgentConfig(ctx, rel, 'yaml');
    if (r.status === 'absent' || r.status === 'unreadable') continue;
    if (r.status === 'invalid') {
      out.fatal ??= rel;
      out.findings.push([`config\0${rel}`, configFinding(rel, [AIDER_ID], r.problem, 'Aider stops at startup with a configuration file it cannot parse.')]);
      continue;
    }
    if (r.value === null || r.value === undefined) continue;
    if (typeof r.value !== 'object' || Array.isArray(r.value)) {
      out.fatal ??= rel;
      out.findings.push([`config\0${rel}`, configFinding(rel, [AIDER_ID], { message: `the file holds ${typeName(r.value)}, not a mapping of settings`, line: 1 }, 'Aider stops at startup.')]);
      continue;
    }
    const obj = r.value as Record<string, unknown>;
    if (!Object.hasOwn(obj, 'read') || out.file !== null) continue;
    const raw = obj.read;
    const at = (i: number | null): { line: number | null; column?: number } => {
      const p = r.placeOf(i === null ? ['read'] : ['read', i]) ?? r.placeOf(['read']);
      return p ? { line: p.line, column: p.column } : { line: null };
    };
    const scalar = (v: unknown): string | null => (typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : null);
    if (raw === null) {
      out.file = rel;
      continue;
    }
    const list = Array.isArray(raw) ? raw : [raw];
    const values = list.map(scalar);
    if (values.some((v) => v === null)) {
      const p = at(null);
      out.fatal ??= rel;
      out.findings.push([
        `shape\0${rel}\0read`,
        configFinding(rel, [AIDER_ID], { message: `"read" is ${typeName(raw)} with values that are not file names`, ...p }, 'Aider cannot turn it into --read options and stops at startup.'),
      ]);
      continue;
    }
    out.file = rel;
    for (const [i, v] of values.entries()) out.entries.push({ value: v!, ...at(Array.isArray(raw) ? i : null) });
  }
  return out;
}

const loadedMemo = new WeakMap<DiscoveryContext, Map<string, Set<string>>>();

function loadedByAider(ctx: DiscoveryContext): Set<string> {
  const m = memoFor(loadedMemo, ctx);
  let s = m.get('');
  if (!s) {
    s = new Set();
    m.set('', s);
  }
  return s;
}

export const aider: Profile = {
  id: AIDER_ID,
  name: 'Aider',
  description: 'Aider (docs, main.py): only the files named by read: in .aider.conf.yml (working directory, else git root), resolved from where Aider starts; no budget.',
  // Not CONVENTIONS.md: Aider reads it only when .aider.conf.yml names it, and the name is a common one.
  signals: [
    { glob: '**/.aider.conf.yml', what: 'Aider configuration files' },
    { glob: '**/.aiderignore', what: '.aiderignore files' },
  ],
  budgeted: false,
  candidateNames: () => [],
  missedFileFix: aiderMissedFix,
  prefetch(cwd: string, ctx: DiscoveryContext): void {
    ctx.rootOf(cwd, GIT_ROOT);
  },
  resolve(cwd: string, ctx: DiscoveryContext, _settings: ProfileSettings): ResolvedChain {
    const git = ctx.rootOf(cwd, GIT_ROOT);
    const gitRoot = git.marker === null ? null : git.dir;
    const r: ResolvedChain = { chain: newChain(AIDER_ID, cwd, { dir: gitRoot ?? cwd, marker: git.marker }), texts: [] };
    const rl = aiderReadList(ctx, cwd, gitRoot);
    for (const [identity, f] of rl.findings) raise(ctx, AIDER_ID, identity, f, cwd);
    const seen = loadedByAider(ctx);
    if (rl.fatal !== null) {
      r.chain.agentWarnings.push(`${rl.fatal}: Aider cannot load this configuration file and stops; nothing is read.`);
      return r;
    }
    const added = new Set<string>();
    const load = (rel: string): void => {
      if (added.has(rel)) return;
      added.add(rel);
      const w = loadOrPassOver(ctx, r, rel);
      if (w) {
        pushFile(r, w.file, w.text);
        seen.add(rel);
      }
    };
    for (const e of rl.entries) {
      const v = e.value.trim();
      if (v.startsWith('~') || v.startsWith('/')) {
        r.chain.agentWarnings.push(`read entry ${JSON.stringify(v)} (${rl.file}) is outside the repository; the audit does not read it.`);
        continue;
      }
      const rel = joinInside(cwd, v);
      if (rel === null || leavesThroughLink(ctx, rel)) {
        r.chain.agentWarnings.push(`read entry ${JSON.stringify(v)} (${rl.file}) resolves outside the repository from ${cwd}; the audit does not read it.`);
        continue;
      }
      const p = ctx.probe(rel);
      if (p.kind === 'directory') {
        for (const f of listedUnder(ctx, rel === '.' ? '' : `${rel}/`)) load(f);
        continue;
      }
      if (p.lkind === 'missing' || p.kind === 'missing') {
        raise(
          ctx,
          AIDER_ID,
          `missing\0${rl.file}\0${v}`,
          {
            ruleId: 'instructions-missing',
            severity: 'warning',
            path: rl.file,
            line: e.line,
            ...(e.column !== undefined ? { column: e.column } : {}),
            profiles: [AIDER_ID],
            message: `read: ${JSON.stringify(v)} names no file for some working directories: Aider resolves it against the directory it is started in (not against ${rl.file}'s directory), prints "Read-only file … does not exist. Skipping." and reads nothing for it.`,
            key: v,
          },
          cwd,
        );
        continue;
      }
      load(rel);
    }
    // Instruction files on the path that Aider never reads.
    for (const d of ctx.dirsFrom(gitRoot ?? cwd, cwd)) {
      for (const n of ['AGENTS.md', 'CLAUDE.md', 'GEMINI.md']) {
        const rel = ctx.join(d, n);
        if (added.has(rel) || ctx.probe(rel).lkind === 'missing') continue;
        pushPassed(r, { path: rel, reason: 'not-configured', detail: rl.file === null ? `no ${AIDER_CONFIG} with read: applies here` : `not named by read: in ${rl.file}` });
      }
    }
    return r;
  },
  render(resolved: ResolvedChain): string {
    return resolved.chain.files
      .map((f, i) => ({ f, t: resolved.texts[i] ?? '' }))
      .filter((x) => x.t !== '')
      .map(({ f, t }) => `${f.path}\n\`\`\`\n${t}${t.endsWith('\n') ? '' : '\n'}\`\`\``)
      .join('\n\n');
  },
  validate(_settings: ProfileSettings, ctx: DiscoveryContext): ProfileFinding[] {
    const out = raised(ctx, AIDER_ID);
    const seen = loadedByAider(ctx);
    for (const f of [...ctx.listedNamed('AGENTS.md')].sort()) {
      if (seen.has(f)) continue;
      out.push({
        ruleId: 'aider-unread',
        severity: 'info',
        path: f,
        line: null,
        profiles: [AIDER_ID],
        message: `No Aider configuration reads ${f}, so Aider never sees it: Aider discovers nothing by itself and reads only the files that read: in .aider.conf.yml names (at the git root or where Aider starts, resolved from where it starts). Add it to read: (for example "read: AGENTS.md" reads the AGENTS.md of the directory Aider is started in).`,
      });
    }
    return out;
  },
};

