/**
 * The text-only half of the lint in a worker thread (src/rules/prepare-pool.ts) gives exactly what
 * the engine's own thread gives: the same function on the same texts, plain data both ways; files
 * that need the Markdown tree come back to be prepared in the engine's thread.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type PreparedLint, prepareLint } from '../../src/rules/index.js';
import { PreparePool, usePrepareWorker } from '../../src/rules/prepare-pool.js';
import { fakeSecret } from '../helpers/fake-secrets.js';
import { REPO_ROOT, SHARED_DIR } from '../helpers/repo.js';

describe('PreparePool', () => {
  it('prepares in a worker thread exactly what prepareLint prepares here, for every kind of file', async () => {
    // Under vitest the worker runs the compiled module (lib/, built by the global setup).
    usePrepareWorker(new URL(`file://${path.join(REPO_ROOT, 'lib/rules/prepare-worker.js')}`));
    const texts: [string, string][] = [
      ['plain/AGENTS.md', '# Rules\n\nRun the tests.\n'],
      ['secret/AGENTS.md', `Use ${fakeSecret('github-token', 3).value} and /home/mkovacs/bin.\n`],
      ['links/AGENTS.md', 'See [the guide](docs/guide.md) and ![img](a.png).\n'],
      ['definition/AGENTS.md', '[guide]: docs/guide.md\n'], // needs the tree: prepared back in this thread
      ['comment/AGENTS.md', '<!--lint disable no-secrets-->\n\nUse it.\n'],
      ['fenced/AGENTS.md', '```json\n{ "cache": "/Users/john/x" }\n```\n'],
      ['risky/AGENTS.md', `${'*_'.repeat(3000)}\n`],
      ['crlf/AGENTS.md', 'a\r\nb [c](d.md)\r\n'],
    ];
    const corpus = path.join(SHARED_DIR, 'corpus/real');
    if (fs.existsSync(corpus)) for (const f of fs.readdirSync(corpus).filter((n) => n.endsWith('.md'))) texts.push([`corpus/${f}`, fs.readFileSync(path.join(corpus, f), 'utf8')]);
    const pool = PreparePool.start();
    expect(pool).not.toBeNull();
    for (const [rel, text] of texts) pool!.add(rel, text);
    const done = await pool!.finish();
    expect([...done.keys()].sort()).toEqual(texts.map(([rel]) => rel).sort());
    const strip = (p: PreparedLint) => JSON.parse(JSON.stringify({ ...p, tree: p.tree ? 'tree' : undefined }));
    for (const [rel, text] of texts) expect(strip(done.get(rel)!), rel).toEqual(strip(prepareLint(text)));
    expect(done.get('definition/AGENTS.md')!.mode).toBe('parsed');
    expect(done.get('links/AGENTS.md')!.mode).toBe('scanned');
  });
});
