/**
 * Shapes shared by the rule modules: documentation examples (which are also the rules' tests) and
 * the prose of each rule's page in docs/rules/.
 */
import type { AncestorFile } from './context.js';

export interface RuleExampleContext {
  /** Repository-relative path of the example file (default: the example name). */
  path?: string;
  /** Ancestor instruction files, root first. */
  ancestors?: AncestorFile[];
  /** Repository-relative paths that exist (files and directories). */
  files?: string[];
}

export interface RuleExample {
  /** File name shown in the docs and used as the file path, e.g. `not-ok-github-token.md`. */
  name: string;
  /** One sentence: what the example shows. */
  title: string;
  markdown: string;
  /**
   * Exactly the messages the rule gives, in order, as `line:column-line:column: reason`
   * (vfile-message's string form without the file path). Empty for a passing example.
   */
  expected: string[];
  /** Repository context (ancestors, existing paths) the example runs with. */
  context?: RuleExampleContext;
}

export interface RuleDocs {
  /** Markdown: what the rule catches. */
  catches: string;
  /** Markdown: why it matters to agents and contributors. */
  why: string;
  /** Markdown: how to fix a finding. */
  fix: string;
  /** Markdown: limits, design choices, related rules (optional). */
  notes?: string;
}

/**
 * A token-shaped value in an example, written as a reference to a synthetic value: the tests put a
 * generated value in its place and the generated docs a description of it
 * (test/helpers/fake-secrets.ts), so neither the repository nor the package holds the generator or
 * a string shaped like a secret.
 */
export function exampleSecret(kind: string, seed = 1): string {
  return `⟨fake-secret ${kind} ${seed}⟩`;
}
