/**
 * The repository context the duplicate-content and reference rules need: this file's repository
 * path, its ancestor instruction files, and whether a path exists.
 *
 * The audit engine passes it in `file.data.agentsMdAudit` (from its repository listing; no
 * filesystem access). When it is absent (standalone `remark-cli` use) the rules fall back to the
 * filesystem: the root is the nearest directory upward holding `.git` (or, without one, the file's
 * own directory), nothing outside that root is ever read or stat-ed through a link, and only
 * regular files are opened (never a FIFO or a device).
 */
import { lstatSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import type { VFile } from 'vfile';
import { readFileInside } from '../discovery/fsprobe.js';
import { MAX_LINT_BYTES } from './limits.js';

export interface AncestorFile {
  /** Repository-relative POSIX path. */
  path: string;
  text: string;
}

/** What the engine passes in `file.data.agentsMdAudit`. */
export interface AgentsMdAuditData {
  /** Repository-relative POSIX path of this file (defaults to `file.path`). */
  path?: string;
  /** Ancestor instruction files, root first (for `no-duplicate-parent-content`). */
  ancestors: readonly AncestorFile[];
  /**
   * This file as the engine passes it to its descendants as an ancestor (same object), so that
   * work done on its text (the duplicate rule's normalised lines) is done once per file and run.
   */
  self?: AncestorFile;
  /** Whether a repository-relative POSIX path names an existing file or directory (for `no-broken-references`). */
  exists(repoRelativePath: string): boolean;
}

declare module 'vfile' {
  interface DataMap {
    agentsMdAudit: AgentsMdAuditData;
  }
}

export interface RuleContext {
  /** Repository-relative POSIX path of the file being linted. */
  path: string;
  ancestors(): readonly AncestorFile[];
  /** This file as an ancestor object (see AgentsMdAuditData.self), when the engine gave one. */
  self?: AncestorFile;
  exists(repoRelativePath: string): boolean;
}

/** Instruction-file names looked for in ancestor directories by the filesystem fallback, in each agent's lookup order. */
export const ANCESTOR_NAMES = ['AGENTS.override.md', 'AGENTS.md', 'CLAUDE.md', 'CLAUDE.local.md', 'GEMINI.md'] as const;

const cache = new WeakMap<VFile, RuleContext | null>();

/** The context for a file, or null when there is none (no engine data and no file path). */
export function getContext(file: VFile): RuleContext | null {
  if (cache.has(file)) return cache.get(file) ?? null;
  const context = buildContext(file);
  cache.set(file, context);
  return context;
}

function buildContext(file: VFile): RuleContext | null {
  const data = file.data.agentsMdAudit;
  if (data) {
    const repoPath = toPosix(data.path ?? file.path ?? '');
    return { path: repoPath, ancestors: () => data.ancestors, ...(data.self ? { self: data.self } : {}), exists: (p) => data.exists(p) };
  }
  if (!file.path) return null;
  return filesystemContext(path.resolve(file.cwd, file.path));
}

function toPosix(p: string): string {
  return p.split(path.sep).join('/').replace(/^\.\//, '');
}

function isInside(root: string, target: string): boolean {
  const rel = path.relative(root, target);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

function findRoot(start: string): string {
  let dir = start;
  for (;;) {
    try {
      lstatSync(path.join(dir, '.git'));
      return dir;
    } catch {
      // keep walking
    }
    const parent = path.dirname(dir);
    if (parent === dir) return start;
    dir = parent;
  }
}

function realpathOrNull(p: string): string | null {
  try {
    return realpathSync(p);
  } catch {
    return null;
  }
}

/**
 * At most MAX_LINT_BYTES of a regular file inside `realRoot`, or null, through the one safe reader
 * (src/discovery/fsprobe.ts): never a FIFO, device or directory, never through a link out of the root.
 */
export function readRegularFileInside(realRoot: string, absolute: string): string | null {
  const real = realpathOrNull(absolute);
  if (real === null || !isInside(realRoot, real)) return null;
  const r = readFileInside(realRoot, path.relative(realRoot, real), MAX_LINT_BYTES, { truncate: true });
  return r.status === 'ok' ? r.bytes.toString('utf8') : null;
}

function filesystemContext(absoluteFile: string): RuleContext {
  const root = findRoot(path.dirname(absoluteFile));
  const realRoot = realpathOrNull(root) ?? root;
  const repoPath = toPosix(path.relative(root, absoluteFile));
  let ancestors: AncestorFile[] | null = null;
  return {
    path: repoPath,
    exists(repoRelativePath: string): boolean {
      const absolute = path.resolve(root, ...repoRelativePath.split('/'));
      if (!isInside(root, absolute)) return false;
      const real = realpathOrNull(absolute);
      if (real === null || !isInside(realRoot, real)) return false;
      try {
        const st = statSync(real);
        return st.isFile() || st.isDirectory();
      } catch {
        return false;
      }
    },
    ancestors(): readonly AncestorFile[] {
      if (ancestors !== null) return ancestors;
      ancestors = [];
      const selfReal = realpathOrNull(absoluteFile);
      // Strict ancestor directories of the file's directory, from the root down.
      const dirs: string[] = [];
      const fileDir = path.dirname(absoluteFile);
      if (fileDir !== root && isInside(root, fileDir)) {
        for (let dir = path.dirname(fileDir); ; dir = path.dirname(dir)) {
          dirs.unshift(dir);
          if (dir === root || path.dirname(dir) === dir) break;
        }
      }
      for (const dir of dirs) {
        for (const name of ANCESTOR_NAMES) {
          const absolute = path.join(dir, name);
          if (realpathOrNull(absolute) === selfReal) continue;
          const text = readRegularFileInside(realRoot, absolute);
          if (text !== null) ancestors.push({ path: toPosix(path.relative(root, absolute)), text });
        }
      }
      return ancestors;
    },
  };
}
