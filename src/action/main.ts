/**
 * The GitHub Action: inputs → options (config file, then inputs) → changed files → audit →
 * outputs, report files, annotations, job summary → pass or fail.
 *
 * One try/catch ends in `core.setFailed`; the summary is written in `finally`, so it exists even
 * when the step fails or crashes midway. Every workflow command goes through `@actions/core`, and
 * every log line built from repository data goes through `logSafe` (see src/report/escape.ts).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as core from '@actions/core';
import { ALL_RULES, KNOWN_PROFILES, audit } from '../audit.js';
import { loadConfigFile, type FileConfig } from '../config/file.js';
import { ConfigError } from '../config/parse.js';
import { planAnnotations } from '../report/annotations.js';
import { logSafe, visible } from '../report/escape.js';
import { renderJson } from '../report/json.js';
import { chainUsage, compareFindings, type Report } from '../report/model.js';
import { toSarif } from '../report/sarif.js';
import { renderErrorSummary, renderSummary } from '../report/summary.js';
import { readReportFile, revisionOf, withBaseCommit, withPreviousReport } from '../baseline.js';
import type { AuditOptions } from '../config/options.js';
import { onlyNew } from '../report/delta.js';
import { renderDeltaSummary } from '../report/delta-summary.js';
import { ensureCommit, eventBase } from './base.js';
import { getChangedFiles, readEvent } from './changed-files.js';
import { commentBody, upsertComment } from './comment.js';
import { getInputs, summaryWanted, type ActionInputs } from './inputs.js';
import { buildOptions } from './options.js';
import { countsText, failureMessage } from './outcome.js';

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** POSIX path of `root` inside the workspace with a trailing slash, or '' when they are the same. */
function workspacePrefix(inputs: ActionInputs): string {
  const rel = path.relative(inputs.workspace, inputs.root).split(path.sep).join('/');
  return rel === '' ? '' : `${rel}/`;
}

function writeFile(what: string, file: string, text: string): void {
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  } catch (e) {
    throw new Error(`cannot write the ${what} to ${file}: ${message(e)}`);
  }
}

function logReport(report: Report): void {
  core.startGroup(`Chains (${report.chains.length})`);
  for (const c of report.chains) {
    const use = chainUsage(c);
    const amount = c.budget === null ? `${c.usedBytes} bytes (no budget)` : `${c.usedBytes}/${c.budget} bytes${use !== null ? ` (${use}%)` : ''}`;
    core.info(logSafe(`${c.profile}  ${c.cwd}  ${amount}  ${c.files.map((f) => f.path + (f.truncated ? ' [cut]' : '')).join(' -> ') || '(no files)'}`));
  }
  core.endGroup();
  for (const note of report.notes) core.info(logSafe(`Note: ${note}`));
  if (report.findings.length > 0) {
    core.startGroup(`Findings (${report.findings.length})`);
    for (const f of [...report.findings].sort(compareFindings)) {
      const where = f.path === null ? '(configuration)' : `${f.path}${f.line !== null ? `:${f.line}${f.column !== undefined ? `:${f.column}` : ''}` : ''}`;
      core.info(logSafe(`${f.severity.padEnd(7)} ${where}  ${f.ruleId}  ${f.message}`));
    }
    core.endGroup();
  }
}

/**
 * The delta's base: on a pull request or merge queue event the base commit (fetched shallow when
 * the checkout lacks it), else `previous-report` when given and present. Never fails the step: a
 * base that cannot be had is logged and the audit goes on without a delta.
 */
