/**
 * Codex CLI, as `codex-rs/core/src/agents_md.rs` behaves (see docs/profiles.md):
 * - root: first ancestor of cwd holding a root marker (default `.git`, file or directory); none → cwd only;
 * - per directory: `AGENTS.override.md`, `AGENTS.md`, then fallbacks; the first whose stat (links
 *   followed) says "regular file" wins, even when its content is blank (an empty override still hides AGENTS.md);
 * - one byte budget for the chain, root first; each file cut to the remaining bytes (a byte cut, lossy
 *   decoding), blank files use no budget, later files are not read once it is spent; joined with "\n\n";
 * - personal `~/.codex` document: first non-blank of override/AGENTS.md, trimmed, not budgeted.
 */
import * as path from 'node:path';
import type { DiscoveryContext } from '../discovery/context.js';
import { decodeLossy, isBlank } from '../discovery/encoding.js';
import type { ChainFile, PassedOver } from '../report/model.js';
import {
  addFile,
  addPassed,
  addWarning,
  cutPoint,
  fail,
  readPersonal,
  toResolved,
  walkMemo,
  withBudget,
  type ChainState,
} from './chain-state.js';
import { unsafeFilenameReason } from '../config/parse.js';
import { CONFIG_INVALID_RULE, codexProjectConfig } from './agent-config.js';
import { type AgentState, codexTrustOf, DEFAULT_AGENT_STATE } from '../config/options.js';
import { raise, raised } from './common.js';
import { VERIFIED_VERSIONS } from './versions.js';
import { codexMissedFix } from './missed-fix.js';
import type { Profile, ProfileFinding, ProfileSettings, ResolvedChain } from './types.js';

export const UNTRUSTED_RULE = 'codex-untrusted';

export const OVERRIDE_NAME = 'AGENTS.override.md';
export const AGENTS_NAME = 'AGENTS.md';
export const PROJECT_DOC_SEPARATOR = '\n\n--- project-doc ---\n\n';

export function codexCandidates(settings: Pick<ProfileSettings, 'fallbackFilenames'>): string[] {
  const out = [OVERRIDE_NAME, AGENTS_NAME];
  for (const f of settings.fallbackFilenames) if (f !== '' && !out.includes(f)) out.push(f);
  return out;
}

/** The first candidate whose stat says regular file, and the candidates passed over. */
function pickInDirectory(
  ctx: DiscoveryContext,
  dir: string,
  names: readonly string[],
): { winner: string | null; passed: PassedOver[]; error?: string } {
  let winner: string | null = null;
  const passed: PassedOver[] = [];
  for (const name of names) {
    const rel = ctx.join(dir, name);
    const p = ctx.probe(rel);
    // Codex treats only "not found" as absent; any other metadata error (permission denied, a
    // link loop) propagates and the caller drops all project docs.
    if (p.error && winner === null) {
      passed.push({ path: rel, reason: 'unreadable', detail: p.error });
      return { winner: null, passed, error: `${rel}: ${p.error}` };
    }
    if (p.lkind === 'missing') continue;
    if (winner !== null) {
      passed.push({ path: rel, reason: 'hidden', detail: winner });
      continue;
    }
    if (p.kind === 'file') {
      winner = rel;
      continue;
    }
    const what = p.link ? (p.kind === 'missing' ? 'a dangling symlink' : `a symlink to a ${p.kind}`) : `a ${p.kind}`;
    passed.push({ path: rel, reason: 'not-regular-file', detail: p.error ? `${what} (${p.error})` : what });
  }
  return { winner, passed };
}

function step(ctx: DiscoveryContext, names: readonly string[], s: ChainState, dir: string): ChainState {
  const { winner, passed, error } = pickInDirectory(ctx, dir, names);
  if (s.failed) {
    // Discovery already listed this directory's file; it is dropped with the rest.
    return winner ? addPassed(s, { path: winner, reason: 'unreadable', detail: `dropped: ${s.failed}` }) : s;
  }
  let state = addPassed(s, ...passed);
  if (error) return fail(state, `${error}; Codex logs the error and loads no project instructions`);
  if (winner === null) return state;
  const p = ctx.probe(winner);
  const linkTarget = p.link ? { linkTarget: p.link.resolved ?? p.link.target } : {};
  if (state.remaining <= 0) {
    return addPassed(state, { path: winner, reason: 'budget-spent', detail: 'the byte budget was used up by earlier files' });
  }
  if (p.link?.outside) {
    // Codex follows the link and reads the file; the audit never reads outside the repository.
    const size = p.size ?? 0;
    const loaded = Math.min(size, state.remaining);
    const file: ChainFile = { path: winner, size, loadedBytes: loaded, truncated: size > state.remaining, unread: true, ...linkTarget };
    return addFile(state, file, '', true);
  }
  const content = ctx.read(winner);
  if (!content || content.error) {
    const why = content?.error ?? 'it could not be read';
    const removed = why.includes('removed');
    state = addPassed(state, { path: winner, reason: 'unreadable', detail: why });
    // Codex skips a file removed after discovery, but any other read error drops all project docs.
    return removed ? state : fail(state, `${winner}: ${why}; Codex logs the error and loads no project instructions`);
  }
  const take = Math.min(content.bytes.length, state.remaining);
  const slice = content.bytes.subarray(0, take);
  const text = decodeLossy(slice);
  if (isBlank(text)) return addPassed(state, { path: winner, reason: 'whitespace-only' });
  const truncated = content.size > state.remaining;
  // Codex checks the bytes it read before the cut, so an invalid byte past the budget still warns.
  if (content.facts.firstInvalid !== -1) {
    state = addWarning(state, `${winner}: invalid UTF-8 in project doc; Invalid byte sequences were replaced.`);
  }
  const file: ChainFile = {
    path: winner,
    size: content.size,
    loadedBytes: take,
    truncated,
    ...(truncated ? { cut: cutPoint(content.bytes, take, content.complete) } : {}),
    ...linkTarget,
  };
  return addFile(state, file, text, true);
}

