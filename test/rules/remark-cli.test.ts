/**
 * The preset as a user runs it: the real remark-cli (node_modules/remark-cli) in a temporary git
 * repository, configured by `.remarkrc.mjs` importing the compiled preset (lib/, built by
 * test/global-setup.ts) or by a plain `.remarkrc` naming the package (`agents-md-audit/preset`).
 * A planted secret is reported redacted and makes remark exit non-zero; the raw value appears
 * nowhere in its output.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeSecret } from '../helpers/fake-secrets.js';
import { cleanupRepos, makeRepo, REPO_ROOT } from '../helpers/repo.js';

const REMARK = path.join(REPO_ROOT, 'node_modules/remark-cli/cli.js');
const PRESET = path.join(REPO_ROOT, 'lib/rules/preset.js');

const token = fakeSecret('github-token', 41);
const key = fakeSecret('private-key', 42);

const ROOT_MD = `# Acme

## Testing

- Run the whole test suite with \`pnpm test\` before every push.
- Integration tests need Docker and take about ten minutes to run.
- Never skip a failing test; fix it or open an issue explaining why.
`;

const NESTED_MD = `# Web

## Testing

- Run the whole test suite with \`pnpm test\` before every push.
- Integration tests need Docker and take about ten minutes to run.
- Never skip a failing test; fix it or open an issue explaining why.

See [the style guide](docs/style.md) and [the root file](../AGENTS.md).
`;

const SECRET_MD = `# Release

Publish with ${token.value} when the bot is down.

\`\`\`
${key.value}
\`\`\`
`;

interface Run {
  status: number | null;
  out: string;
}

function remark(cwd: string, ...args: string[]): Run {
  const r = spawnSync(process.execPath, [REMARK, '--no-color', ...args], { cwd, encoding: 'utf8', timeout: 240_000, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } });
  return { status: r.status, out: `${r.stdout}\n${r.stderr}` };
}

/** No 8-character window of the secret in the output (the redacted form shows at most 4 characters). */
function expectNoPartOf(secret: string, output: string): void {
  for (let i = 0; i + 8 <= secret.length; i++) {
    if (output.includes(secret.slice(i, i + 8))) throw new Error(`remark output holds part of a planted secret (window at ${i})`);
  }
}

let mjsRepo = '';
let jsonRepo = '';

beforeAll(() => {
  expect(fs.existsSync(PRESET), `${PRESET} is missing: test/global-setup.ts compiles lib/`).toBe(true);
  const files = {
    'AGENTS.md': ROOT_MD,
    'web/AGENTS.md': NESTED_MD,
    'release/AGENTS.md': SECRET_MD,
    'paths/AGENTS.md': '# Paths\n\nThe venv lives in /home/alice/.venvs/app.\n',
    'empty/AGENTS.md': '<!-- TODO: write the conventions -->\n',
  };
  mjsRepo = makeRepo({ ...files, '.remarkrc.mjs': `import preset from ${JSON.stringify(pathToFileURL(PRESET).href)};\nexport default { plugins: [preset] };\n` }, { git: true });
  // A user's project with the package installed, configured by name in a plain JSON `.remarkrc`.
  jsonRepo = makeRepo({ ...files, '.remarkrc': '{"plugins": ["agents-md-audit/preset"]}\n', 'node_modules/agents-md-audit': { symlink: REPO_ROOT } }, { git: true });
});

afterAll(cleanupRepos);

describe.each([
  ['.remarkrc.mjs importing lib/rules/preset.js', () => mjsRepo],
  ['.remarkrc naming agents-md-audit/preset', () => jsonRepo],
])('remark-cli with %s', (_name, repo) => {
  it('reports planted secrets redacted, exits non-zero, and never prints the values', () => {
    const r = remark(repo(), 'release/AGENTS.md', '--no-stdout');
    expect(r.status).toBe(1);
    expect(r.out).toContain('3:14-3:54');
    expect(r.out).toContain('Revoke the GitHub personal access token (ghp_… 40 chars) at line 3 now');
    expect(r.out).toContain('Revoke the RSA private key (MI… 640 chars) at line 6 now');
    expect(r.out).toMatch(/no-secrets/);
    expectNoPartOf(token.secret, r.out);
    expectNoPartOf(key.secret, r.out);
  });

  it('checks duplicated blocks and links on the filesystem, inside the repository', () => {
    const r = remark(repo(), 'web/AGENTS.md', '--no-stdout');
    expect(r.status).toBe(0); // warnings only
    expect(r.out).toContain('5:1-7:69');
    expect(r.out).toContain('Unexpected copy of `AGENTS.md` (lines 5-7 there) at lines 5-7');
    expect(r.out).toContain('no-duplicate-parent-content');
    expect(r.out).toContain('Unexpected link to `docs/style.md`, which does not exist (`web/docs/style.md` in the repository)');
    expect(r.out).not.toContain('../AGENTS.md`'); // the root file exists
  });

  it('exits non-zero on warnings with --frail', () => {
    expect(remark(repo(), 'paths/AGENTS.md', '--no-stdout').status).toBe(0);
    const frail = remark(repo(), 'paths/AGENTS.md', '--no-stdout', '--frail');
    expect(frail.status).toBe(1);
    expect(frail.out).toContain('Unexpected personal machine path `/home/alice` at line 3');
  });

  it('reports a file without instructions (no-empty-file runs in the preset)', () => {
    const r = remark(repo(), 'empty/AGENTS.md', '--no-stdout');
    expect(r.out).toContain('1:1');
    expect(r.out).toContain('Unexpected instruction file without instructions');
    expect(r.out).toContain('no-empty-file');
  });
});
