/**
 * The rules the Cline CLI and Continue CLI profiles raise (registered in rules.ts; documented in
 * docs/rules/<id>.md, generated from the examples below).
 */
import type { CheckModule, RuleExamples } from '../checks/examples.js';
import type { RuleMeta } from '../rules/meta.js';

export const CLINE_CONTINUE_RULES: readonly RuleMeta[] = [
  {
    id: 'cline-rule-shadowed',
    kind: 'check',
    defaultSeverity: 'warning',
    description: 'A Cline rule is replaced by a later rule with the same lowercased name (another rules folder, a `name:` in front matter, or a personal rule): Cline sends only the later one.',
  },
  {
    id: 'cwd-only-unread',
    kind: 'check',
    defaultSeverity: 'warning',
    description: 'An agent that reads only its working directory (Cline CLI, Continue CLI) never reads an instruction file of a directory above it, such as the root AGENTS.md when started in a package.',
  },
  {
    id: 'continue-rule-never-applied',
    kind: 'check',
    defaultSeverity: 'warning',
    description: 'A `.continue/rules/` file the Continue CLI never sends: `alwaysApply` is not the boolean `true` while `alwaysApply`, `globs` or `regex` is set, or the rule is `invokable`.',
  },
];

export const CLINE_CONTINUE_RULE_DOCS: Readonly<Record<string, { examples: RuleExamples; docs: CheckModule['docs'] }>> = {
  'cline-rule-shadowed': {
    examples: {
      failing: {
        description: 'Two rules folders hold a rule of the same name.',
        options: { profiles: ['cline'] },
        files: { '.clinerules/style.md': 'Use tabs.\n', '.cline/rules/Style.md': 'Use two spaces.\n', 'AGENTS.md': '# Rules\n\nRun the tests.\n' },
        expect: { path: '.clinerules/style.md', line: null },
      },
      passing: {
        description: 'The rules have distinct names.',
        options: { profiles: ['cline'] },
        files: { '.clinerules/style.md': 'Use tabs.\n', '.cline/rules/review.md': 'Review every migration.\n', 'AGENTS.md': '# Rules\n\nRun the tests.\n' },
      },
    },
    docs: {
      why:
        'Cline CLI keeps one rule per name: the front matter `name`, else the file name without its extension, lowercased (`Style.md` and `style.txt` are both `style`). It reads `AGENTS.md`, then `.clinerules/`, then `.cline/rules/`, then the personal `~/.agents/AGENTS.md`, `~/.cline/rules/`, `~/Cline/Rules/` and `~/Documents/Cline/Rules/`, and a later rule with the same name replaces the earlier one without a word, so a personal `~/.cline/rules/testing.md` silently replaces the team\'s `.clinerules/testing.md` (the audit sees personal rules with `--home`). ' +
        'Two files of one folder with the same name (`style.md` and `style.txt`) are worse: which one wins depends on the order the file system lists the folder, which Cline does not sort. A later rule marked `disabled: true` drops the rule altogether.',
      fix: 'Give every rule its own name (rename the file or set `name:` in its front matter); keep personal rules under names the repository does not use.',
    },
  },
  'cwd-only-unread': {
    examples: {
      failing: {
        description: 'Cline started in a package of a repository whose rules are at the root.',
        options: { profiles: ['cline'], workingDirectories: ['packages/api'] },
        files: { 'AGENTS.md': '# Rules\n\nRun the tests.\n', 'packages/api/index.ts': 'export {};\n' },
        expect: { path: 'AGENTS.md', line: null },
      },
      passing: {
        description: 'Cline started at the root, where the rules are.',
        options: { profiles: ['cline'], workingDirectories: ['.'] },
        files: { 'AGENTS.md': '# Rules\n\nRun the tests.\n', 'packages/api/index.ts': 'export {};\n' },
      },
    },
    docs: {
      why:
        'Cline CLI and Continue CLI take the directory they are started in as the workspace and read nothing above it: no walk up to the git root as Codex, Gemini CLI or Claude Code do. Started in `packages/api`, they never see the root `AGENTS.md`, `.clinerules/` or `.continue/rules/`. ' +
        'The finding is a warning when the agent then finds no project instruction at all, and a note when the working directory has instructions of its own (the root ones are still missed).',
      fix: 'Start the agent at the root, or give the package its own instruction file (for Cline, a symlinked `AGENTS.md` or `.clinerules` file works; symlinks inside a rules folder are skipped).',
    },
  },
  'continue-rule-never-applied': {
    examples: {
      failing: {
        description: 'A rule whose alwaysApply is the string "true", not the boolean.',
        options: { profiles: ['continue'] },
        files: { '.continue/rules/testing.md': '---\nalwaysApply: "true"\n---\nRun the tests before every commit.\n', 'AGENTS.md': '# Rules\n\nUse pnpm.\n' },
        expect: { path: '.continue/rules/testing.md', line: null },
      },
      passing: {
        description: 'The rule is always on.',
        options: { profiles: ['continue'] },
        files: { '.continue/rules/testing.md': '---\nalwaysApply: true\n---\nRun the tests before every commit.\n', 'AGENTS.md': '# Rules\n\nUse pnpm.\n' },
      },
    },
    docs: {
      why:
        'Continue CLI (`cn`) sends a `.continue/rules/**/*.md` file only when it is always on: `alwaysApply: true`, or none of `alwaysApply`, `globs` and `regex`, and not `invokable`. A rule with `globs` or `regex`, `alwaysApply: false`, or an `alwaysApply` that is not the boolean `true` (`"true"`, `yes` in quotes, an empty value) is left out without a word. ' +
        'The editor extensions attach rules with `globs`, `regex` or a `description` when matching files are in context, so such a rule still works there: the finding is then a note. A rule that no Continue client ever applies is a warning.',
      fix: 'Write `alwaysApply: true` for a rule the CLI should always send; keep `globs` for rules meant for the editor only.',
    },
  },
};
