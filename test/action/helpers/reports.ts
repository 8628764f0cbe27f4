/**
 * Hand-built reports for the renderer tests (summary, annotations, SARIF). Stats are derived from
 * chains and findings the way the engine derives them, so each sample is self-consistent.
 */
import { chainUsage, countBySeverity, type Chain, type ChainFile, type Finding, type InstructionFile, type Report } from '../../../src/report/model.js';

export function makeReport(parts: {
  root?: string;
  profiles?: string[];
  maxBytes?: number;
  chains?: Chain[];
  findings?: Finding[];
  files?: InstructionFile[];
  notes?: string[];
  fallbackFilenames?: string[];
}): Report {
  const chains = parts.chains ?? [];
  const findings = parts.findings ?? [];
  const profiles = parts.profiles ?? ['codex'];
  const cwds = [...new Set(chains.map((c) => c.cwd))].sort();
  const files = parts.files ?? deriveFiles(chains, profiles);
  let maxUsage: Report['stats']['maxUsage'] = null;
  for (const c of chains) {
    const u = chainUsage(c);
    if (u !== null && c.budget !== null && (maxUsage === null || u > maxUsage.percent)) {
      maxUsage = { percent: u, profile: c.profile, cwd: c.cwd, usedBytes: c.usedBytes, budget: c.budget };
    }
  }
  const counts = countBySeverity(findings);
  return {
    schemaVersion: 1,
    tool: { name: 'agents-md-audit', version: '0.1.0' },
    root: parts.root ?? 'repo',
    profiles,
    settings: {
      maxBytes: parts.maxBytes ?? 32768,
      fallbackFilenames: parts.fallbackFilenames ?? [],
      rootMarkers: ['.git'],
      workingDirectories: ['auto'],
    },
    workingDirectories: cwds,
    chains,
    findings,
    files,
    notes: parts.notes ?? [],
    stats: {
      errors: counts.error,
      warnings: counts.warning,
      infos: counts.info,
      chains: chains.length,
      workingDirectories: cwds.length,
      instructionFiles: files.length,
      maxUsage,
    },
  };
}