/**
 * Codex merges a project layer (`.codex/config.toml`) from every directory between the root and
 * cwd whose trust entry is `trusted`, nearer winning, over the user's settings, and under its
 * command-line `-c` settings. The audit's defaults stand for the user's settings (a project layer
 * beats them); settings given explicitly (flags, action inputs, the config file) stand for `-c`
 * (they beat the project layer). Fallback names a project layer sets are used only when they are
 * plain names in their directory.
 */
function withProjectConfig(ctx: DiscoveryContext, dirs: readonly string[], settings: ProfileSettings): ProfileSettings {
  const project = codexProjectConfig(ctx, dirs);
  const given = settings.givenSettings ?? [];
  const maxBytes = given.includes('maxBytes') ? undefined : project.maxBytes;
  const fallbacks = given.includes('fallbackFilenames') ? undefined : project.fallbackFilenames;
  if (maxBytes === undefined && fallbacks === undefined) return settings;
  return {
    ...settings,
    maxBytes: maxBytes ?? settings.maxBytes,
    fallbackFilenames: fallbacks?.filter((n) => unsafeFilenameReason(n) === null) ?? settings.fallbackFilenames,
  };
}

/** How the audit was told a directory's trust entry, for messages. */
function trustSource(state: AgentState, dir: string): string {
  return dir !== '.' && state.codexTrustDirs[dir] !== undefined ? `codex-trust=${dir}:${state.codexTrustDirs[dir]}` : `codex-trust=${state.codexTrust}`;
}

/**
 * Where Codex's project starts for `cwd` (the walk up to a root marker) and which of its directories'
 * `.codex/config.toml` layers it applies. Codex 0.169.0 looks up the trust entry of the exact
 * directory, else the project root's: the working directory's decides whether any project
 * instructions load; each project layer applies only when its own directory's entry is trusted
 * (trust given to a subdirectory alone leaves the root's .codex/config.toml out).
 */
function projectStart(cwd: string, ctx: DiscoveryContext, settings: ProfileSettings) {
  const root = ctx.rootOf(cwd, { markers: settings.rootMarkers, allowSymlinkMarker: true });
  const agent = settings.agentState ?? DEFAULT_AGENT_STATE;
  const trust = codexTrustOf(agent, cwd);
  const projectDirs = ctx.dirsFrom(root.dir, cwd);
  const perDir = Object.keys(agent.codexTrustDirs ?? {}).length > 0;
  const trustedDirs = trust === 'untrusted' ? [] : perDir ? projectDirs.filter((d) => codexTrustOf(agent, d) === 'trusted') : trust === 'trusted' ? projectDirs : [];
  return { root, agent, trust, trustedDirs };
}

