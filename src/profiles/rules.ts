/**
 * Rules the agent profiles raise themselves while they resolve chains or read the agents' own
 * configuration (as opposed to the health checks in src/checks/). Documented in docs/rules/<id>.md.
 */
import type { CheckModule, RuleExamples } from '../checks/examples.js';
import type { RuleMeta } from '../rules/meta.js';
import { CLINE_CONTINUE_RULE_DOCS, CLINE_CONTINUE_RULES } from './rules-cline-continue.js';
import { OPENCODE_RULE_DOCS, OPENCODE_RULES } from './rules-opencode.js';

/** Rules that report nothing unless the user sets a severity for them. */
export const OPT_IN_RULES: ReadonlySet<string> = new Set(['copilot-review-limit']);

export const PROFILE_RULES: readonly RuleMeta[] = [
  {
    id: 'agent-config-invalid',
    kind: 'check',
    defaultSeverity: 'error',
    description: 'An agent’s own configuration file in the repository (opencode.json, .gemini/settings.json, .aider.conf.yml, .codex/config.toml) does not parse or holds a value of the wrong shape.',
  },
  {
    id: 'remote-instructions',
    kind: 'check',
    defaultSeverity: 'warning',
    description: 'OpenCode’s `instructions` names a URL: it is fetched at every session start and silently dropped when the fetch fails.',
  },
  {
    id: 'instructions-missing',
    kind: 'check',
    defaultSeverity: 'warning',
    description: 'An entry of OpenCode’s `instructions` or Aider’s `read:` matches no file for some working directories.',
  },
  {
    id: 'import-missing',
    kind: 'check',
    defaultSeverity: 'warning',
    description: 'An `@path` import (Claude Code, Gemini CLI) names a file that does not exist.',
  },
  {
    id: 'import-cycle',
    kind: 'check',
    defaultSeverity: 'warning',
    description: '`@path` imports form a cycle.',
  },
  {
    id: 'import-too-deep',
    kind: 'check',
    defaultSeverity: 'warning',
    description: '`@path` imports nest deeper than Claude Code (4 hops) or Gemini CLI (5 levels) follows.',
  },
  {
    id: 'import-outside-root',
    kind: 'check',
    defaultSeverity: 'warning',
    description: 'An `@path` import leaves the repository (or is a URL): Gemini CLI refuses it, Claude Code asks for approval; the audit cannot check it.',
  },
  {
    id: 'claude-md-too-long',
    kind: 'check',
    defaultSeverity: 'warning',
    description: 'A file Claude Code loads is over 40,000 characters, the size at which Claude Code warns that a large memory file hurts performance.',
  },
  {
    id: 'codex-untrusted',
    kind: 'check',
    defaultSeverity: 'error',
    description: 'Codex trust decides what it loads: a project marked untrusted loads no AGENTS.md at all, and a project `.codex/config.toml` applies only when the project is trusted.',
  },
  {
    id: 'gemini-untrusted',
    kind: 'check',
    defaultSeverity: 'error',
    description: 'Gemini CLI’s folder trust (on by default) does not trust the folder: headless it refuses to start, interactively it loads no project context.',
  },
  {
    id: 'gemini-include-outside',
    kind: 'check',
    defaultSeverity: 'warning',
    description: 'Gemini CLI’s `context.includeDirectories` names a directory outside the repository (a `..` path, an absolute path, `~`): Gemini CLI loads its GEMINI.md files, which the audit cannot read.',
  },
  {
    id: 'copilot-review-limit',
    kind: 'check',
    defaultSeverity: 'warning',
    description: 'Opt-in (off unless set): `.github/copilot-instructions.md` or a `.github/instructions/*.instructions.md` file is over 4,000 characters, the code-review read limit GitHub removed on 2026-06-12.',
  },
  {
    id: 'copilot-applyto',
    kind: 'check',
    defaultSeverity: 'warning',
    description: 'A `.github/instructions/*.instructions.md` file has no `applyTo`, or an `applyTo` that matches no file in the repository, so Copilot never applies it.',
  },
  {
    id: 'aider-unread',
    kind: 'check',
    defaultSeverity: 'info',
    description: 'An AGENTS.md that no Aider configuration (`read:` in .aider.conf.yml) reads: Aider never sees it.',
    fact: {
      summary: 'Aider never sees {n}: it discovers no instruction file by itself and reads only what `read:` in `.aider.conf.yml` names, and no configuration names these: {files}.',
      fix: 'Add them to `read:` (`read: AGENTS.md` in the root `.aider.conf.yml` reads the AGENTS.md of the directory Aider is started in).',
      example: false,
    },
  },
  {
    id: 'qwen-above-root',
    kind: 'check',
    defaultSeverity: 'warning',
    description: 'Qwen Code loads a QWEN.md or AGENTS.md from the directory above the git repository: its upward walk stops one directory past the git root.',
  },
  {
    id: 'kilo-rules-cwd-only',
    kind: 'check',
    defaultSeverity: 'warning',
    description: 'Legacy Kilo rules (.kilo/rules, .kilocode/rules, .kilocoderules) of a directory above the working directory: Kilo reads them from the working directory only.',
  },
  ...CLINE_CONTINUE_RULES,
  ...OPENCODE_RULES,
  {
    id: 'amp-above-root',
    kind: 'check',
    defaultSeverity: 'warning',
    description: 'Amp loads an instruction file from a directory above the git repository it works in (it walks up to `/`, stopping at `/home` and `/Users`): an outer project’s rules reach a nested repository.',
  },
  {
    id: 'auggie-manual-rule',
    kind: 'check',
    defaultSeverity: 'info',
    description: 'An `.augment/rules` file with `type: manual`: Auggie sends it only when someone attaches it to a message, so non-interactive runs never see it.',
  },
  {
    id: 'cursor-rule-globs',
    kind: 'check',
    defaultSeverity: 'warning',
    description: 'A `.cursor/rules` rule whose `globs` match no file in the folder it belongs to, so Cursor never attaches it.',
  },
  {
    id: 'cursor-rule-no-frontmatter',
    kind: 'check',
    defaultSeverity: 'warning',
    description: 'A `.cursor/rules` file without a (valid) frontmatter: Cursor treats it as a manual rule, applied only when someone @-mentions it.',
  },
];

