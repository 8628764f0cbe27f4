/**
 * No `@mention` from the repository survives into the job summary or the pull-request comment:
 * both rendered as GitHub renders them, the text GitHub scans for mentions holds no `@name`, and
 * paths (in code, where GitHub makes no mention) still read and copy exactly.
 */
import { describe, expect, it } from 'vitest';
import { commentBody } from '../../src/action/comment.js';
import { computeDelta, withDelta } from '../../src/report/delta.js';
import { renderDeltaSummary } from '../../src/report/delta-summary.js';
import { MENTION_BREAK, breakMentions, code, md } from '../../src/report/escape.js';
import { renderSummary } from '../../src/report/summary.js';
import { renderedText } from '../helpers/mentions.js';
import { chain, file, finding, makeReport } from '../action/helpers/reports.js';

const MENTIONS = ['@octocat', '@acme/security-team', '@here', '＠fullwidth', 'mail ops@acme.io', '&#64;entity', '@-dash', '@@double'];
const SCOPED = 'packages/@acme/ui';

function reports() {
  const message = `Ask ${MENTIONS.join(', ')} about \`@scope/pkg\`.`;
  const base = makeReport({ chains: [chain('codex', SCOPED, [file(`${SCOPED}/AGENTS.md`, 1000)])] });
  const head = makeReport({
    chains: [chain('codex', SCOPED, [file(`${SCOPED}/AGENTS.md`, 40_000, 32_768)]), chain('codex', '@octocat', [file('@octocat/AGENTS.md', 10)])],
    findings: [finding('no-personal-paths', 'warning', `${SCOPED}/AGENTS.md`, 3, message), finding('chain-over-budget', 'error', '@octocat/AGENTS.md', 1, message)],
    notes: [`A note for @octocat and @acme/security-team`],
  });
  const delta = computeDelta(base, head, { kind: 'report', ref: '@mallory-report.json', note: 'from @mallory' });
  const report = withDelta({ ...head, history: [{ label: '@label', chains: [] }] } as typeof head, delta);
  return { report, message };
}

describe('mentions from the repository', () => {
  it('none survives in the job summary or the comment, and the text still reads the same', async () => {
    const { report, message } = reports();
    for (const markdown of [renderSummary(report), commentBody(renderDeltaSummary(report), null)]) {
      const seen = await renderedText(markdown);
      expect(seen.mentions).toEqual([]);
      // Without the invisible joiners, the message reads as written (its code span as code).
      expect(seen.prose.replaceAll(MENTION_BREAK, '')).toContain('Ask @octocat, @acme/security-team, @here, ＠fullwidth, mail ops@acme.io, &#64;entity');
      // Paths are code: exact, with no joiner after the @ to trip up a copy.
      expect(seen.code.replaceAll('-\u2060', '-')).toContain(`${SCOPED}/AGENTS.md`);
      expect(message).toContain('@scope/pkg');
    }
  });

  it('md() breaks every at sign, code() and breakMentions() keep what GitHub needs', () => {
    expect(md('@octocat')).toBe('<!-- -->&#64;&#8288;octocat');
    expect(md('＠x')).toBe('＠&#8288;x');
    expect(code('@scope/pkg')).toBe('<code><!-- -->&#64;scope/pkg</code>');
    expect(breakMentions('ask @a and @b/c')).toBe('ask @\u2060a and @\u2060b/c');
  });
});
