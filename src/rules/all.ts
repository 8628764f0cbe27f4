/**
 * Every rule module of the set, in documentation order: plugin, metadata, documentation and the
 * examples that are also its tests.
 */
import type { Root } from 'mdast';
import type { Plugin } from 'unified-lint-rule';
import type { RuleMeta } from './meta.js';
import * as noBrokenReferences from './no-broken-references.js';
import * as noDuplicateParentContent from './no-duplicate-parent-content.js';
import * as noEmptyFile from './no-empty-file.js';
import * as noPersonalPaths from './no-personal-paths.js';
import * as noPossibleSecrets from './no-possible-secrets.js';
import * as noSecrets from './no-secrets.js';
import type { RuleDocs, RuleExample } from './types.js';

export interface RuleModule {
  meta: RuleMeta;
  // The plugins take different options; this list is for documentation and tests.
  plugin: Plugin<Root, never>;
  examples: RuleExample[];
  docs: RuleDocs;
  /** Name of the source file, for the docs' "generated from" line. */
  source: string;
}

function entry(m: { meta: RuleMeta; default: unknown; examples: RuleExample[]; docs: RuleDocs }): RuleModule {
  return { meta: m.meta, plugin: m.default as Plugin<Root, never>, examples: m.examples, docs: m.docs, source: `src/rules/${m.meta.id}.ts` };
}

export const RULE_MODULES: readonly RuleModule[] = [
  entry(noSecrets),
  entry(noPossibleSecrets),
  entry(noPersonalPaths),
  entry(noDuplicateParentContent),
  entry(noBrokenReferences),
  entry(noEmptyFile),
];