/** Documentation examples of the profile rules, in the shape the health checks use (docs/rules/<id>.md is generated from them). */
export const PROFILE_RULE_DOCS: Readonly<Record<string, { examples: RuleExamples; docs: CheckModule['docs'] }>> = {
  'agent-config-invalid': {
    examples: {
      failing: {
        description: 'opencode.json misses a comma between two settings.',
        options: { profiles: ['opencode'] },
        files: { 'opencode.json': '{\n  "$schema": "https://opencode.ai/config.json"\n  "instructions": ["docs/rules.md"]\n}\n', 'docs/rules.md': '# Rules\n\nRun the tests.\n' },
        expect: { path: 'opencode.json', line: 3, column: 3 },
      },
      passing: {
        description: 'The same file with the comma: OpenCode loads docs/rules.md.',
        options: { profiles: ['opencode'] },
        files: { 'opencode.json': '{\n  "$schema": "https://opencode.ai/config.json",\n  "instructions": ["docs/rules.md"]\n}\n', 'docs/rules.md': '# Rules\n\nRun the tests.\n' },
      },
    },
    docs: {
      why:
        'Several agents read configuration files the team commits: OpenCode `opencode.json` / `opencode.jsonc` (JSON with comments), Gemini CLI `.gemini/settings.json` (JSON with comments), Aider `.aider.conf.yml` (YAML), Codex `.codex/config.toml` (TOML, project layers of a trusted project). ' +
        'A file that does not parse stops OpenCode, Gemini CLI, Aider and Codex at startup, for everyone who starts the agent in that directory; a value of the wrong shape (`instructions` that is not a list, `read:` that is a mapping, `context.fileName` that is a number) is either fatal or silently replaced by the default. ' +
        'The audit parses each file once, reports the first problem with its line and column, and never quotes the file\'s content (configuration files are where API keys live). For Codex it also notes a project `project_root_markers`, which Codex ignores there.',
      fix: 'Fix the syntax at the reported line (a missing comma, an unclosed quote or bracket), or give the key the shape the agent expects. Agents that read JSON with comments accept `//` and `/* */` comments and trailing commas; plain JSON tools may not.',
    },
  },
  'remote-instructions': {
    examples: {
      failing: {
        description: 'opencode.json pulls the team rules from a URL.',
        options: { profiles: ['opencode'] },
        files: { 'opencode.json': '{\n  "instructions": [\n    "https://example.com/team-rules.md"\n  ]\n}\n', 'AGENTS.md': '# Rules\n\nRun the tests.\n' },
        expect: { path: 'opencode.json', line: 3, column: 5 },
      },
      passing: {
        description: 'The team rules are committed and named by path.',
        options: { profiles: ['opencode'] },
        files: { 'opencode.json': '{\n  "instructions": [\n    "docs/team-rules.md"\n  ]\n}\n', 'docs/team-rules.md': '# Team rules\n\nReview every migration.\n', 'AGENTS.md': '# Rules\n\nRun the tests.\n' },
      },
    },
    docs: {
      why:
        'OpenCode fetches every `http://` or `https://` entry of `instructions` when a session starts, with a 5-second timeout, and uses an empty text when the fetch fails or the server answers with an error: the agent then works without those rules and nobody is told. ' +
        'What the agent sees depends on the network and on a server outside the repository, and the audit cannot check it. Messages show the URL without its query string or credentials.',
      fix: 'Commit the instructions and name them by path in `instructions` (globs work: `docs/agents/*.md`). If the text must live elsewhere, vendor a copy in CI.',
    },
  },
  'instructions-missing': {
    examples: {
      failing: {
        description: 'Aider is told to read a CONVENTIONS.md that does not exist.',
        options: { profiles: ['aider'] },
        files: { '.aider.conf.yml': 'read:\n  - AGENTS.md\n  - CONVENTIONS.md\n', 'AGENTS.md': '# Rules\n\nRun the tests.\n' },
        expect: { path: '.aider.conf.yml', line: 3, column: 5 },
      },
      passing: {
        description: 'Both named files exist.',
        options: { profiles: ['aider'] },
        files: { '.aider.conf.yml': 'read:\n  - AGENTS.md\n  - CONVENTIONS.md\n', 'AGENTS.md': '# Rules\n\nRun the tests.\n', 'CONVENTIONS.md': '# Conventions\n\nUse type hints.\n' },
      },
    },
    docs: {
      why:
        'OpenCode\'s `instructions` and Aider\'s `read:` name files the agent adds to its context. An entry that matches nothing adds nothing: OpenCode says nothing, Aider prints one line at startup that is easy to miss. ' +
        'Both resolve entries from the directory the agent is started in, not from the configuration file: OpenCode globs the entry in every directory from there up to the repository root, Aider resolves it against the working directory only. So `read: CONVENTIONS.md` in the root `.aider.conf.yml` means a different file for someone who starts Aider in `packages/api`. ' +
        'The finding lists the working directories for which the entry matches nothing.',
      fix: 'Fix the path or create the file. For Aider, write paths that hold from every directory the team starts it in (Aider also reads a `.aider.conf.yml` in the working directory, whose `read:` replaces the root one).',
    },
  },
  'import-missing': {
    examples: {
      failing: {
        description: 'CLAUDE.md imports a style guide that was renamed.',
        options: { profiles: ['claude-code'] },
        files: { 'CLAUDE.md': '# Project\n\nFollow @docs/style-guide.md for formatting.\n', 'docs/style.md': '# Style\n\nUse tabs.\n' },
        expect: { path: 'CLAUDE.md', line: 3, column: 8 },
      },
      passing: {
        description: 'The import names the file that exists.',
        options: { profiles: ['claude-code'] },
        files: { 'CLAUDE.md': '# Project\n\nFollow @docs/style.md for formatting.\n', 'docs/style.md': '# Style\n\nUse tabs.\n' },
      },
    },
    docs: {
      why:
        'Claude Code and Gemini CLI expand `@path` in instruction files into the named file. When the file does not exist, Claude Code skips the import without a word; Gemini CLI replaces the words with an `<!-- Import failed: … -->` comment, so the model does not even see the original text. ' +
        'The two agents tokenize differently: an import ends at the next whitespace for both (so the period of `see @AGENTS.md.` is part of the path), neither looks inside code, and Gemini CLI treats any `@word` that starts with a letter as an import (`ask @alice` becomes a failed import), while Claude Code\'s misses are reported only when the token looks like a path (an extension, or a leading `./`, `../`, `~/` or `/`).',
      fix: 'Fix the path (it is relative to the importing file), or put text that is not an import in backticks: `` `@types/node` ``.',
    },
  },
  'import-cycle': {
    examples: {
      failing: {
        description: 'Two documents import each other.',
        options: { profiles: ['claude-code'] },
        files: { 'CLAUDE.md': '# Project\n\n@docs/a.md\n', 'docs/a.md': 'A rules. See @b.md\n', 'docs/b.md': 'B rules. See @a.md\n' },
        expect: { path: 'docs/b.md', line: 1, column: 14 },
      },
      passing: {
        description: 'The top file imports both documents; neither imports the other.',
        options: { profiles: ['claude-code'] },
        files: { 'CLAUDE.md': '# Project\n\n@docs/a.md\n@docs/b.md\n', 'docs/a.md': 'A rules.\n', 'docs/b.md': 'B rules.\n' },
      },
    },
    docs: {
      why:
        'An import that leads back to a file already being imported on the same path is a cycle. Claude Code loads each file once and stops there. Gemini CLI marks the spot with `<!-- File already processed -->`, but it does not count the top-level file itself, so a cycle through it repeats that file\'s text once more before stopping. ' +
        'Either way the structure is not what its author meant, and the order in which rules arrive depends on where the cycle is entered.',
      fix: 'Import shared documents from one place (the top-level file) instead of from each other.',
    },
  },
  'import-too-deep': {
    examples: {
      failing: {
        description: 'Five hops of imports: Claude Code leaves the fifth as text, and the fifth file is never loaded.',
        options: { profiles: ['claude-code'] },
        files: {
          'CLAUDE.md': '@docs/1.md\n',
          'docs/1.md': 'One. @2.md\n',
          'docs/2.md': 'Two. @3.md\n',
          'docs/3.md': 'Three. @4.md\n',
          'docs/4.md': 'Four. @5.md\n',
          'docs/5.md': 'Five.\n',
        },
        expect: { path: 'docs/4.md', line: 1, column: 7 },
      },
      passing: {
        description: 'Four hops: all files are loaded.',
        options: { profiles: ['claude-code'] },
        files: {
          'CLAUDE.md': '@docs/1.md\n',
          'docs/1.md': 'One. @2.md\n',
          'docs/2.md': 'Two. @3.md\n',
          'docs/3.md': 'Three. @4.md\n',
          'docs/4.md': 'Four.\n',
        },
      },
    },
    docs: {
      why:
        'Claude Code (2.1.328, checked against the real binary) follows imports four hops deep: the `@path` in the fourth imported file stays plain text. Gemini CLI processes five levels and leaves the `@path` of the fifth imported file as plain text. Anything imported from deeper is silently not loaded; the finding is on the file that holds the import that is not followed.',
      fix: 'Flatten the imports: import the deep documents directly from a file nearer the top.',
    },
  },
  'import-outside-root': {
    examples: {
      failing: {
        description: 'GEMINI.md imports a file from a sibling checkout.',
        options: { profiles: ['gemini'] },
        files: { 'GEMINI.md': '# Project\n\n@../shared/rules.md\n' },
        expect: { path: 'GEMINI.md', line: 3, column: 1 },
      },
      passing: {
        description: 'The shared rules are vendored into the repository.',
        options: { profiles: ['gemini'] },
        files: { 'GEMINI.md': '# Project\n\n@./docs/shared-rules.md\n', 'docs/shared-rules.md': '# Shared rules\n\nNo force pushes.\n' },
      },
    },
    docs: {
      why:
        'Gemini CLI imports only files inside the project root (the nearest directory holding a boundary marker, `.git` by default, after resolving symlinks) and refuses URLs: anything else is replaced by `<!-- Import failed: … Path traversal attempt -->` (`warning`). ' +
        'Claude Code accepts imports from outside the project, including `~/…`, but each person must approve them once, and until they do the file is not loaded (`info`). In both cases the file is outside what the audit (and code review) sees.',
      fix: 'Keep imported files inside the repository, or leave personal preferences to the personal instruction file (`~/.claude/CLAUDE.md`, `~/.gemini/GEMINI.md`).',
    },
  },
  'claude-md-too-long': {
    examples: {
      failing: {
        description: 'A CLAUDE.md that grew to 40,609 characters.',
        options: { profiles: ['claude-code'] },
        files: { 'CLAUDE.md': { head: '# Rules\n\n', line: '- Prefer small, focused functions with descriptive names.\n', times: 700 } },
        expect: { path: 'CLAUDE.md', line: null },
      },
      passing: {
        description: 'The same rules, once.',
        options: { profiles: ['claude-code'] },
        files: { 'CLAUDE.md': '# Rules\n\n- Prefer small, focused functions with descriptive names.\n' },
      },
    },
    docs: {
      why:
        'Claude Code loads every CLAUDE.md in full, whatever its size, and warns ("Large CLAUDE.md will impact performance") when one is over 40,000 characters. Every conversation pays for the whole file, and long files dilute the rules that matter. ' +
        'The audit counts characters as Claude Code does (JavaScript string length) for every file Claude Code loads, imports included.',
      fix: 'Split the file: keep the rules that apply everywhere, and move detail into documents imported where needed or read on demand (`.claude/rules/` files with a `paths:` frontmatter load only for matching files).',
    },
  },
  'codex-untrusted': {
    examples: {
      failing: {
        description: 'An audit told that the people who run Codex here have marked the project untrusted.',
        options: { profiles: ['codex'], agentState: { codexTrust: 'untrusted' } },
        files: { 'AGENTS.md': '# Rules\n\nRun the tests before every commit.\n' },
        expect: { path: null, line: null },
      },
      passing: {
        description: 'The project is trusted (the audit’s default): AGENTS.md and the project configuration apply.',
        options: { profiles: ['codex'] },
        files: { 'AGENTS.md': '# Rules\n\nRun the tests before every commit.\n', '.codex/config.toml': 'project_doc_max_bytes = 65536\n' },
      },
    },
    docs: {
      why:
        'Codex keeps a trust list outside the repository (`[projects."/abs/path"] trust_level` in `~/.codex/config.toml`), and looks up the entry of a directory itself, else the project root’s. Seen with Codex 0.169.0: when the working directory’s entry is `untrusted` Codex loads **no** `AGENTS.md` at all; a project `.codex/config.toml` is applied only when its own directory’s entry is `trusted` (so trust given only for a subdirectory does not apply the root’s file); and a trusted `.codex/config.toml` that does not parse makes Codex refuse to start. ' +
        'The repository cannot say what each person’s trust list holds, so the audit takes it as a setting, `agentState.codexTrust` for the project root (`--agent-state codex-trust=trusted|unset|untrusted`), default `trusted`, plus entries for directories (`--agent-state codex-trust=packages/api:trusted`), shown in the report’s settings. ' +
        'Where the working directory is untrusted the chain is empty and this error is raised once per entry; each project `.codex/config.toml` that sets something but is not trusted is reported as ignored (a warning).',
      fix: 'Mark the project trusted in Codex (it asks on first start in a git repository), or do not rely on a project `.codex/config.toml` for settings everybody needs.',
    },
  },
  'gemini-untrusted': {
    examples: {
      failing: {
        description: 'An audit told that Gemini CLI runs here in a folder it does not trust (no trusted-folders rule, folder trust on: its default).',
        options: { profiles: ['gemini'], agentState: { geminiFolderTrust: 'untrusted' } },
        files: { 'GEMINI.md': '# Rules\n\nRun the tests before every commit.\n' },
        expect: { path: null, line: null },
      },
      passing: {
        description: 'The folder is trusted (the audit’s default): GEMINI.md loads.',
        options: { profiles: ['gemini'] },
        files: { 'GEMINI.md': '# Rules\n\nRun the tests before every commit.\n' },
      },
    },
    docs: {
      why:
        'Gemini CLI keeps folder trust outside the repository (`~/.gemini/trustedFolders.json`, the `GEMINI_CLI_TRUST_WORKSPACE` variable, `security.folderTrust.enabled` in the user settings, on by default). Seen with Gemini CLI 0.61.0: in a folder with no trust rule, or one marked `DO_NOT_TRUST`, `gemini -p` (headless: CI, scripts, other tools) stops before it reads anything, exit 55, "Gemini CLI is not running in a trusted directory"; an interactive session asks, and one that runs untrusted loads no project `GEMINI.md` and ignores `.gemini/settings.json`. ' +
        'The repository cannot say whether each person (or each CI job) trusts the folder, so the audit takes it as a setting, `agentState.geminiFolderTrust` (`--agent-state gemini-folder-trust=trusted|untrusted`, or `agent-state:` in the config file), default `trusted`, shown in the report’s settings. ' +
        'With `untrusted` each Gemini chain says that Gemini CLI does not start (`startError`), and this error is raised once.',
      fix: 'Trust the folder in Gemini CLI (it asks on first start), and where it runs headless set `GEMINI_CLI_TRUST_WORKSPACE=true` (or pass `--skip-trust`, which also drops the workspace settings).',
    },
  },
  'gemini-include-outside': {
    examples: {
      failing: {
        description: 'The workspace settings add a folder of the team’s home-made notes, beside the repository.',
        options: { profiles: ['gemini'] },
        files: { '.gemini/settings.json': '{\n  "context": {\n    "includeDirectories": ["../team-notes"]\n  }\n}\n', 'GEMINI.md': '# Rules\n\nRun the tests before every commit.\n' },
        expect: { path: '.gemini/settings.json', line: 3 },
      },
      passing: {
        description: 'The included folder is part of the repository: its GEMINI.md is audited with the rest.',
        options: { profiles: ['gemini'] },
        files: { '.gemini/settings.json': '{\n  "context": {\n    "includeDirectories": ["docs/agents"]\n  }\n}\n', 'GEMINI.md': '# Rules\n\nRun the tests before every commit.\n', 'docs/agents/GEMINI.md': '# Agent notes\n\nDocument every public function.\n' },
      },
    },
    docs: {
      why:
        'Gemini CLI (seen with 0.61.0) adds every entry of `context.includeDirectories` in the working directory’s `.gemini/settings.json` to its workspace, resolved from the working directory (`~` is the home), links followed, and loads the context files (`GEMINI.md` and the `context.fileName` names) of each included directory and of every directory above it up to its own git root, merged with the main chain and sorted by path. `context.loadMemoryFromIncludeDirectories` does not change that at startup (it only decides whether `/directory add` reloads memory during a session). ' +
        'An entry that does not exist or is not a directory stops Gemini CLI at startup; the audit reports that as `agent-config-invalid` for entries inside the repository. ' +
        'An entry outside the repository is read by the agent, never by the audit (it reads nothing outside the audited root): what the agent sees there, and whether the directory exists on each machine, is unknown to this report.',
      fix: 'Keep included directories inside the repository, so the audit sees what Gemini CLI loads; or commit what the outside directory holds and include that.',
    },
  },
  'qwen-above-root': {
    examples: {
      failing: {
        description: 'A git repository in app/ of the audited folder, with an AGENTS.md of the parent folder beside it.',
        options: { profiles: ['qwen'], workingDirectories: ['app'] },
        files: { 'AGENTS.md': '# Parent project\n\nDeploy with the parent tooling.\n', 'app/QWEN.md': '# App\n\nRun the tests before every commit.\n' },
        nestedRepos: ['app'],
        expect: { path: 'AGENTS.md', line: null },
      },
      passing: {
        description: 'The instruction files are inside the repository.',
        options: { profiles: ['qwen'], workingDirectories: ['app'] },
        files: { 'app/AGENTS.md': '# App\n\nRun the tests before every commit.\n', 'app/QWEN.md': '# App\n\nUse pnpm.\n' },
        nestedRepos: ['app'],
      },
    },
    docs: {
      why:
        'Qwen Code 0.24.4 walks from the working directory up to `path.dirname(projectRoot)`, the parent of the git root (memoryDiscovery.ts: `ultimateStopDir`), reading every context file name (`QWEN.md`, `AGENTS.md`) there too. A file in the folder that holds the checkout (a parent project, a workspace of several checkouts, a CI runner\u2019s work folder) joins every prompt, and nobody reviewing the repository sees it. ' +
        'Where that folder is outside the audited root the audit does not read the file; it names it in the finding.',
      fix: 'Move or rename the file above the repository, or set `context.fileName` in `.qwen/settings.json` to names only the repository uses.',
    },
  },
  'kilo-rules-cwd-only': {
    examples: {
      failing: {
        description: 'A root `.kilo/rules/style.md`, and Kilo started in `pkg/`.',
        options: { profiles: ['kilo'], workingDirectories: ['pkg'] },
        files: { '.kilo/rules/style.md': '# Style\n\nUse tabs.\n', 'AGENTS.md': '# Team\n\nRun the tests.\n', 'pkg/index.ts': 'export {};\n' },
        expect: { path: '.kilo/rules/style.md', line: null },
      },
      passing: {
        description: 'The rule is named in kilo.json, which Kilo resolves from the working directory up to the root.',
        options: { profiles: ['kilo'], workingDirectories: ['pkg'] },
        files: { 'docs/style.md': '# Style\n\nUse tabs.\n', 'kilo.json': '{ "instructions": ["docs/style.md"] }\n', 'AGENTS.md': '# Team\n\nRun the tests.\n', 'pkg/index.ts': 'export {};\n' },
      },
    },
    docs: {
      why:
        'Kilo Code CLI 7.7.7 converts its legacy rules (`.kilo/rules/*.md`, `.kilocode/rules/*.md`, `.kilocoderules`, and the `rules-<mode>` folders) into instructions with the working directory as the project directory, so a session started in a subdirectory of the repository never sees the root\u2019s rules, although it reads the root\u2019s AGENTS.md.',
      fix: 'Name the files in `instructions` of `kilo.json` (resolved from the working directory up to the root), or move the text into AGENTS.md.',
    },
  },
  'copilot-review-limit': {
    examples: {
      failing: {
        description: 'Review rules that run past 4,000 characters, with the opt-in rule switched on.',
        options: { profiles: ['copilot-review'], rules: { 'copilot-review-limit': 'warning' } },
        files: { '.github/copilot-instructions.md': { head: '# Review rules\n\n', line: '- Flag any new dependency that is not pinned to an exact version.\n', times: 80 } },
        expect: { path: '.github/copilot-instructions.md', line: 63, column: 25 },
      },
      passing: {
        description: 'The review rules fit.',
        options: { profiles: ['copilot-review'], rules: { 'copilot-review-limit': 'warning' } },
        files: { '.github/copilot-instructions.md': '# Review rules\n\n- Flag any new dependency that is not pinned to an exact version.\n' },
      },
    },
    docs: {
      why:
        '**Opt-in: off unless you set a severity** (`--rule copilot-review-limit=warning`, or `rules:` in the config file). ' +
        'GitHub used to document that Copilot code review reads only the first 4,000 characters of a custom instruction file. That sentence is gone from GitHub\'s documentation (removed in github/docs#42361; the question was raised in [github/docs#42761](https://github.com/github/docs/issues/42761)), and GitHub\'s changelog of 2026-06-12 on Copilot code review removed the 4,000-character read limit for `.github/copilot-instructions.md` and `.github/instructions/*.instructions.md`. ' +
        'So the audit no longer applies the limit by default, no longer puts a character limit on the `copilot-review` chain, and never applies it to `AGENTS.md`, `CLAUDE.md` or `GEMINI.md` (GitHub never stated it for them). Switch it on only where an older reader still applies (e.g. a GitHub Enterprise Server release that predates the change). ' +
        'The finding points at the first character past 4,000. Files with `excludeAgent: "code-review"` in their frontmatter are not reported.',
      fix: 'Put what reviews must enforce in the first 4,000 characters, or move review rules to a short path-specific file (`.github/instructions/review.instructions.md`).',
    },
  },
  'copilot-applyto': {
    examples: {
      failing: {
        description: 'Path-specific instructions whose applyTo names a directory that does not exist.',
        options: { profiles: ['copilot-review'] },
        files: { '.github/instructions/api.instructions.md': '---\napplyTo: "src/api/**"\n---\nValidate every request body.\n', 'source/api/handler.ts': 'export {};\n' },
        expect: { path: '.github/instructions/api.instructions.md', line: 2 },
      },
      passing: {
        description: 'The glob matches the code.',
        options: { profiles: ['copilot-review'] },
        files: { '.github/instructions/api.instructions.md': '---\napplyTo: "source/api/**"\n---\nValidate every request body.\n', 'source/api/handler.ts': 'export {};\n' },
      },
    },
    docs: {
      why:
        'Copilot applies a `.github/instructions/*.instructions.md` file only to the files its `applyTo` globs (comma-separated, repository-relative) match. Without `applyTo` it is not applied automatically; with globs that match no file it is never applied. Nothing warns about either.',
      fix: 'Add `applyTo` to the frontmatter (`"**"` for every file) and check the globs against the repository layout.',
    },
  },
  'aider-unread': {
    examples: {
      failing: {
        description: 'The team uses Aider, which is configured to read only CONVENTIONS.md.',
        options: { profiles: ['aider'] },
        files: { '.aider.conf.yml': 'read: CONVENTIONS.md\n', 'CONVENTIONS.md': '# Conventions\n\nUse type hints.\n', 'AGENTS.md': '# Rules\n\nRun the tests.\n' },
        expect: { path: null, line: null },
      },
      passing: {
        description: 'AGENTS.md is in the read: list.',
        options: { profiles: ['aider'] },
        files: { '.aider.conf.yml': 'read: [CONVENTIONS.md, AGENTS.md]\n', 'CONVENTIONS.md': '# Conventions\n\nUse type hints.\n', 'AGENTS.md': '# Rules\n\nRun the tests.\n' },
      },
    },
    docs: {
      why:
        'Aider discovers no instruction file by itself: it reads only what `read:` in `.aider.conf.yml` (in the working directory, else at the git root) names, resolved from the directory Aider is started in. An AGENTS.md written for every agent is therefore invisible to Aider unless a configuration names it. ' +
        'When `aider` is among the configured profiles, the rule reports this once for the repository, listing every AGENTS.md that no audited Aider chain loads: it is a fact about how Aider works, not a problem of each file.',
      fix: 'Add the file to `read:`. Since entries resolve from where Aider starts, `read: AGENTS.md` in the root configuration reads the AGENTS.md of whichever directory Aider is started in; name a fixed file with a path that holds from there, or add a `.aider.conf.yml` to the packages people work in.',
    },
  },
  ...CLINE_CONTINUE_RULE_DOCS,
  ...OPENCODE_RULE_DOCS,
  'amp-above-root': {
    examples: {
      failing: {
        description: 'A library kept as its own git repository inside a monorepo: Amp started in it also loads the monorepo’s AGENTS.md.',
        options: { profiles: ['amp'], workingDirectories: ['vendor/lib'] },
        files: { 'AGENTS.md': '# Monorepo rules\n\nUse the monorepo build.\n', 'vendor/lib/README.md': '# lib\n' },
        nestedRepos: ['vendor/lib'],
        expect: { path: 'AGENTS.md', line: null },
      },
      passing: {
        description: 'The library has its own AGENTS.md and the outer rules live in the outer project’s folders.',
        options: { profiles: ['amp'], workingDirectories: ['vendor/lib'] },
        files: { 'apps/AGENTS.md': '# Monorepo rules\n\nUse the monorepo build.\n', 'vendor/lib/AGENTS.md': '# lib rules\n\nRun npm test.\n' },
        nestedRepos: ['vendor/lib'],
      },
    },
    docs: {
      why:
        'Amp (from its shipped code, `@ampcode/cli` 0.0.1790142911) reads the first of `AGENTS.md`, `Agents.md`, `agents.md`, `AGENT.md`, `Agent.md`, `agent.md`, `CLAUDE.md` in the workspace root, in each directory from the working directory up to it, and in **every directory above it** up to `/` (stopping at `/home` and `/Users`). ' +
        'A repository checked out inside another (a submodule, a vendored library, a worktree folder) therefore gets the outer project’s instructions too, sorted after its own, and nothing says so. The audit sees the directories above a nested repository that lie inside the audited root; above the audited root it reads nothing.',
      fix: 'Keep instructions meant for the outer project in its own folders (or in the outer project’s AGENTS.md only if they hold for every nested repository), and give the nested repository its own AGENTS.md.',
    },
  },
  'auggie-manual-rule': {
    examples: {
      failing: {
        description: 'A release checklist written as a manual rule.',
        options: { profiles: ['auggie'] },
        files: { '.augment/rules/release.md': '---\ntype: manual\n---\nTag releases with vX.Y.Z.\n' },
        expect: { path: '.augment/rules/release.md', line: 2 },
      },
      passing: {
        description: 'The same rule, sent with every request.',
        options: { profiles: ['auggie'] },
        files: { '.augment/rules/release.md': '---\ntype: always_apply\n---\nTag releases with vX.Y.Z.\n' },
      },
    },
    docs: {
      why:
        'Auggie (Augment Code’s CLI, `@augmentcode/auggie` 0.36.0) sends the workspace root’s `.augment-guidelines`, `AGENTS.md`, `CLAUDE.md` and every `.augment/rules/**/*.{md,mdc}` rule to Augment’s service, which builds the prompt. A rule’s frontmatter says how: `type: always_apply` (also no frontmatter), `agent_requested` (with a `description`, for the agent to choose), or `manual`. ' +
        'A manual rule is sent only when someone attaches it to a message in an interactive session: `auggie --print`, CI and every session where nobody attaches it never see it. That is sometimes the intent, so the finding is `info`.',
      fix: 'Use `type: always_apply` for rules that must always hold, or `type: agent_requested` with a `description` that says when it applies.',
    },
  },
  'cursor-rule-globs': {
    examples: {
      failing: {
        description: 'A nested rule in packages/web whose globs repeat the folder name: they are relative to packages/web.',
        options: { profiles: ['cursor'] },
        files: { 'packages/web/.cursor/rules/react.mdc': '---\nglobs: packages/web/src/**/*.tsx\n---\nUse function components.\n', 'packages/web/src/App.tsx': 'export {};\n' },
        expect: { path: 'packages/web/.cursor/rules/react.mdc', line: 2 },
      },
      passing: {
        description: 'The globs relative to the rule’s folder.',
        options: { profiles: ['cursor'] },
        files: { 'packages/web/.cursor/rules/react.mdc': '---\nglobs: src/**/*.tsx\n---\nUse function components.\n', 'packages/web/src/App.tsx': 'export {};\n' },
      },
    },
    docs: {
      why:
        'Cursor attaches a `.cursor/rules` rule with `globs` (a list, or comma-separated) when a file they match is in the conversation; a `.cursor/rules` folder nested in a directory is scoped to that directory. ' +
        'The audit matches the globs against the files of the rule’s folder (relative to it; a glob without `/` matches a file name anywhere below). When they match nothing there, Cursor never attaches the rule and nobody is told. Modelled from Cursor’s documentation (https://cursor.com/docs/context/rules): unverified.',
      fix: 'Write the globs relative to the folder that holds `.cursor/rules` (`src/**/*.tsx`, not `packages/web/src/**/*.tsx`), and check them against the layout.',
    },
  },
  'cursor-rule-no-frontmatter': {
    examples: {
      failing: {
        description: 'A rule file written as plain Markdown.',
        options: { profiles: ['cursor'] },
        files: { '.cursor/rules/style.mdc': '# Style\n\nUse tabs.\n' },
        expect: { path: '.cursor/rules/style.mdc', line: 1 },
      },
      passing: {
        description: 'The rule says it always applies.',
        options: { profiles: ['cursor'] },
        files: { '.cursor/rules/style.mdc': '---\nalwaysApply: true\n---\n# Style\n\nUse tabs.\n' },
      },
    },
    docs: {
      why:
        'Cursor decides from a rule’s frontmatter when to use it: `alwaysApply: true` (always), `globs` (attached with matching files), `description` (the agent reads it when it thinks it applies), none of them: manual, used only when someone types `@rule-name`. ' +
        'A `.cursor/rules` file without a frontmatter block, or with one that is not valid YAML, is therefore never used by itself. Modelled from Cursor’s documentation (https://cursor.com/docs/context/rules): unverified.',
      fix: 'Start the file with a frontmatter block: `---`, `alwaysApply: true` (or `globs: src/**/*.ts`, or a `description:`), `---`.',
    },
  },
};