async function withBase(report: Report, inputs: ActionInputs, options: AuditOptions): Promise<Report> {
  const revision = revisionOf(inputs.root);
  if (revision) report = { ...report, revision };
  const eventName = process.env['GITHUB_EVENT_NAME'] ?? '';
  const base = eventBase(eventName, process.env['GITHUB_EVENT_PATH'] ?? '');
  if (typeof base === 'string') {
    core.info(logSafe(`No base for "what this change does": ${base}.`));
    return report;
  }
  if (base !== null) {
    const have = await ensureCommit(inputs.root, base.sha);
    if (!have.ok) {
      // A warning when the step relies on the comparison (new-only, comment); else a log line.
      const say = inputs.newOnly || inputs.comment ? core.warning : core.info;
      say(
        logSafe(`Cannot compare with the base commit ${base.sha.slice(0, 12)}: it is not in the checkout and a shallow fetch failed (${have.error}). Check out with fetch-depth: 0. The audit goes on without the comparison.`),
      );
      return report;
    }
    if (have.fetched) core.info(`Fetched the base commit ${base.sha.slice(0, 12)} (shallow); actions/checkout with fetch-depth: 0 avoids the fetch.`);
    try {
      const withDelta = await withBaseCommit(report, options, base.sha, base.label);
      core.info(logSafe(`Compared with the base ${base.label} (${base.sha.slice(0, 12)}): ${withDelta.delta!.chains.length} changed chains, ${withDelta.delta!.newFindings.length} new and ${withDelta.delta!.fixedFindings.length} fixed findings.`));
      return withDelta;
    } catch (e) {
      if (!(e instanceof ConfigError)) throw e;
      core.warning(logSafe(`Cannot audit the base commit: ${e.message}. The audit goes on without the comparison.`));
      return report;
    }
  }
  if (inputs.previousReport === null) return report;
  if (!fs.existsSync(inputs.previousReport)) {
    core.info(logSafe(`No previous report at ${inputs.previousReport} (a first run, or the cache expired): nothing to compare with this time.`));
    return report;
  }
  try {
    const previous = readReportFile(inputs.previousReport, 'Input "previous-report"');
    const next = withPreviousReport(report, previous, path.basename(inputs.previousReport));
    core.info(logSafe(`Compared with the previous report ${inputs.previousReport}: ${next.delta!.newFindings.length} new and ${next.delta!.fixedFindings.length} fixed findings.`));
    return next;
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    core.warning(logSafe(`${e.message}. The audit goes on without the comparison.`));
    return report;
  }
}

/** Keep the one pull-request comment up to date; every problem is a log line. */
async function comment(report: Report, inputs: ActionInputs): Promise<void> {
  const event = readEvent(process.env['GITHUB_EVENT_PATH'] ?? '', process.env['GITHUB_REPOSITORY'] ?? '');
  if (typeof event === 'string' || !event.owner || !event.repo) {
    core.info(logSafe(`comment: not a pull request (${typeof event === 'string' ? event : 'no repository name'}), so no comment.`));
    return;
  }
  if (!report.delta) {
    core.info('comment: there is no comparison with the base, so no comment.');
    return;
  }
  const server = process.env['GITHUB_SERVER_URL'];
  const runId = process.env['GITHUB_RUN_ID'];
  const runUrl = server && runId && process.env['GITHUB_REPOSITORY'] ? `${server}/${process.env['GITHUB_REPOSITORY']}/actions/runs/${runId}` : null;
  const result = await upsertComment(
    { apiUrl: process.env['GITHUB_API_URL'] || 'https://api.github.com', token: inputs.token, owner: event.owner, repo: event.repo, number: event.number },
    commentBody(renderDeltaSummary(report), runUrl),
  );
  if ('done' in result) core.info(logSafe(`comment: ${result.done} the pull-request comment${result.url ? ` ${result.url}` : ''}.`));
  else core.info(logSafe(`comment: not written: ${result.skipped}. The step goes on.`));
}

