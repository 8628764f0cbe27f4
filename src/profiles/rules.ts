/**
 * Rules the agent profiles raise themselves while they resolve chains or read the agents' own
 * configuration (as opposed to the health checks in src/checks/). Documented in docs/rules/<id>.md.
 */
import type { RuleMeta } from '../rules/meta.js';

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
    description: '`@path` imports nest deeper than the 5 hops Claude Code and Gemini CLI follow.',
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
    id: 'copilot-review-limit',
    kind: 'check',
    defaultSeverity: 'warning',
    description: 'A file GitHub Copilot loads is over 4,000 characters: Copilot code review reads only the first 4,000.',
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
    defaultSeverity: 'warning',
    description: 'An AGENTS.md that no Aider configuration (`read:` in .aider.conf.yml) reads: Aider never sees it.',
  },
];
