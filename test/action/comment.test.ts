/**
 * The pull-request comment is ours or none, against a stand-in GitHub API on 127.0.0.1: a marker
 * comment by anyone else is never edited, ours is found behind 1,000 other comments (GitHub's
 * `Link` pagination) and updated rather than duplicated, the token's account is found for each
 * kind of token, and the body stays under GitHub's limit.
 */
import { describe, expect, it } from 'vitest';
import { ACTIONS_BOT as ACTIONS_BOT_LOGIN, COMMENT_MARKER, MAX_COMMENT_CHARS, MAX_PAGES, commentBody, upsertComment } from '../../src/action/comment.js';
import { pullRef, type PullRef } from '../../src/action/event.js';
import { ACTIONS_BOT, MALLORY, githubApi, otherComments, type ApiComment, type StandIn } from './helpers/github-api.js';

const PULL = pullRef('octo', 'repo', 5) as PullRef;
const BODY = `${COMMENT_MARKER}\n### What this change does to agent instructions\n\nnew verdict\n`;

function target(api: StandIn, token = 'ghs_test') {
  return { apiUrl: api.url, token, pull: PULL, timeoutMs: 30_000 };
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const listing = (page: number): string => `GET /repos/octo/repo/issues/5/comments?per_page=100&page=${page}`;
const ours = (id: number, body = `${COMMENT_MARKER}\nold verdict`): ApiComment => ({ id, body, user: ACTIONS_BOT });

describe('the comment is ours or none', () => {
  it('leaves a marker comment by someone else alone and creates ours', async () => {
    const planted: ApiComment = { id: 3, body: `${COMMENT_MARKER}\nAll good, merge it`, user: MALLORY };
    // Look-alikes of the bot: a person called github-actions, and a "Bot" type with another login.
    const lookAlikes: ApiComment[] = [
      { id: 4, body: `${COMMENT_MARKER}\nx`, user: { login: 'github-actions', id: 41898282, type: 'User' } },
      { id: 6, body: `${COMMENT_MARKER}\nx`, user: { login: 'other-app[bot]', id: 77, type: 'Bot' } },
    ];
    const api = await githubApi({ comments: [planted, ...lookAlikes] });
    try {
      const r = await upsertComment(target(api), BODY);
      expect(r).toMatchObject({ done: 'created', author: `${ACTIONS_BOT_LOGIN} (from the GraphQL viewer)` });
      expect(api.seen).toEqual(['POST /graphql', listing(1), 'POST /repos/octo/repo/issues/5/comments']);
      expect(api.comments.find((c) => c.id === 3)!.body).toBe(`${COMMENT_MARKER}\nAll good, merge it`);
      expect(api.comments.filter((c) => c.body === BODY).map((c) => c.user.login)).toEqual([ACTIONS_BOT_LOGIN]);
    } finally {
      await api.close();
    }
  });

  it('finds ours behind 1,000 other comments (11 pages by Link header) and updates it, never adding a second', async () => {
    const api = await githubApi({ comments: [...otherComments(1000, COMMENT_MARKER), ours(5000)] });
    try {
      const r = await upsertComment(target(api), BODY);
      expect(r).toMatchObject({ done: 'updated', url: 'https://github.example/octo/repo/pull/5#issuecomment-5000' });
      expect(api.seen).toEqual(['POST /graphql', ...Array.from({ length: 11 }, (_, i) => listing(i + 1)), 'PATCH /repos/octo/repo/issues/comments/5000']);
      expect(api.comments).toHaveLength(1001);
      expect(api.comments.find((c) => c.id === 5000)!.body).toBe(BODY);
      // The 100 planted marker comments are as they were.
      expect(api.comments.filter((c) => c.user.login === 'mallory').every((c) => c.body.startsWith(`${COMMENT_MARKER}\nfake verdict`))).toBe(true);
    } finally {
      await api.close();
    }
  });

  it('when several are ours, updates the newest and deletes none', async () => {
    const api = await githubApi({ comments: [ours(10), ...otherComments(150, COMMENT_MARKER, 11), ours(900), { id: 901, body: 'later', user: MALLORY }] });
    try {
      expect(await upsertComment(target(api), BODY)).toMatchObject({ done: 'updated' });
      expect(api.seen.filter((s) => !s.startsWith('GET'))).toEqual(['POST /graphql', 'PATCH /repos/octo/repo/issues/comments/900']);
      expect(api.comments.find((c) => c.id === 10)!.body).toBe(`${COMMENT_MARKER}\nold verdict`);
    } finally {
      await api.close();
    }
  });

  it('with a personal access token, the author is the user GET /user names (login and id) when GraphQL is unavailable', async () => {
    const octocat = { login: 'octocat', id: 583231, type: 'User' as const };
    const api = await githubApi({
      viewer: octocat,
      graphqlStatus: 404,
      comments: [
        { id: 1, body: `${COMMENT_MARKER}\nx`, user: { login: 'OctoCat', id: 999, type: 'User' } },
        { id: 2, body: `${COMMENT_MARKER}\nold`, user: octocat },
      ],
    });
    try {
      expect(await upsertComment(target(api, 'github_pat_test'), BODY)).toMatchObject({ done: 'updated', author: 'octocat (from GET /user)' });
      expect(api.seen).toEqual(['POST /graphql', 'GET /user', listing(1), 'PATCH /repos/octo/repo/issues/comments/2']);
      expect(api.comments.find((c) => c.id === 1)!.body).toBe(`${COMMENT_MARKER}\nx`);
    } finally {
      await api.close();
    }
  });

  it('with an installation token that GET /user refuses, the author is the Actions bot', async () => {
    const api = await githubApi({ graphqlStatus: 502, userStatus: 403, comments: [{ id: 1, body: `${COMMENT_MARKER}\nx`, user: MALLORY }, ours(2)] });
    try {
      const r = await upsertComment(target(api), BODY);
      expect(r).toMatchObject({ done: 'updated' });
      expect(r).toHaveProperty('author', expect.stringContaining('github-actions[bot] (from GET /user refused an installation token (HTTP 403)'));
      expect(api.seen.at(-1)).toBe('PATCH /repos/octo/repo/issues/comments/2');
    } finally {
      await api.close();
    }
  });

  it('a GitHub App token: the viewer is the app bot, and the Actions bot comment is not ours', async () => {
    const app = { login: 'acme-audit[bot]', id: 4242, type: 'Bot' as const };
    const api = await githubApi({ viewer: app, comments: [ours(1)] });
    try {
      expect(await upsertComment(target(api), BODY)).toMatchObject({ done: 'created' });
      expect(api.comments.find((c) => c.id === 1)!.body).toBe(`${COMMENT_MARKER}\nold verdict`);
      expect(api.comments.at(-1)!.user.login).toBe('acme-audit[bot]');
    } finally {
      await api.close();
    }
  });

  it('writes nothing when the account cannot be told', async () => {
    const api = await githubApi({ graphqlStatus: 500, userStatus: 500, comments: [{ id: 1, body: `${COMMENT_MARKER}\nx`, user: MALLORY }] });
    try {
      const r = await upsertComment(target(api), BODY);
      expect(r).toEqual({ skipped: "cannot tell which comment is ours: the token's account is unknown (GET /user answered HTTP 500; GraphQL: HTTP 500)" });
      expect(api.seen).toEqual(['POST /graphql', 'GET /user']);
    } finally {
      await api.close();
    }
  });

  it(`stops after ${MAX_PAGES} pages, and then adds no comment it cannot be sure is the only one`, async () => {
    const api = await githubApi({ comments: otherComments(MAX_PAGES * 100 + 1, COMMENT_MARKER) });
    try {
      const r = await upsertComment(target(api), BODY);
      expect(r).toEqual({ skipped: `the pull request has more than ${MAX_PAGES * 100} comments, so whether one of them is ours is unknown; no second comment is added` });
      expect(api.seen.filter((s) => s.startsWith('GET /repos/'))).toHaveLength(MAX_PAGES);
      expect(api.seen.some((s) => s.startsWith('POST /repos') || s.startsWith('PATCH'))).toBe(false);
    } finally {
      await api.close();
    }
  });
});

describe('the comment body', () => {
  it('stays under GitHub’s limit in UTF-16 units, code points and UTF-8 bytes, cut at a line and never inside a character', () => {
    for (const unit of ['😀', '日本語', 'a', '\u{1f600}x']) {
      const section = Array.from({ length: 40_000 }, (_, i) => `${unit.repeat(i % 7)}${i}`).join('\n');
      const body = commentBody(section, 'https://github.example/octo/repo/actions/runs/1');
      expect(body.length).toBeLessThanOrEqual(MAX_COMMENT_CHARS);
      expect([...body].length).toBeLessThanOrEqual(65_536);
      expect(Buffer.byteLength(body, 'utf8')).toBeLessThanOrEqual(262_144);
      expect(LONE_SURROGATE.test(body)).toBe(false);
      expect(body.startsWith(`${COMMENT_MARKER}\n`)).toBe(true);
      expect(body).toContain('cut to fit a comment');
      expect(body.endsWith('this comment is updated on each push.</sub>\n')).toBe(true);
    }
    // A single line longer than the room is cut inside the line, not inside a surrogate pair.
    const oneLine = commentBody('😀'.repeat(40_000), null);
    expect(LONE_SURROGATE.test(oneLine)).toBe(false);
    expect(oneLine.length).toBeLessThanOrEqual(MAX_COMMENT_CHARS);
    expect(commentBody('short', null)).toBe(`${COMMENT_MARKER}\nshort\n<sub>From agents-md-audit; this comment is updated on each push.</sub>\n`);
  });
});
