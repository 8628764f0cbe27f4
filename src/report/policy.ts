/**
 * What the report says about its own settings (`report.policy`): that a pull request changes the
 * audit's config file (and that the change takes effect once merged), or that the settings could
 * not be read from the base. One Markdown block for the top of the job summary and the pull-request
 * comment, and one plain line for a warning annotation. Pure; every value in the policy is already
 * masked, and each is escaped here.
 */
import type { PolicySettingChange, ReportPolicy } from './model.js';
import { code, md } from './escape.js';

/** Changes named in the one-line annotation at most (the summary's table lists up to the policy's own bound). */
const ANNOTATION_CHANGES = 10;

function fileChange(policy: ReportPolicy): { verb: string; files: string[] } {
  const b = policy.baseFile ?? null;
  const h = policy.headFile ?? null;
  if (b === null && h !== null) return { verb: 'adds', files: [h] };
  if (h === null && b !== null) return { verb: 'removes', files: [b] };
  if (b !== null && h !== null && b !== h) return { verb: 'replaces', files: [b, h] };
  return { verb: 'changes', files: h !== null ? [h] : [] };
}

function effect(policy: ReportPolicy, html: boolean): string {
  if (policy.source === 'head') return `this run applies them (${html ? code('config-from: head') : 'config-from: head'})`;
  return 'they take effect once merged';
}

function whose(policy: ReportPolicy): string {
  if (policy.source === 'head') return '';
  if (policy.source === 'base') return `This run uses the base commit's settings${policy.commit ? ` (${code(policy.commit.slice(0, 12))})` : ''}.`;
  return "This run uses the built-in defaults and the workflow's inputs.";
}

function cell(value: string | null): string {
  return value === null ? '<em>not set</em>' : code(value);
}

function plain(value: string | null): string {
  return value === null ? '(not set)' : value;
}

function changeText(c: PolicySettingChange): string {
  return `${c.setting} ${plain(c.base)} → ${plain(c.head)}`;
}

/** The block for the top of the job summary and the comment ('' when there is nothing to say). */
export function renderPolicySummary(policy: ReportPolicy | undefined): string {
  if (!policy || (policy.changed.length === 0 && !policy.warning)) return '';
  const out: string[] = [];
  if (policy.changed.length > 0) {
    const { verb, files } = fileChange(policy);
    out.push(
      "### ⚠️ This pull request changes the audit's own settings",
      '',
      `It ${verb} ${files.map((f) => code(f)).join(' with ') || 'the config file'}: ${effect(policy, true)}. ${whose(policy)}`.trimEnd(),
      '',
      '| Setting | Base | This pull request |',
      '| :--- | :--- | :--- |',
      ...policy.changed.map((c) => `| ${code(c.setting)} | ${cell(c.base)} | ${cell(c.head)} |`),
    );
    if (policy.moreChanged) out.push('', `…and ${policy.moreChanged} more changed setting${policy.moreChanged === 1 ? '' : 's'} (see the JSON report).`);
    out.push('');
  }
  if (policy.warning) out.push(`> **Settings:** ${md(policy.warning)}`, '');
  return out.join('\n');
}

/** The warning annotation for a settings change, or null when the pull request changes none. */
export function policyAnnotation(policy: ReportPolicy | undefined, subject = 'This pull request'): string | null {
  if (!policy || policy.changed.length === 0) return null;
  const { verb, files } = fileChange(policy);
  const listed = policy.changed.slice(0, ANNOTATION_CHANGES).map(changeText);
  const more = policy.changed.length - listed.length + (policy.moreChanged ?? 0);
  const what = `${listed.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
  const applied = policy.source === 'base' ? " This run uses the base commit's settings." : policy.source === 'defaults' ? ' This run uses the built-in defaults.' : '';
  return `${subject} ${verb === 'changes' ? 'changes' : `${verb} ${files.join(' with ')}, changing`} the audit's own settings${verb === 'changes' && files.length ? ` (${files[0]})` : ''}: ${what}; ${effect(policy, false)}.${applied}`;
}
