/**
 * One pull-request comment with what the change does to agent instructions, updated in place on
 * each push. Never fails the step: a missing permission (a fork's read-only token, no
 * `pull-requests: write`) or any API problem becomes a log line.
 *
 * The comment is ours or none. Anyone can post a comment that starts with the marker, so a
 * comment is taken only when it carries the marker *and* its author is the token's own identity:
 *
 * 1. `query { viewer { login } }` (GraphQL) names the token's account for every kind of token:
 *    a personal access token gives the user (`octocat`), the Actions `GITHUB_TOKEN` gives
 *    `github-actions[bot]`, a GitHub App installation token `<app-slug>[bot]`. This is how
 *    marocchino/sticky-pull-request-comment finds its own comment. A `[bot]` login is reserved
 *    for GitHub Apps, so no person can post under it.
 * 2. When GraphQL is unavailable, `GET /user`: a user token gets its login and id; an installation
 *    token gets 403 there, and the author is taken to be the Actions bot (`github-actions[bot]`,
 *    type `Bot`), the account behind `GITHUB_TOKEN`.
 * 3. When neither answers, no comment is written: the step cannot tell which comment is its own.
 *
 * Every page of comments is read (GitHub's `Link` pagination, at most {@link MAX_PAGES} pages and
 * {@link LIST_BUDGET_MS}), and the newest of ours is updated; older ones of ours are left as they
 * are (nothing is deleted). A marker comment by anyone else is never edited.
 */
import { field, type PullRef } from './event.js';
import { apiCall, apiUrl, graphqlUrl, hasNextPage, repoUrl, type ApiTarget } from './github-api.js';

export const COMMENT_MARKER = '<!-- agents-md-audit:delta -->';
/** Comments listed at most (100 pages of 100) when looking for ours. */
export const MAX_PAGES = 100;
const PER_PAGE = 100;
/** Time the listing may take in all, on top of each request's own timeout. */
export const LIST_BUDGET_MS = 60_000;
/**
 * GitHub refuses a comment body over 65,536 characters (its error says characters; measurements
 * reported in public threads differ between code points and 262,144 UTF-8 bytes). A body of at
 * most 60,000 UTF-16 code units is under both readings: at most 60,000 code points and 180,000 bytes.
 */
export const MAX_COMMENT_CHARS = 60_000;
/** The account behind the Actions `GITHUB_TOKEN`. */
export const ACTIONS_BOT = 'github-actions[bot]';

export interface CommentTarget extends ApiTarget {
  pull: PullRef;
}

export type CommentResult = { done: 'created' | 'updated'; url: string | null; author: string } | { skipped: string };

/** `text` cut to at most `max` UTF-16 code units at a line break when there is one, never inside a surrogate pair. */
function cutAt(text: string, max: number): string {
  const line = text.lastIndexOf('\n', max);
  let end = line > 0 ? line : max;
  const c = text.charCodeAt(end - 1);
  if (c >= 0xd800 && c <= 0xdbff) end--;
  return text.slice(0, end);
}

/** The comment body: the marker, the section, and a note when it had to be cut; at most MAX_COMMENT_CHARS. */
export function commentBody(section: string, runUrl: string | null): string {
  const foot = runUrl ? `\n<sub>From the [agents-md-audit run](${runUrl}); this comment is updated on each push.</sub>\n` : '\n<sub>From agents-md-audit; this comment is updated on each push.</sub>\n';
  const note = '\n\n<em>… cut to fit a comment: the job summary and the JSON report have the rest.</em>\n';
  const room = MAX_COMMENT_CHARS - COMMENT_MARKER.length - 1 - foot.length;
  const text = section.length > room ? `${cutAt(section, room - note.length)}${note}` : section;
  return `${COMMENT_MARKER}\n${text}${foot}`;
}

const PERMISSION =
  'the token cannot write pull-request comments: give the job `permissions: pull-requests: write` (a pull request from a fork gets a read-only token, so no comment there); the summary has the same section';

/** The token's account as comments show it. */
export interface Identity {
  login: string;
  /** The account's id, when the API gave it (GET /user). */
  id?: number;
  /** How it was found, for the log. */
  how: string;
}

const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/;

async function jsonOf(res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    return undefined;
  }
}

