/**
 * A stand-in GitHub API on 127.0.0.1 that answers every request with 403 (a fork's token without
 * `pull-requests: read`), and the pull_request event that makes the action ask it for changed files.
 */
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';

export const PULL_REQUEST_EVENT = {
  number: 9,
  pull_request: { number: 9, base: { sha: 'abcdef0123456789abcdef0123456789abcdef01' } },
  repository: { full_name: 'octo/repo' },
};

/** Runs `body` with the API's URL and the requests it has seen (`METHOD URL AUTHORIZATION`). */
export async function withForbiddenApi<T>(body: (apiUrl: string, seen: string[]) => Promise<T>): Promise<T> {
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    seen.push(`${req.method} ${req.url} ${req.headers.authorization}`);
    res.writeHead(403, { 'content-type': 'application/json' });
    res.end('{"message":"Resource not accessible by integration"}');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  try {
    const { port } = server.address() as AddressInfo;
    return await body(`http://127.0.0.1:${port}`, seen);
  } finally {
    await new Promise((r) => server.close(r));
  }
}