function deriveFiles(chains: Chain[], profiles: string[]): InstructionFile[] {
  const byPath = new Map<string, InstructionFile>();
  for (const c of chains) {
    for (const f of c.files) {
      let entry = byPath.get(f.path);
      if (!entry) {
        entry = { path: f.path, kind: 'file', size: f.size, git: 'tracked', loadedBy: [], chains: 0 };
        byPath.set(f.path, entry);
      }
      entry.chains += 1;
      if (!entry.loadedBy.includes(c.profile)) entry.loadedBy.push(c.profile);
    }
  }
  for (const entry of byPath.values()) entry.loadedBy.sort((a, b) => profiles.indexOf(a) - profiles.indexOf(b));
  return [...byPath.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

export function file(path: string, size: number, loadedBytes = size, extra: Partial<ChainFile> = {}): ChainFile {
  return { path, size, loadedBytes, truncated: loadedBytes < size, ...extra };
}

export function chain(profile: string, cwd: string, files: ChainFile[], extra: Partial<Chain> = {}): Chain {
  return {
    profile,
    cwd,
    root: '.',
    rootMarker: '.git',
    budget: 32768,
    usedBytes: files.reduce((n, f) => n + f.loadedBytes, 0),
    files,
    passedOver: [],
    agentWarnings: [],
    ...extra,
  };
}

export function finding(
  ruleId: string,
  severity: Finding['severity'],
  path: string | null,
  line: number | null,
  message: string,
  extra: Partial<Finding> = {},
): Finding {
  return { ruleId, severity, path, line, message, fingerprint: `${ruleId}:${path ?? '-'}:${line ?? 0}`, ...extra };
}

/** One root AGENTS.md, nothing wrong. */
export function cleanReport(): Report {
  return makeReport({
    chains: [chain('codex', '.', [file('AGENTS.md', 1200)])],
  });
}

/**
 * A small monorepo audited for codex and a3s: `packages/api` is over budget (its AGENTS.md is cut
 * at line 120), a committed override, a secret, a hidden fallback, a note.
 */
export function monorepoReport(): Report {
  const root = file('AGENTS.md', 4000);
  const pkgs = file('packages/AGENTS.md', 2000);
  const apiCut = file('packages/api/AGENTS.md', 30000, 26768, {
    cut: { byteOffset: 26768, line: 120, column: 5, splitsCharacter: false, lastLine: 141 },
  });
  const web = file('packages/web/AGENTS.md', 9000);
  const chains: Chain[] = [];
  for (const profile of ['codex', 'a3s']) {
    chains.push(chain(profile, '.', [root]));
    chains.push(chain(profile, 'packages/web', [root, pkgs, web]));
    chains.push(
      chain(profile, 'packages/api', [root, pkgs, apiCut], {
        passedOver: [
          { path: 'packages/api/AGENTS.override.md', reason: 'budget-spent' },
          { path: 'packages/api/TEAM_GUIDE.md', reason: 'hidden', detail: 'packages/api/AGENTS.md' },
        ],
      }),
    );
  }
  return makeReport({
    root: 'monorepo',
    profiles: ['codex', 'a3s'],
    chains,
    files: [
      { path: 'AGENTS.md', kind: 'file', size: 4000, git: 'tracked', loadedBy: ['codex', 'a3s'], chains: 6 },
      { path: 'packages/AGENTS.md', kind: 'file', size: 2000, git: 'tracked', loadedBy: ['codex', 'a3s'], chains: 4 },
      { path: 'packages/api/AGENTS.md', kind: 'file', size: 30000, git: 'tracked', loadedBy: ['codex', 'a3s'], chains: 2 },
      { path: 'packages/api/AGENTS.override.md', kind: 'file', size: 812, git: 'tracked', loadedBy: [], chains: 0 },
      { path: 'packages/web/AGENTS.md', kind: 'file', size: 9000, git: 'tracked', loadedBy: ['codex', 'a3s'], chains: 2 },
    ],
    findings: [
      finding('chain-over-budget', 'error', 'packages/api/AGENTS.md', 120, 'The codex chain for packages/api is 5,044 bytes over the 32,768-byte budget: from line 120 on, the agent never sees this file.', {
        column: 5,
        cwds: ['packages/api'],
      }),
      finding('override-committed', 'error', 'packages/api/AGENTS.override.md', 1, 'AGENTS.override.md is committed: it replaces AGENTS.md for everyone who clones the repository.'),
      finding('no-secrets', 'warning', 'packages/web/AGENTS.md', 12, 'Possible GitHub token (ghp_… 40 chars) in a code span: instruction files are sent to the model provider.', {
        column: 14,
        endLine: 12,
        endColumn: 54,
      }),
      finding('no-personal-paths', 'warning', 'AGENTS.md', 30, 'Personal path /Users/alice/… will not exist on other machines.', { column: 3, endLine: 32, endColumn: 9 }),
      finding('budget-clamped', 'info', null, null, 'max-bytes 2000000 is above A3S Code’s ceiling; it clamps it to 1 MiB.'),
    ],
    notes: ['packages/web/AGENTS.local.md is ignored by git but active on this machine.'],
  });
}

export const HOSTILE_NAMES = [
  '<img src=x onerror=alert(1)>.md',
  'a|b.md',
  'tick`code`.md',
  '[x](javascript:alert(1)).md',
  'line\nbreak.md',
  '**bold** _it_ ~~s~~ $x$ :tada:.md',
  'www.evil.example.md',
  '%0A::error::pwn,x:y.md',
  '\u202eevil.md',
  `q"u'o&amp;te.md`,
];

/** Every hostile name as a working directory with its own AGENTS.md, and a finding on each. */
export function hostileReport(): Report {
  const chains: Chain[] = HOSTILE_NAMES.map((name) => chain('codex', name, [file('AGENTS.md', 100), file(`${name}/AGENTS.md`, 200)]));
  return makeReport({
    root: '<b>repo</b>',
    chains,
    findings: HOSTILE_NAMES.map((name, i) =>
      finding('no-personal-paths', 'warning', `${name}/AGENTS.md`, i + 1, `Message with <script>alert(${i})</script> | pipe and \`tick\` from ${name}`),
    ),
    notes: ['<details open>note</details> | *x*'],
  });
}
