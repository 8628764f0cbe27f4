/**
 * The rule the OpenCode profiles raise about the order of `instructions` globs (registered in
 * rules.ts; documented in docs/rules/opencode-glob-order.md, generated from the examples below).
 */
import type { CheckModule, RuleExamples } from '../checks/examples.js';
import type { RuleMeta } from '../rules/meta.js';

export const OPENCODE_RULES: readonly RuleMeta[] = [
  {
    id: 'opencode-glob-order',
    kind: 'check',
    defaultSeverity: 'warning',
    description: 'An OpenCode `instructions` glob matches files in an order that differs from one run to the next (`packages/*/RULES.md`, sibling folders under `**`): which rule wins depends on the run.',
  },
];

export const OPENCODE_RULE_DOCS: Readonly<Record<string, { examples: RuleExamples; docs: CheckModule['docs'] }>> = {
  'opencode-glob-order': {
    examples: {
      failing: {
        description: 'One glob picks up the rules of every package.',
        options: { profiles: ['opencode'] },
        files: {
          'opencode.json': '{\n  "instructions": [\n    "packages/*/RULES.md"\n  ]\n}\n',
          'packages/api/RULES.md': '# API rules\n\nUse snake_case in JSON.\n',
          'packages/web/RULES.md': '# Web rules\n\nUse camelCase in JSON.\n',
          'AGENTS.md': '# Rules\n\nRun the tests.\n',
        },
        expect: { path: 'opencode.json', line: 3, column: 5 },
      },
      passing: {
        description: 'The files are named one by one, in the order they should come.',
        options: { profiles: ['opencode'] },
        files: {
          'opencode.json': '{\n  "instructions": [\n    "packages/api/RULES.md",\n    "packages/web/RULES.md"\n  ]\n}\n',
          'packages/api/RULES.md': '# API rules\n\nUse snake_case in JSON.\n',
          'packages/web/RULES.md': '# Web rules\n\nUse camelCase in JSON.\n',
          'AGENTS.md': '# Rules\n\nRun the tests.\n',
        },
      },
    },
    docs: {
      why:
        'OpenCode 1.18.33 expands an `instructions` glob with an asynchronous walker: it reads a folder, then starts the reads (or, for a literal last segment such as `RULES.md`, the existence checks) of what it found all at once, and adds each file when its call returns. Calls made together finish in any order, so `packages/*/RULES.md`, or `docs/**/*.md` over two sub-folders, comes back in a different order on different runs (seen with the real binary on most runs). ' +
        'The prompt then holds the same files in another order each session: where two of them disagree, the one the model treats as the later word changes from run to run, and a fix that seemed to work stops working. Files of one folder, and a folder before the folders below it, keep their order; the audit shows the order the calls start in and lists the files whose order is not fixed.',
      fix: 'Name the files one by one in `instructions`, in the order they should come (entries are read in order), or merge them into one file. A glob over a single folder (`docs/*.md`) keeps one order on a given checkout.',
    },
  },
};
