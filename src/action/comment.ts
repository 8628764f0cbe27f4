/**
 * One pull-request comment with what the change does to agent instructions, updated in place on
 * each push: found among the pull request's comments by a hidden marker, then edited (PATCH) or,
 * the first time, created (POST). Never fails the step: a missing permission (a fork's read-only
 * token, no `pull-requests: write`) or any API problem becomes a log line.
 */
export const COMMENT_MARKER = '<!-- agents-md-audit:delta -->';
/** Comments listed at most (10 pages of 100) when looking for ours. */
const MAX_PAGES = 10;
const PER_PAGE = 100;
/** GitHub's limit for a comment body is 65,536 characters; stay under it. */
export const MAX_COMMENT_CHARS = 60_000;

export interface CommentTarget {
  apiUrl: string;
  token: string;
  owner: string;
  repo: string;
  number: number;
  /** Per-request timeout in milliseconds. */
  timeoutMs?: number;
}

export type CommentResult = { done: 'created' | 'updated'; url: string | null } | { skipped: string };

/** The comment body: the marker, the section, and a note when it had to be cut. */
export function commentBody(section: string, runUrl: string | null): string {
  const foot = runUrl ? `\n<sub>From the [agents-md-audit run](${runUrl}); this comment is updated on each push.</sub>\n` : '\n<sub>From agents-md-audit; this comment is updated on each push.</sub>\n';
  let text = section;
  const room = MAX_COMMENT_CHARS - COMMENT_MARKER.length - foot.length - 200;
  if (text.length > room) {
    const cut = text.lastIndexOf('\n', room);
    text = `${text.slice(0, cut > 0 ? cut : room)}\n\n<em>… cut to fit a comment: the job summary and the JSON report have the rest.</em>\n`;
  }
  return `${COMMENT_MARKER}\n${text}${foot}`;
}

const PERMISSION =
  'the token cannot write pull-request comments: give the job `permissions: pull-requests: write` (a pull request from a fork gets a read-only token, so no comment there); the summary has the same section';

async function call(t: CommentTarget, method: string, url: string, body?: unknown): Promise<Response | string> {
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

/** Create or update our comment on the pull request. */
export async function upsertComment(t: CommentTarget, body: string): Promise<CommentResult> {
  if (!t.token) return { skipped: 'no token is available (the `token` input is empty)' };
  const base = `${t.apiUrl.replace(/\/+$/, '')}/repos/${encodeURIComponent(t.owner)}/${encodeURIComponent(t.repo)}`;
  let existing: number | null = null;
  for (let page = 1; page <= MAX_PAGES && existing === null; page++) {
    const res = await call(t, 'GET', `${base}/issues/${t.number}/comments?per_page=${PER_PAGE}&page=${page}`);
    if (typeof res === 'string') return { skipped: res };
    if (res.status === 401 || res.status === 403 || res.status === 404) {
      await res.body?.cancel();
      return { skipped: `${PERMISSION} (HTTP ${res.status} listing the comments)` };
    }
    if (!res.ok) {
      await res.body?.cancel();
      return { skipped: `the GitHub API answered HTTP ${res.status} listing the comments` };
    }
    let items: unknown;
    try {
      items = await res.json();
    } catch {
      return { skipped: "the GitHub API's list of comments is not valid JSON" };
    }
    if (!Array.isArray(items)) return { skipped: "the GitHub API's list of comments is not a list" };
    for (const c of items as Array<{ id?: unknown; body?: unknown }>) {
      if (typeof c.id === 'number' && typeof c.body === 'string' && c.body.startsWith(COMMENT_MARKER)) {
        existing = c.id;
        break;
      }
    }
    if (items.length < PER_PAGE) break;
  }
  const res =
    existing === null
      ? await call(t, 'POST', `${base}/issues/${t.number}/comments`, { body })
      : await call(t, 'PATCH', `${base}/issues/comments/${existing}`, { body });
  if (typeof res === 'string') return { skipped: res };
  if (res.status === 401 || res.status === 403 || res.status === 404) {
    await res.body?.cancel();
    return { skipped: `${PERMISSION} (HTTP ${res.status})` };
  }
  if (!res.ok) {
    await res.body?.cancel();
    return { skipped: `the GitHub API answered HTTP ${res.status} writing the comment` };
  }
  let url: string | null = null;
  try {
    const j = (await res.json()) as { html_url?: unknown };
    url = typeof j.html_url === 'string' ? j.html_url : null;
  } catch {
    /* written; the answer is not needed */
  }
  return { done: existing === null ? 'created' : 'updated', url };
}
