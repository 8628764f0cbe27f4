/**
 * The API helpers: GraphQL beside the REST API (github.com and GitHub Enterprise Server), and the
 * `Link` header read for a next page only.
 */
import { describe, expect, it } from 'vitest';
import { graphqlUrl, hasNextPage } from '../../src/action/github-api.js';

const page = (link?: string): Response => new Response('[]', { headers: link === undefined ? {} : { link } });

describe('github-api', () => {
  it('finds the GraphQL endpoint: the runner’s GITHUB_GRAPHQL_URL, else beside the REST API', () => {
    expect(graphqlUrl({ apiUrl: 'https://api.github.com', token: '' })).toBe('https://api.github.com/graphql');
    expect(graphqlUrl({ apiUrl: 'https://ghe.example/api/v3/', token: '' })).toBe('https://ghe.example/api/graphql');
    expect(graphqlUrl({ apiUrl: 'https://api.github.com', graphqlUrl: 'https://proxy.example/graphql', token: '' })).toBe('https://proxy.example/graphql');
  });

  it('reads rel="next" from a Link header as GitHub writes it, and says when there is none', () => {
    const base = 'https://api.github.com/repositories/1/issues/5/comments?per_page=100';
    expect(hasNextPage(page(`<${base}&page=2>; rel="next", <${base}&page=11>; rel="last"`))).toBe(true);
    expect(hasNextPage(page(`<${base}&page=10>; rel="prev", <${base}&page=1>; rel="first"`))).toBe(false);
    expect(hasNextPage(page(`<${base}&page=3>; rel="nextish"`))).toBe(false);
    expect(hasNextPage(page())).toBeNull();
  });
});
