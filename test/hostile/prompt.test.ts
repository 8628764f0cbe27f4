/**
 * Hostile cases 7 and 8: `--print-prompt` on a UTF-16 file holding a token (masking sees the text
 * the agent sees, NULs and all), and `--print-prompt` inside a runner on a file whose lines are
 * workflow commands (printed inside a stop-commands block, so the runner executes none of them).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { stopCommands } from '../../src/report/escape.js';
import { cleanupRepos, makeRepo } from '../helpers/repo.js';
import { cli, executed, expectCleanEnd, expectNoRepoCommands, expectNoSecret, token } from './helpers.js';

afterAll(cleanupRepos);

function utf16(text: string, bom: 'le' | 'be'): Buffer {
  const le = Buffer.from(text, 'utf16le');
  if (bom === 'le') return Buffer.concat([Buffer.from([0xff, 0xfe]), le]);
  const be = Buffer.alloc(le.length);
  for (let i = 0; i + 1 < le.length; i += 2) {
    be[i] = le[i + 1]!;
    be[i + 1] = le[i]!;
  }
  return Buffer.concat([Buffer.from([0xfe, 0xff]), be]);
}

describe('hostile case 7: --print-prompt on a UTF-16 file holding a token', () => {
  for (const order of ['le', 'be'] as const) {
    for (const profile of ['codex', 'a3s', 'claude-code', 'gemini', 'opencode']) {
      it(`UTF-16${order.toUpperCase()}, ${profile}: the printed prompt holds no readable token, even with NULs removed`, () => {
        const secret = token(8);
        const bytes = utf16(`# Deploy\n\nPush with ${secret} when the bot is down.\n`, order);
        const root = makeRepo({ 'AGENTS.md': bytes, 'GEMINI.md': bytes }, { commit: true });
        const r = cli([root, '--print-prompt', '.', '-p', profile]);
        expectCleanEnd(r);
        expectNoSecret(secret, r.stdout, r.stderr);
        // The same with a token split by zero-width characters.
        const split = `# Deploy\n\nPush with ${secret.slice(0, 10)}\u200b${secret.slice(10, 20)}\u00ad${secret.slice(20)}.\n`;
        const zw = makeRepo({ 'AGENTS.md': split, 'GEMINI.md': split }, { commit: true });
        const z = cli([zw, '--print-prompt', '.', '-p', profile]);
        expectCleanEnd(z);
        expectNoSecret(secret, z.stdout.replace(/[\u200b\u00ad]/g, ''), z.stderr);
        expect(z.stdout).toContain('«GitHub personal access token: ghp_… 40 chars»');
      });
    }
  }
});

describe('hostile case 8: --print-prompt inside a runner', () => {
  const hostile = [
    '# Rules',
    '',
    '::error file=AGENTS.md,line=1::pwned',
    '::add-mask::ghp',
    '::set-output name=errors::0',
    '  ::warning::indented',
    '##[warning]legacy',
    'text ##[error]legacy inside a line',
    '::stop-commands::guess',
    '::guess::',
    '::debug::after a guessed resume',
    '',
  ].join('\n');

  it('prints the prompt inside a stop-commands block with a random token: the runner executes nothing from the file', () => {
    const root = makeRepo({ 'AGENTS.md': hostile }, { commit: true });
    const a = cli([root, '--print-prompt', '.'], { env: { GITHUB_ACTIONS: 'true' } });
    const b = cli([root, '--print-prompt', '.'], { env: { GITHUB_ACTIONS: 'true' } });
    for (const r of [a, b]) {
      expectCleanEnd(r, [0, 1]);
      expectNoRepoCommands(r.stdout, { allowed: [] });
      expectNoRepoCommands(r.stderr, { allowed: [] });
      expect(r.stdout).toContain('::error file=AGENTS.md,line=1::pwned'); // the prompt itself is printed as it is
    }
    const tokenOf = (s: string) => /^::stop-commands::([0-9a-f]{32})$/m.exec(s)?.[1];
    expect(tokenOf(a.stdout)).toBeDefined();
    expect(tokenOf(a.stdout)).not.toBe(tokenOf(b.stdout));
  });

  it('the text report is guarded the same way, and JSON stays valid JSON with no command in it', () => {
    const root = makeRepo({ 'AGENTS.md': hostile, '::error::dir/AGENTS.md': '##[error] nested\n' }, { commit: true });
    const text = cli([root], { env: { GITHUB_ACTIONS: 'true' } });
    expectCleanEnd(text, [0, 1]);
    expectNoRepoCommands(text.stdout, { allowed: [] });
    const json = cli([root, '--format', 'json'], { env: { GITHUB_ACTIONS: 'true' } });
    expectCleanEnd(json, [0, 1]);
    expectNoRepoCommands(json.stdout, { allowed: [] });
    expect(executed(json.stdout).commands).toEqual([]);
    expect((JSON.parse(json.stdout) as { workingDirectories: string[] }).workingDirectories).toContain('::error::dir');
  });

  it('outside a runner the prompt is printed without the block', () => {
    const root = makeRepo({ 'AGENTS.md': hostile }, { commit: true });
    const r = cli([root, '--print-prompt', '.']);
    expectCleanEnd(r, [0, 1]);
    expect(r.stdout).not.toMatch(/^::stop-commands::[0-9a-f]{32}$/m);
  });

  it('the guard never reuses a token that occurs in the text', () => {
    const wrapped = stopCommands('::abc::\n', 'abc');
    expect(wrapped).not.toMatch(/^::stop-commands::abc$/m);
    expect(executed(wrapped).commands).toEqual([]);
  });
});
