/** What the three override checks share: every `AGENTS.override.md` on disk, its git status, and what it hides. */
import type { GitStatus } from '../report/model.js';
import { baseName, dirName, factsOf, loadingProfiles, OVERRIDE_FILE, uniqueSorted } from './facts.js';
import type { CheckInput } from './types.js';

export interface OverrideFacts {
  path: string;
  git: GitStatus;
  /** Profiles that may load an override at all (it is one of their candidate names). */
  namingProfiles: string[];
  /** Profiles that load this one in at least one chain. */
  loadedBy: string[];
  /** Working directories whose chains load it. */
  cwds: string[];
  /** Files it hides in its directory, with the profiles for which it does. */
  hides: Map<string, string[]>;
}

const memo = new WeakMap<CheckInput, OverrideFacts[]>();

export function overrideFacts(input: CheckInput): OverrideFacts[] {
  const hit = memo.get(input);
  if (hit) return hit;
  const facts = factsOf(input);
  const namingProfiles = facts.profilesNaming(OVERRIDE_FILE);
  const out: OverrideFacts[] = [];
  if (namingProfiles.length > 0) {
    // Which file each override hides, per profile: the chains record it as `hidden` by the override.
    const hides = new Map<string, Map<string, Set<string>>>();
    for (const { chain } of input.chains) {
      for (const p of chain.passedOver) {
        if (p.reason !== 'hidden' || p.detail === undefined || baseName(p.detail) !== OVERRIDE_FILE) continue;
        let byFile = hides.get(p.detail);
        if (!byFile) {
          byFile = new Map();
          hides.set(p.detail, byFile);
        }
        let profiles = byFile.get(p.path);
        if (!profiles) {
          profiles = new Set();
          byFile.set(p.path, profiles);
        }
        profiles.add(chain.profile);
      }
    }
    for (const rel of facts.instructionPaths) {
      if (baseName(rel) !== OVERRIDE_FILE) continue;
      if (input.ctx.probe(rel).lkind === 'missing') continue;
      const fate = facts.fate(rel);
      const cwds: string[] = [];
      for (const f of fate.values()) cwds.push(...f.loaded);
      const hidden = new Map<string, string[]>();
      for (const [file, profiles] of hides.get(rel) ?? []) {
        if (dirName(file) === dirName(rel)) hidden.set(file, facts.profileIds.filter((id) => profiles.has(id)));
      }
      out.push({
        path: rel,
        git: input.ctx.gitStatus(rel),
        namingProfiles,
        loadedBy: loadingProfiles(facts, rel),
        cwds: uniqueSorted(cwds),
        hides: hidden,
      });
    }
  }
  memo.set(input, out);
  return out;
}

/** Profiles for which the override hides another file, in configured order. */
export function hidersOf(o: OverrideFacts, order: readonly string[]): string[] {
  const all = new Set([...o.hides.values()].flat());
  return order.filter((id) => all.has(id));
}

/** "packages/api/AGENTS.md" or "AGENTS.md and TEAM.md". */
export function hiddenList(o: OverrideFacts): string[] {
  return [...o.hides.keys()].sort();
}

/** A path as one shell word. */
export function shellWord(rel: string): string {
  return /^[\w./@%+=:,-]+$/.test(rel) ? rel : `'${rel.replace(/'/g, `'\\''`)}'`;
}
