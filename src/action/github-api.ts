/**
 * The GitHub REST and GraphQL API as the action uses it: one way to send a request (headers,
 * token, timeout, never a throw), one way to build a path (only from a validated {@link PullRef}),
 * and the pagination GitHub documents (the `Link` header's `rel="next"`).
 *
 * The token goes only to URLs built here from the runner's GITHUB_API_URL / GITHUB_GRAPHQL_URL
 * and validated values: a `next` URL the API answers is read for whether there is one, never
 * followed as given.
 */
import type { PullRef } from './event.js';

export interface ApiTarget {
  /** GITHUB_API_URL. */
  apiUrl: string;
  /** GITHUB_GRAPHQL_URL, when the runner sets it; else derived from `apiUrl`. */
  graphqlUrl?: string;
  token: string;
  /** Per-request timeout in milliseconds. */
  timeoutMs?: number;
}

/** `{apiUrl}/repos/{owner}/{repo}/{rest}`, the owner and name percent-encoded on top of their validation. */
export function repoUrl(t: ApiTarget, pull: PullRef, rest: string): string {
  return `${t.apiUrl.replace(/\/+$/, '')}/repos/${encodeURIComponent(pull.owner)}/${encodeURIComponent(pull.repo)}/${rest}`;
}

/** `{apiUrl}/{rest}` for an endpoint without owner or repository (`user`). */
export function apiUrl(t: ApiTarget, rest: string): string {
  return `${t.apiUrl.replace(/\/+$/, '')}/${rest}`;
}

/**
 * The GraphQL endpoint: GITHUB_GRAPHQL_URL, else beside the REST API (`https://api.github.com/graphql`;
 * on GitHub Enterprise Server `https://HOST/api/v3` becomes `https://HOST/api/graphql`).
 */
export function graphqlUrl(t: ApiTarget): string {
  if (t.graphqlUrl) return t.graphqlUrl;
  const rest = t.apiUrl.replace(/\/+$/, '');
  return /\/api\/v3$/.test(rest) ? rest.replace(/\/v3$/, '/graphql') : `${rest}/graphql`;
}

/** One request; a network problem or a timeout is returned as a reason, never thrown. */
export async function apiCall(t: ApiTarget, method: string, url: string, body?: unknown): Promise<Response | string> {
  try {
    return await fetch(url, {
      method,
      headers: {
        Accept: 'application/vnd.github+json',
        Authorization: `Bearer ${t.token}`,
        'X-GitHub-Api-Version': '2022-11-28',
        'User-Agent': 'agents-md-audit',
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(t.timeoutMs ?? 15_000),
    });
  } catch (e) {
    return `the GitHub API could not be reached (${(e as Error).message})`;
  }
}

/**
 * Whether the answer says there is a next page: true or false from a `Link` header (GitHub sends one
 * whenever there is more than one page), null when there is no `Link` header at all.
 */
export function hasNextPage(res: Response): boolean | null {
  const link = res.headers.get('link');
  if (link === null) return null;
  return link.split(',').some((part) => /;\s*rel="?(?:[^"]*\s)?next(?:\s[^"]*)?"?\s*(?:;|$)/i.test(part));
}