export async function run(): Promise<void> {
  let summary: string | null = null;
  let writeSummary = true;
  let report: Report | null = null;
  try {
    let inputs: ActionInputs;
    try {
      inputs = getInputs({ profiles: KNOWN_PROFILES, rules: ALL_RULES.map((r) => r.id) });
    } catch (e) {
      if (!(e instanceof ConfigError)) throw e;
      writeSummary = summaryWanted();
      summary = renderErrorSummary('input', e.message);
      core.setFailed(e.message);
      return;
    }
    writeSummary = inputs.summary;

    let file: FileConfig | null;
    try {
      file = loadConfigFile(inputs.root, inputs.config, { profiles: KNOWN_PROFILES, rules: ALL_RULES.map((r) => r.id) }, { within: inputs.workspace });
    } catch (e) {
      if (!(e instanceof ConfigError)) throw e;
      const text = `Config file: ${e.message}`;
      summary = renderErrorSummary('input', text);
      core.setFailed(text);
      return;
    }
    if (file) core.info(logSafe(`Using config file ${file.path} (inputs set in the workflow override it).`));
    const { options, failOn } = buildOptions(inputs, file);

    const changed = await getChangedFiles({
      eventName: process.env['GITHUB_EVENT_NAME'] ?? '',
      eventPath: process.env['GITHUB_EVENT_PATH'] ?? '',
      root: inputs.root,
      workspace: inputs.workspace,
      token: inputs.token,
      apiUrl: process.env['GITHUB_API_URL'] || 'https://api.github.com',
      repository: process.env['GITHUB_REPOSITORY'] ?? '',
    });
    for (const line of changed.info) core.info(logSafe(line));
    for (const w of changed.warnings) core.warning(w);
    if (changed.files) {
      options.changedFiles = [...changed.files].sort();
      core.info(`Changed files (from ${changed.source}): ${changed.files.size}`);
    }

    try {
      report = await audit(options);
    } catch (e) {
      if (!(e instanceof ConfigError)) throw e;
      summary = renderErrorSummary('input', e.message);
      core.setFailed(`agents-md-audit: ${e.message}`);
      return;
    }
    report = await withBase(report, inputs, options);
    const counted = inputs.newOnly && report.delta ? onlyNew(report) : report;
    if (inputs.newOnly && !report.delta) core.info('new-only: there is no base to compare with, so every finding counts.');

    const changedSet = changed.files ?? undefined;
    summary = renderSummary(report, {
      failOn,
      changedFiles: changedSet,
      fullReportHint: 'the JSON report (the `report-path` output)',
      newOnly: counted !== report,
    });
    logReport(report);

    // Outputs.
    core.setOutput('errors', report.stats.errors);
    core.setOutput('warnings', report.stats.warnings);
    core.setOutput('chains', report.stats.chains);
    core.setOutput('max-usage', report.stats.maxUsage?.percent ?? 0);

    // Report files.
    const prefix = workspacePrefix(inputs);
    const tempDir = process.env['RUNNER_TEMP'];
    const reportPath = inputs.reportPath ?? (tempDir ? path.join(tempDir, 'agents-md-audit', 'report.json') : null);
    if (reportPath) {
      writeFile('JSON report', reportPath, renderJson(report));
      core.info(`JSON report written to ${reportPath}`);
    }
    core.setOutput('report-path', reportPath ?? '');
    if (inputs.sarifPath) {
      const configPath = file ? path.relative(inputs.root, path.resolve(inputs.root, file.path)).split(path.sep).join('/') : undefined;
      writeFile('SARIF file', inputs.sarifPath, `${JSON.stringify(toSarif(report, ALL_RULES, { configPath, uriPrefix: prefix }), null, 2)}\n`);
      core.info(`SARIF written to ${inputs.sarifPath}`);
    }
    core.setOutput('sarif-path', inputs.sarifPath ?? '');

    // Annotations.
    if (inputs.annotations) {
      const plan = planAnnotations(counted.findings, {
        changedFiles: changedSet,
        seeAlso: inputs.summary ? 'the job summary' : 'the log and the JSON report',
      });
      for (const a of plan.annotations) {
        const props = { ...a.properties };
        if (props.file !== undefined) props.file = prefix + props.file;
        core[a.level](a.message, props);
      }
    }

    if (inputs.comment) await comment(report, inputs);

    const only = counted === report ? '' : ' (new findings only)';
    const failure = failureMessage(counted, failOn);
    if (failure) core.setFailed(`${failure}${only}`);
    else core.info(`agents-md-audit: ${countsText(counted)}${only} (fail-on: ${failOn}): passed.`);
  } catch (e) {
    const text = message(e);
    const crash = renderErrorSummary('crash', text);
    summary = summary !== null && report !== null ? `${summary}\n${crash}` : crash;
    if (e instanceof Error && e.stack) core.debug(e.stack);
    core.setFailed(`agents-md-audit crashed: ${visible(text)}`);
  } finally {
    if (writeSummary && summary !== null) {
      try {
        await core.summary.addRaw(summary, true).write();
      } catch (e) {
        core.warning(`Could not write the job summary: ${message(e)}`);
      }
    }
  }
}
