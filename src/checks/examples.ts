/**
 * Documentation examples of the health checks, as data: a small repository layout (files, links,
 * FIFOs, git state) plus the options to audit it with. The same data renders `docs/rules/<id>.md`
 * and drives the tests (`test/checks/examples.test.ts` builds each layout in a real temporary git
 * repository, audits it and compares the docs), so the documentation cannot drift from behaviour.
 */
import type { SymlinkPolicy } from '../config/options.js';
import type { RuleMeta } from '../rules/meta.js';
import type { Check } from './types.js';

export type ExampleEntry =
  /** A text file (UTF-8). */
  | string
  /** A file of raw bytes, as hex pairs (spaces allowed). */
  | { hex: string }
  /** A large text file: `line` repeated `times` times (after an optional `head`). */
  | { head?: string; line: string; times: number }
  | { symlink: string }
  | { fifo: true }
  | { dir: true };

export interface ExampleOptions {
  /** Default: ['codex', 'a3s']. */
  profiles?: string[];
  maxBytes?: number;
  fallbackFilenames?: string[];
  symlinkPolicy?: SymlinkPolicy;
  /** Fraction (0..1]. */
  warnThreshold?: number;
  workingDirectories?: string[];
  /** Agent state outside the repository (Codex trust, Claude external-import approval). */
  agentState?: Partial<import('../config/options.js').AgentState>;
  /** Rule severities, e.g. to switch on an opt-in rule. */
  rules?: Record<string, 'off' | 'info' | 'warning' | 'error'>;
}

export interface ExampleRepo {
  /** One sentence: what this layout shows. */
  description: string;
  files: Record<string, ExampleEntry>;
  /** Directories made into repositories of their own (`git init` + commit) before the outer commit. */
  nestedRepos?: string[];
  /** Paths written after the commit (untracked unless `.gitignore` ignores them). */
  untracked?: string[];
  /** Paths committed with `git add -f` although `.gitignore` ignores them. */
  forceAdd?: string[];
  /** Paths made unreadable (`chmod 000`); the test then audits as an unprivileged user. */
  unreadable?: string[];
  options?: ExampleOptions;
}

export interface FailingExample extends ExampleRepo {
  /** Where the finding lands (its annotation). */
  expect: { path: string | null; line: number | null; column?: number };
}

export interface RuleExamples {
  failing: FailingExample;
  passing: ExampleRepo;
}

/** Everything one check module exports. */
export interface CheckModule {
  meta: RuleMeta;
  check: Check;
  examples: RuleExamples;
  /** Longer documentation: why the rule exists and how to fix what it reports (Markdown). */
  docs: { why: string; fix: string };
}
