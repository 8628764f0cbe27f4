/**
 * Agent versions, in one place: the version each profile was verified against by the conformance
 * harness (which pins the same versions: scripts/conformance/agents.mjs reads this table), and,
 * where an agent's behaviour changed between versions, which profile models which versions.
 * `--profile AGENT@VERSION` resolves through `resolveProfileVersion` (docs/profiles.md#versions).
 *
 * A pure data module: it imports nothing, so the settings parsers can use it.
 */

/** The agent version each verified profile matches exactly (files and text, byte for byte). */
export const VERIFIED_VERSIONS = {
  codex: '0.169.0',
  gemini: '0.61.0',
  opencode: '1.18.33',
  'claude-code': '2.1.328',
  'copilot-cli': '1.0.102',
  qwen: '0.24.4',
  kilo: '7.7.7',
  cline: '3.0.65',
  continue: '1.5.47',
} as const;

/** Versions before a documented change, which another profile models. */
interface EarlierVersions {
  below: string;
  profile: string;
  why: string;
}

const EARLIER: Readonly<Record<string, readonly EarlierVersions[]>> = {
  'claude-code': [
    {
      below: '2.1.277',
      profile: 'claude-code@legacy',
      why: 'before v2.1.277 Claude Code reads no AGENTS.md (its built-in agents-md plugin began to default to claude-md-or-agents-md in v2.1.277)',
    },
  ],
};

/** Profiles modelled from sources and documentation only: no version can be chosen. */
const UNVERSIONED = ['a3s', 'aider', 'copilot-review', 'copilot', 'amp', 'auggie', 'cursor'];

const VERSION = /^(\d+)\.(\d+)\.(\d+)$/;

function compare(a: string, b: string): number {
  const x = VERSION.exec(a)!.slice(1).map(Number);
  const y = VERSION.exec(b)!.slice(1).map(Number);
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return 0;
}

/** What `--profile AGENT@VERSION` can name for an agent, for messages. */
export function knownVersions(agent: string): string[] {
  const out: string[] = [];
  const verified = (VERIFIED_VERSIONS as Record<string, string>)[agent];
  if (verified) out.push(`${agent}@${verified} (verified)`);
  for (const e of EARLIER[agent] ?? []) out.push(`${agent}@<${e.below} (modelled by ${e.profile})`);
  return out;
}

/**
 * The profile id `spec` (`codex@0.169.0`, `claude-code@2.1.200`) selects; an error message when
 * the agent is known but the version is not; null when `spec` does not name a versioned agent.
 */
export function resolveProfileVersion(spec: string): { id: string } | { error: string } | null {
  const at = spec.lastIndexOf('@');
  if (at <= 0) return null;
  const agent = spec.slice(0, at);
  const version = spec.slice(at + 1).replace(/^v/, '');
  if (UNVERSIONED.includes(agent)) {
    return { error: `${agent} is modelled from sources and documentation only, not verified against a running agent: no version can be chosen (use ${agent})` };
  }
  const verified = (VERIFIED_VERSIONS as Record<string, string>)[agent];
  if (!verified) return null;
  const known = knownVersions(agent).join(', ');
  if (!VERSION.test(version)) return { error: `${JSON.stringify(spec)}: ${JSON.stringify(version)} is not a version (X.Y.Z); known for ${agent}: ${known}` };
  if (compare(version, verified) === 0) return { id: agent };
  for (const e of EARLIER[agent] ?? []) if (compare(version, e.below) < 0) return { id: e.profile };
  return { error: `${agent} ${version} is not a version the audit knows: its profile was verified against ${agent} ${verified}, and nothing is known of how ${version} differs. Known: ${known}` };
}