/** Whose comments are ours: see the module comment. A string is why it cannot be told. */
export async function whoAmI(t: ApiTarget): Promise<Identity | string> {
  const g = await apiCall(t, 'POST', graphqlUrl(t), { query: 'query { viewer { login } }' });
  let graphqlWhy: string;
  if (typeof g === 'string') graphqlWhy = g;
  else if (!g.ok) {
    await g.body?.cancel();
    graphqlWhy = `HTTP ${g.status}`;
  } else {
    const login = field(field(field(await jsonOf(g), 'data'), 'viewer'), 'login');
    if (typeof login === 'string' && LOGIN.test(login)) return { login, how: 'the GraphQL viewer' };
    graphqlWhy = 'no viewer login in the answer';
  }
  const u = await apiCall(t, 'GET', apiUrl(t, 'user'));
  if (typeof u === 'string') return `${u}; GraphQL: ${graphqlWhy}`;
  if (u.status === 401 || u.status === 403) {
    await u.body?.cancel();
    // An installation token (GITHUB_TOKEN) may not read /user.
    return { login: ACTIONS_BOT, how: `GET /user refused an installation token (HTTP ${u.status}): the Actions token's bot` };
  }
  if (!u.ok) {
    await u.body?.cancel();
    return `GET /user answered HTTP ${u.status}; GraphQL: ${graphqlWhy}`;
  }
  const j = await jsonOf(u);
  const login = field(j, 'login');
  const id = field(j, 'id');
  if (typeof login !== 'string' || !LOGIN.test(login)) return `GET /user gave no login; GraphQL: ${graphqlWhy}`;
  return { login, ...(typeof id === 'number' ? { id } : {}), how: 'GET /user' };
}

/** Whether a listed comment is ours: our marker, written by our account. */
export function isOurs(comment: unknown, me: Identity): boolean {
  const body = field(comment, 'body');
  if (typeof body !== 'string' || !body.startsWith(COMMENT_MARKER)) return false;
  const user = field(comment, 'user');
  const login = field(user, 'login');
  if (typeof login !== 'string' || login.toLowerCase() !== me.login.toLowerCase()) return false;
  if (me.id !== undefined && field(user, 'id') !== me.id) return false;
  if (me.login.endsWith('[bot]') && field(user, 'type') !== 'Bot') return false;
  return true;
}

type Found = { id: number | null } | { skipped: string };

/** Our newest comment on the pull request, after reading every page (bounded), or null for none. */
async function findOurs(t: CommentTarget, me: Identity): Promise<Found> {
  const deadline = Date.now() + LIST_BUDGET_MS;
  let found: number | null = null;
  for (let page = 1; ; page++) {
    if (page > MAX_PAGES || Date.now() > deadline) {
      if (found !== null) return { id: found };
      const why = page > MAX_PAGES ? `more than ${MAX_PAGES * PER_PAGE} comments` : `listing the comments took over ${LIST_BUDGET_MS / 1000} s`;
      return { skipped: `the pull request has ${why}, so whether one of them is ours is unknown; no second comment is added` };
    }
    const res = await apiCall(t, 'GET', repoUrl(t, t.pull, `issues/${t.pull.number}/comments?per_page=${PER_PAGE}&page=${page}`));
    if (typeof res === 'string') return { skipped: res };
    if (res.status === 401 || res.status === 403 || res.status === 404) {
      await res.body?.cancel();
      return { skipped: `${PERMISSION} (HTTP ${res.status} listing the comments)` };
    }
    if (!res.ok) {
      await res.body?.cancel();
      return { skipped: `the GitHub API answered HTTP ${res.status} listing the comments` };
    }
    const more = hasNextPage(res);
    const items = await jsonOf(res);
    if (items === undefined) return { skipped: "the GitHub API's list of comments is not valid JSON" };
    if (!Array.isArray(items)) return { skipped: "the GitHub API's list of comments is not a list" };
    for (const c of items) {
      const id = field(c, 'id');
      // The listing is oldest first: the last of ours is the newest.
      if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0 && isOurs(c, me)) found = id;
    }
    if (more === false || (more === null && items.length < PER_PAGE) || items.length === 0) return { id: found };
  }
}

/** Create or update our comment on the pull request. */
export async function upsertComment(t: CommentTarget, body: string): Promise<CommentResult> {
  if (!t.token) return { skipped: 'no token is available (the `token` input is empty)' };
  if (body.length > MAX_COMMENT_CHARS) return { skipped: `the comment has ${body.length} characters, over ${MAX_COMMENT_CHARS}` };
  const me = await whoAmI(t);
  if (typeof me === 'string') return { skipped: `cannot tell which comment is ours: the token's account is unknown (${me})` };
  const found = await findOurs(t, me);
  if ('skipped' in found) return found;
  const existing = found.id;
  const res =
    existing === null
      ? await apiCall(t, 'POST', repoUrl(t, t.pull, `issues/${t.pull.number}/comments`), { body })
      : await apiCall(t, 'PATCH', repoUrl(t, t.pull, `issues/comments/${existing}`), { body });
  if (typeof res === 'string') return { skipped: res };
  if (res.status === 401 || res.status === 403 || res.status === 404) {
    await res.body?.cancel();
    return { skipped: `${PERMISSION} (HTTP ${res.status})` };
  }
  if (!res.ok) {
    await res.body?.cancel();
    return { skipped: `the GitHub API answered HTTP ${res.status} writing the comment` };
  }
  const html = field(await jsonOf(res), 'html_url');
  return { done: existing === null ? 'created' : 'updated', url: typeof html === 'string' && /^https?:\/\/[^\s]+$/.test(html) ? html : null, author: `${me.login} (from ${me.how})` };
}
