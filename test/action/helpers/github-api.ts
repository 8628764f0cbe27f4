/**
 * A stand-in for the parts of the GitHub API the pull-request comment uses, on 127.0.0.1:
 * `POST /graphql` (`viewer { login }`), `GET /user`, the issue comments of one pull request listed
 * in pages with `Link` headers as GitHub sends them, `POST` a comment (written by the viewer) and
 * `PATCH` one. Everything it answers is bounded: at most {@link MAX_REQUESTS} requests are served,
 * then every request gets HTTP 500, so a client that loops shows up as a failed test, not a hang.
 */
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';

export const MAX_REQUESTS = 500;

export interface ApiUser {
  login: string;
  id: number;
  type: 'User' | 'Bot';
}

export interface ApiComment {
  id: number;
  body: string;
  user: ApiUser;
}

export const ACTIONS_BOT: ApiUser = { login: 'github-actions[bot]', id: 41898282, type: 'Bot' };
export const MALLORY: ApiUser = { login: 'mallory', id: 666, type: 'User' };

export interface StandInOptions {
  owner?: string;
  repo?: string;
  number?: number;
  /** The token's account. */
  viewer?: ApiUser;
  /** Answer GraphQL with this status instead of the viewer. */
  graphqlStatus?: number;
  /** Answer GET /user with this status instead of the viewer (403: an installation token). */
  userStatus?: number;
  /** Answer every request with this status (a read-only token). */
  status?: number;
  /** Comments already on the pull request, oldest first. */
  comments?: ApiComment[];
  /** Page size when the client asks for none (GitHub's default is 30). */
  perPage?: number;
}

export interface StandIn {
  url: string;
  /** `METHOD path` of every request, in order. */
  seen: string[];
  comments: ApiComment[];
  close: () => Promise<void>;
}

export async function githubApi(opts: StandInOptions = {}): Promise<StandIn> {
  const { owner = 'octo', repo = 'repo', number = 5, viewer = ACTIONS_BOT } = opts;
  const comments = opts.comments ? [...opts.comments] : [];
  const seen: string[] = [];
  let next = 1_000_000;
  const prefix = `/repos/${owner}/${repo}`;
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (d: string) => {
      if (body.length < 1_000_000) body += d;
    });
    req.on('end', () => {
      seen.push(`${req.method} ${req.url}`);
      const send = (code: number, data: unknown, headers: Record<string, string> = {}): void => {
        res.writeHead(code, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(data));
      };
      if (seen.length > MAX_REQUESTS) return send(500, { message: 'too many requests for a test' });
      if (opts.status !== undefined) return send(opts.status, { message: 'Resource not accessible by integration' });
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (req.method === 'POST' && url.pathname === '/graphql') {
        if (opts.graphqlStatus !== undefined) return send(opts.graphqlStatus, { message: 'Not Found' });
        return send(200, { data: { viewer: { login: viewer.login } } });
      }
      if (req.method === 'GET' && url.pathname === '/user') {
        if (opts.userStatus !== undefined) return send(opts.userStatus, { message: 'Resource not accessible by integration' });
        return send(200, viewer);
      }
      if (req.method === 'GET' && url.pathname === `${prefix}/pulls/${number}/files`) return send(200, []);
      if (url.pathname === `${prefix}/issues/${number}/comments`) {
        if (req.method === 'GET') {
          const perPage = Math.min(100, Number(url.searchParams.get('per_page') ?? opts.perPage ?? 30));
          const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
          const last = Math.max(1, Math.ceil(comments.length / perPage));
          const link = (p: number, rel: string): string => `<http://127.0.0.1${url.pathname}?per_page=${perPage}&page=${p}>; rel="${rel}"`;
          const links: string[] = [];
          if (page > 1) links.push(link(page - 1, 'prev'));
          if (page < last) links.push(link(page + 1, 'next'), link(last, 'last'));
          if (page > 1) links.push(link(1, 'first'));
          return send(200, comments.slice((page - 1) * perPage, page * perPage), links.length > 0 ? { link: links.join(', ') } : {});
        }
        if (req.method === 'POST') {
          const c = { id: next++, body: (JSON.parse(body) as { body: string }).body, user: viewer };
          comments.push(c);
          return send(201, { ...c, html_url: `https://github.example/${owner}/${repo}/pull/${number}#issuecomment-${c.id}` });
        }
      }
      const m = new RegExp(`^${prefix}/issues/comments/(\\d+)$`).exec(url.pathname);
      const target = m ? comments.find((c) => c.id === Number(m[1])) : undefined;
      if (req.method === 'PATCH' && target) {
        target.body = (JSON.parse(body) as { body: string }).body;
        return send(200, { ...target, html_url: `https://github.example/${owner}/${repo}/pull/${number}#issuecomment-${target.id}` });
      }
      send(404, { message: 'Not Found' });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, seen, comments, close: () => new Promise((r) => server.close(() => r())) };
}

/** `n` comments by other people, some of them quoting our marker. */
export function otherComments(n: number, marker: string, firstId = 1): ApiComment[] {
  return Array.from({ length: n }, (_, i) => ({
    id: firstId + i,
    body: i % 10 === 0 ? `${marker}\nfake verdict ${i}` : `comment ${i}`,
    user: i % 10 === 0 ? MALLORY : { login: `user${i}`, id: 10_000 + i, type: 'User' as const },
  }));
}