export const codex: Profile = {
  id: 'codex',
  name: 'Codex CLI',
  description: 'OpenAI Codex CLI (codex-rs agents_md.rs): one file per directory, override first, 32 KiB shared byte budget.',
  verifiedVersion: VERIFIED_VERSIONS.codex,
  // `auto` always picks Codex (the AGENTS.md convention); its project configuration says so by name.
  signals: [{ glob: '**/.codex/**', what: 'files under .codex/' }],
  budgeted: true,
  candidateNames: codexCandidates,
  missedFileFix: codexMissedFix,
  prefetch(cwd: string, ctx: DiscoveryContext, settings: ProfileSettings): void {
    codexProjectConfig(ctx, projectStart(cwd, ctx, settings).trustedDirs);
  },
  resolve(cwd: string, ctx: DiscoveryContext, baseSettings: ProfileSettings): ResolvedChain {
    const { root, agent, trust, trustedDirs } = projectStart(cwd, ctx, baseSettings);
    // A trusted layer that does not parse makes Codex refuse to start.
    const broken = codexProjectConfig(ctx, trustedDirs).findings.find((f) => f.severity === 'error');
    if (broken) {
      const r = toResolved('codex', cwd, root, baseSettings.maxBytes, withBudget(baseSettings.maxBytes));
      r.chain.startError = `${broken.path}${broken.line ? `:${broken.line}` : ''}: Codex cannot load this trusted project configuration and does not start`;
      r.chain.agentWarnings.push(r.chain.startError);
      return r;
    }
    const settings = trustedDirs.length > 0 ? withProjectConfig(ctx, trustedDirs, baseSettings) : baseSettings;
    const names = codexCandidates(settings);
    const budget = settings.maxBytes;
    const key = `codex\0${names.join('\0')}\0${budget}\0${settings.home ?? ''}\0${trust}`;
    const dirs = ctx.dirsFrom(root.dir, cwd);
    const personal = (): ChainState => {
      let s = withBudget(budget);
      if (settings.home) {
        const doc = readPersonal(path.join(settings.home, '.codex'), '~/.codex', [OVERRIDE_NAME, AGENTS_NAME], ctx.readCap, isBlank);
        // The personal document is trimmed and does not count against the budget.
        if (doc) {
          const text = doc.text.trim();
          s = addFile(s, { ...doc.file, loadedBytes: Buffer.byteLength(text) }, text, false);
        }
      }
      return s;
    };
    if (trust === 'untrusted') {
      const how = trustSource(agent, cwd);
      raise(ctx, 'codex', `untrusted\0${how}`, {
        ruleId: UNTRUSTED_RULE,
        severity: 'error',
        path: null,
        line: null,
        profiles: ['codex'],
        message: `Codex loads no instructions at all in a project marked untrusted (the audit was told ${how}): every AGENTS.md on these chains is ignored. Mark the project trusted (trust_level = "trusted" in ~/.codex/config.toml) or the team's rules are never seen.`,
      }, cwd);
      const r = toResolved('codex', cwd, root, budget, personal());
      for (const dir of dirs) for (const n of names) {
        const rel = ctx.join(dir, n);
        if (ctx.probe(rel).kind === 'file') r.chain.passedOver.push({ path: rel, reason: 'not-configured', detail: 'the project is untrusted: Codex loads no project instructions' });
      }
      return r;
    }
    // project_doc_max_bytes = 0 turns project docs off; the personal document is still injected (Codex 0.169.0).
    const state = budget === 0 ? personal() : walkMemo(ctx, key, dirs, personal, (s, dir) => step(ctx, names, s, dir));
    // A root marker whose metadata cannot be read is an error for Codex too: it drops the project docs.
    const final = root.error && !state.failed ? fail(state, `${root.error}; Codex logs the error and loads no project instructions`) : state;
    return toResolved('codex', cwd, root, budget, final);
  },
  validate(settings: ProfileSettings, ctx: DiscoveryContext): ProfileFinding[] {
    // Problems in the repository's Codex project layers, each once.
    const out: ProfileFinding[] = [...raised(ctx, 'codex')];
    const state = settings.agentState ?? DEFAULT_AGENT_STATE;
    for (const rel of ctx.listedNamed('config.toml')) {
      if (rel !== '.codex/config.toml' && !rel.endsWith('/.codex/config.toml')) continue;
      const dir = rel === '.codex/config.toml' ? '.' : rel.slice(0, -'/.codex/config.toml'.length);
      const project = codexProjectConfig(ctx, [dir]);
      out.push(...project.findings);
      const trust = codexTrustOf(state, dir);
      if (trust !== 'trusted' && (project.maxBytes !== undefined || project.fallbackFilenames !== undefined)) {
        out.push({
          ruleId: UNTRUSTED_RULE,
          severity: 'warning',
          path: rel,
          line: null,
          profiles: ['codex'],
          message: `${rel} is ignored: Codex reads a project's .codex/config.toml only when the trust entry of its directory (or, without one, of the project root) is trusted, and the audit was told ${trustSource(state, dir)}. People who have not trusted ${dir === '.' ? 'the project' : dir} get Codex's defaults instead.`,
          key: `ignored:${rel}`,
        });
      }
      for (const name of project.fallbackFilenames ?? []) {
        const why = unsafeFilenameReason(name);
        if (why) {
          out.push({
            ruleId: CONFIG_INVALID_RULE,
            severity: 'error',
            path: rel,
            line: null,
            profiles: ['codex'],
            message: `${rel}: project_doc_fallback_filenames entry ${JSON.stringify(name)} is not a plain file name (${why}); Codex joins it as a path and may read another directory's file. The audit ignores it.`,
            key: `fallback:${name}`,
          });
        }
      }
    }
    return out;
  },
  render(resolved: ResolvedChain, cwdAbs: string): string {
    const { files } = resolved.chain;
    const personal: string[] = [];
    const project: string[] = [];
    for (const [i, f] of files.entries()) (f.personal ? personal : project).push(resolved.texts[i] ?? '');
    const projectText = project.join('\n\n');
    const body = [personal.join('\n\n'), projectText].filter((t) => t !== '').join(PROJECT_DOC_SEPARATOR);
    if (body === '') return '';
    // With only the personal document, Codex 0.169.0 drops " for <cwd>" from the header.
    const header = projectText === '' ? '# AGENTS.md instructions' : `# AGENTS.md instructions for ${cwdAbs}`;
    return `${header}\n\n<INSTRUCTIONS>\n${body}\n</INSTRUCTIONS>`;
  },
};
