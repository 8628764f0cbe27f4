/**
 * The GitHub Action: inputs → options (config file, then inputs) → changed files → audit →
 * outputs, report files, annotations, job summary → pass or fail.
 *
 * One try/catch ends in the step's failure; the summary is written in `finally`, so it exists even
 * when the step fails or crashes midway. Every log line, annotation and the failure go through one
 * StepLog (src/action/log.ts): repository text masked and neutralised, annotations counted against
 * GitHub's caps with the failure reason's slot kept.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as core from '@actions/core';
import { ALL_RULES, KNOWN_PROFILES, auditDetailed } from '../audit.js';
import { isInside } from '../discovery/fsprobe.js';
import { writeFileSafely } from '../discovery/fswrite.js';
import type { CacheUse } from '../cache.js';
import type { RepoListing } from '../discovery/listing.js';
import type { FileConfig } from '../config/file.js';
import { ConfigError } from '../config/parse.js';
import { planAnnotations } from '../report/annotations.js';
import { visible } from '../report/escape.js';
import { maskSecrets } from '../rules/mask.js';
import { StepLog } from './log.js';
import { renderJson } from '../report/json.js';
import { chainUsage, compareFindings, type Report } from '../report/model.js';
import { toSarif } from '../report/sarif.js';
import { renderErrorSummary, renderSummary } from '../report/summary.js';
import { readReportFile, reportAbsent, revisionOf, withBaseCommit, withPreviousReport } from '../baseline.js';
import type { AuditOptions } from '../config/options.js';
import { judge, type Verdict } from '../report/verdict.js';
import { renderDeltaSummary } from '../report/delta-summary.js';
import { policyAnnotation, renderPolicySummary } from '../report/policy.js';
import { resolvePolicy } from './policy.js';
import { repositoryIds } from '../discovery/repository-id.js';
import { baseAutoChoices, ensureCommit } from './base.js';
import { choiceLine, othersText } from '../report/choice.js';
import { getChangedFiles } from './changed-files.js';
import { commentBody, upsertComment } from './comment.js';
import { actionEventFromEnv, BASE_EVENTS, badName, type ActionEvent, type EventBase } from './event.js';
import { getInputs, insideWorkspace, summaryWanted, type ActionInputs } from './inputs.js';
import { buildOptions } from './options.js';
import { failureMessage } from './outcome.js';

type BaseCommit = Awaited<ReturnType<typeof ensureCommit>>;

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** POSIX path of `root` inside the workspace with a trailing slash, or '' when they are the same. */
function workspacePrefix(inputs: ActionInputs): string {
  const rel = path.relative(inputs.workspace, inputs.root).split(path.sep).join('/');
  return rel === '' ? '' : `${rel}/`;
}

/** Where the action may write: the workspace and the runner's temp directory, no link followed below them. */
function writableDirs(inputs: ActionInputs): string[] {
  const temp = process.env['RUNNER_TEMP'];
  return [inputs.workspace, ...(temp ? [path.resolve(temp)] : [])];
}

/**
 * A report file, through the one safe writer (src/discovery/fswrite.ts). A refusal (a link, a FIFO
 * or a directory at the name or on its way; a path outside the workspace and the runner's temp
 * directory) is returned, naming the file: the step goes on (summary, annotations, comment) and fails at the end.
 */
function writeReportFile(what: string, file: string, text: string, inputs: ActionInputs): string | null {
  try {
    writeFileSafely(file, text, { within: writableDirs(inputs) });
    return null;
  } catch (e) {
    return `cannot write the ${what} to ${file}: ${message(e)}`;
  }
}

/**
 * Where the result cache keeps its key and may write, or a warning and no cache. The key must lie
 * where nothing a pull request commits can reach. A cache directory outside the workspace (the
 * runner's temp directory, restored by actions/cache) keeps its key beside the cache file: only
 * this action and actions/cache write there. A cache directory inside the workspace holds what the
 * repository commits, so its key is one for this job only, in the runner's temp directory (a cache
 * committed to the repository never verifies); and on a pull request it is not used at all.
 */
function cachePlace(inputs: ActionInputs, eventName: string): { keyDir?: string; within: string[] } | string {
  const dir = inputs.cacheDir!;
  const within = writableDirs(inputs);
  const inWorkspace = isInside(inputs.workspace, dir) || isInside(realOr(inputs.workspace), realOr(dir));
  if (!inWorkspace) return { keyDir: dir, within };
  if (eventName === 'pull_request' || eventName === 'pull_request_target') {
    return `Input "cache": ${dir} is inside the workspace, which holds what the pull request commits; on a ${eventName} event the cache is not used (put it in \${{ runner.temp }}, restored with actions/cache). The audit goes on without it.`;
  }
  const temp = process.env['RUNNER_TEMP'];
  return temp ? { keyDir: path.join(path.resolve(temp), 'agents-md-audit-key'), within } : { within };
}

function realOr(p: string): string {
  try {
    return fs.realpathSync(p);
  } catch {
    return p;
  }
}

/** One line on how the result cache served the run, and a line per problem with it. */
function logCache(log: StepLog, use: CacheUse): void {
  const how =
    use.report === 'reused'
      ? 'the cached report still holds (every file and listing the audit looks at is unchanged): nothing was linted'
      : `${use.lintReused} file${use.lintReused === 1 ? '' : 's'} not linted again (unchanged), ${use.lintRun} linted${use.report === 'stale' ? '; the cached report no longer holds' : ''}`;
  log.info(visible(`Result cache ${use.file}: ${how}.`));
  for (const note of use.notes) log.info(visible(`Result cache: ${note}.`));
}

function logReport(log: StepLog, report: Report): void {
  const chose = choiceLine(report, 'action');
  if (chose !== null) log.info(visible(chose));
  const others = othersText(report, 'action');
  if (others !== null) log.info(visible(others));
  log.group(`Chains (${report.chains.length})`);
  for (const c of report.chains) {
    const use = chainUsage(c);
    const amount = c.budget === null ? `${c.usedBytes} bytes (no budget)` : `${c.usedBytes}/${c.budget} bytes${use !== null ? ` (${use}%)` : ''}`;
    log.info(visible(`${c.profile}  ${c.cwd}  ${amount}  ${c.files.map((f) => f.path + (f.truncated ? ' [cut]' : '')).join(' -> ') || '(no files)'}`));
  }
  log.endGroup();
  for (const note of report.notes) log.info(visible(`Note: ${note}`));
  if (report.findings.length > 0) {
    log.group(`Findings (${report.findings.length})`);
    for (const f of [...report.findings].sort(compareFindings)) {
      const where = f.path === null ? '(configuration)' : `${f.path}${f.line !== null ? `:${f.line}${f.column !== undefined ? `:${f.column}` : ''}` : ''}`;
      log.info(visible(`${f.severity.padEnd(7)} ${where}  ${f.ruleId}  ${f.message}`));
    }
    log.endGroup();
  }
}

/**
 * The delta's base: on a pull request or merge queue event the base commit (`have`: fetched
 * shallow when the checkout lacked it), else `previous-report` when given and present. Never fails the step: a
 * base that cannot be had is logged and the audit goes on without a delta.
 */
async function withBase(
  log: StepLog,
  report: Report,
  inputs: ActionInputs,
  options: AuditOptions,
  base: EventBase | string | null,
  have: BaseCommit | null,
  headListing?: RepoListing,
): Promise<Report> {
  const revision = revisionOf(inputs.root);
  if (revision) report = { ...report, revision };
  // What identifies the repository, so a later run matches this report whatever the checkout's folder.
  const ids = repositoryIds(inputs.root);
  if (ids.length > 0) report = { ...report, repositoryIds: ids };
  if (typeof base === 'string') {
    log.info(`No base for "what this change does": ${base}.`);
    return report;
  }
  if (base !== null && have !== null) {
    if (!have.ok) {
      // A warning when the step relies on the comparison (new-only, comment); else a log line.
      const say = (text: string): void => (inputs.newOnly || inputs.comment ? void log.annotate('warning', text) : log.info(text));
      say(
        `Cannot compare with the base commit ${base.sha.slice(0, 12)}: it is not in the checkout and a shallow fetch failed (${have.error}). Check out with fetch-depth: 0. The audit goes on without the comparison.`,
      );
      return report;
    }
    if (have.fetched) log.info(`Fetched the base commit ${base.sha.slice(0, 12)} (shallow); actions/checkout with fetch-depth: 0 avoids the fetch.`);
    try {
      const withDelta = await withBaseCommit(report, options, base.sha, base.label, headListing);
      log.info(`Compared with the base ${base.label} (${base.sha.slice(0, 12)}): ${withDelta.delta!.chains.length} changed chains, ${withDelta.delta!.newFindings.length} new and ${withDelta.delta!.fixedFindings.length} fixed findings.`);
      return withDelta;
    } catch (e) {
      if (!(e instanceof ConfigError)) throw e;
      log.annotate('warning', `Cannot audit the base commit: ${e.message}. The audit goes on without the comparison.`);
      return report;
    }
  }
  if (inputs.previousReport === null) return report;
  if (reportAbsent(inputs.previousReport)) {
    log.info(`No previous report at ${inputs.previousReport} (a first run, or the cache expired): nothing to compare with this time.`);
    return report;
  }
  if (!insideWorkspace(inputs.workspace, inputs.previousReport)) {
    log.annotate('warning', `Input "previous-report": ${visible(inputs.previousReport)} leads outside the workspace through a symbolic link, so it is not read. The audit goes on without the comparison.`);
    return report;
  }
  try {
    // The one reader of reports from another run: anything wrong is a ConfigError, a warning here.
    const previous = await readReportFile(inputs.previousReport, 'Input "previous-report"');
    const next = withPreviousReport(report, previous, path.basename(inputs.previousReport));
    log.info(`Compared with the previous report ${inputs.previousReport}: ${next.delta!.newFindings.length} new and ${next.delta!.fixedFindings.length} fixed findings.`);
    return next;
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    log.annotate('warning', `${e.message}. The audit goes on without the comparison.`);
    return report;
  }
}

/** Keep the one pull-request comment up to date; every problem is a log line. */
async function comment(log: StepLog, report: Report, inputs: ActionInputs, event: ActionEvent, verdict: Verdict): Promise<void> {
  if (typeof event.pull === 'string') {
    log.info(`comment: no pull request to comment on (${event.pull}), so no comment.`);
    return;
  }
  if (!report.delta) {
    log.info('comment: there is no comparison with the base, so no comment.');
    return;
  }
  const result = await upsertComment(
    { apiUrl: process.env['GITHUB_API_URL'] || 'https://api.github.com', graphqlUrl: process.env['GITHUB_GRAPHQL_URL'] || undefined, token: inputs.token, pull: event.pull },
    commentBody(renderDeltaSummary(report, { verdict, afterVerdict: renderPolicySummary(report.policy), ...blobUrlFromEnv(process.env), ...baseBlobUrl(process.env, report) }), runUrlFromEnv(process.env)),
  );
  if ('done' in result) log.info(`comment: ${result.done} the pull-request comment${result.url ? ` ${result.url}` : ''} as ${result.author}.`);
  else log.info(`comment: not written: ${result.skipped}. The step goes on.`);
}

export async function run(): Promise<void> {
  const log = new StepLog();
  let summary: string | null = null;
  let writeSummary = true;
  let report: Report | null = null;
  let headListing: RepoListing | undefined;
  try {
    let inputs: ActionInputs;
    try {
      inputs = getInputs({ profiles: KNOWN_PROFILES, rules: ALL_RULES.map((r) => r.id) });
    } catch (e) {
      if (!(e instanceof ConfigError)) throw e;
      writeSummary = summaryWanted();
      summary = renderErrorSummary('input', maskSecrets(e.message));
      log.fail(e.message);
      return;
    }
    writeSummary = inputs.summary;

    // The event payload, read and validated once for the settings, the changed files, the base and the comment.
    const event = actionEventFromEnv(process.env);
    // A pull request's base commit: the settings come from it (src/action/policy.ts), and the comparison.
    const eventName = event.name;
    const base = event.base;
    const have = typeof base === 'object' && base !== null ? await ensureCommit(inputs.root, base.sha) : null;
    let file: FileConfig | null;
    let policy: Report['policy'];
    try {
      const settings = resolvePolicy({
        inputs,
        eventName,
        base,
        baseAvailable: have === null ? null : have.ok ? { ok: true } : { ok: false, error: have.error },
        known: { profiles: KNOWN_PROFILES, rules: ALL_RULES.map((r) => r.id) },
      });
      file = settings.file;
      policy = settings.policy;
      for (const line of settings.info) log.info(line);
      for (const w of settings.warnings) log.annotate('warning', w);
    } catch (e) {
      if (!(e instanceof ConfigError)) throw e;
      const text = `Config file: ${e.message}`;
      summary = renderErrorSummary('input', maskSecrets(text));
      log.fail(text);
      return;
    }
    if (file && !BASE_EVENTS.includes(eventName)) log.info(`Using config file ${file.path} (inputs set in the workflow override it).`);
    const settingsChange = policyAnnotation(policy);
    if (settingsChange) log.annotate('warning', settingsChange);
    const { options, failOn } = buildOptions(inputs, file);
    if (options.cacheDir !== undefined) {
      const place = cachePlace(inputs, process.env['GITHUB_EVENT_NAME'] ?? '');
      if (typeof place === 'string') {
        log.annotate('warning', place);
        delete options.cacheDir;
      } else {
        if (place.keyDir !== undefined) options.cacheKeyDir = place.keyDir;
        options.cacheWithin = place.within;
      }
    }

    const changed = await getChangedFiles({
      event,
      root: inputs.root,
      workspace: inputs.workspace,
      token: inputs.token,
      apiUrl: process.env['GITHUB_API_URL'] || 'https://api.github.com',
    });
    for (const line of changed.info) log.info(line);
    for (const w of changed.warnings) log.annotate('warning', w);
    // Paths from the pull request, masked as the report masks its paths, so they still match.
    const changedFiles = changed.files ? new Set([...changed.files].map(maskSecrets)) : null;
    if (changedFiles) {
      options.changedFiles = [...changed.files!].sort();
      log.info(`Changed files (from ${changed.source}): ${changedFiles.size}`);
    }

    // `profiles: auto` on a pull request: what the base chose stays chosen (a pull request cannot drop an agent).
    if (typeof base === 'object' && base !== null && have?.ok === true) {
      const kept = baseAutoChoices(inputs.root, base.sha, options.profiles);
      if (kept === null) log.info(`profiles: auto: the base commit ${base.sha.slice(0, 12)} could not be listed, so auto chooses on this checkout alone.`);
      else if (kept.length > 0) options.autoAlso = kept;
    }
    try {
      // With digests: the report is compared with a base, or kept to be a later run's previous report.
      const result = await auditDetailed(options, { digests: true });
      report = result.report;
      headListing = result.listing;
      if (result.cache) logCache(log, result.cache);
    } catch (e) {
      if (!(e instanceof ConfigError)) throw e;
      summary = renderErrorSummary('input', maskSecrets(e.message));
      log.fail(`agents-md-audit: ${e.message}`);
      return;
    }
    report = { ...(await withBase(log, report, inputs, options, base, have, headListing)), policy };
    // One verdict for the heading, the outputs, the annotations, the comment and the step's result.
    const verdict = judge(report, failOn, inputs.newOnly);
    const newOnly = verdict.newOnly;
    if (inputs.newOnly && !report.delta) log.info('new-only: there is no base to compare with, so every finding counts.');

    const changedSet = changedFiles ?? undefined;
    summary = renderSummary(report, {
      failOn,
      changedFiles: changedSet,
      fullReportHint: 'the JSON report (the `report-path` output)',
      newOnly,
      ...blobUrlFromEnv(process.env),
      ...baseBlobUrl(process.env, report),
    });
    logReport(log, report);

    // Outputs.
    core.setOutput('errors', report.stats.errors);
    core.setOutput('warnings', report.stats.warnings);
    // New: what the base did not have (new or worse); every finding when there is no base.
    const fresh = report.delta ? report.findings.filter((f) => f.baseline === 'new') : report.findings;
    core.setOutput('new-errors', fresh.filter((f) => f.severity === 'error').length);
    core.setOutput('new-warnings', fresh.filter((f) => f.severity === 'warning').length);
    core.setOutput('chains', report.stats.chains);
    core.setOutput('max-usage', report.stats.maxUsage?.percent ?? 0);

    // Report files.
    const prefix = workspacePrefix(inputs);
    const tempDir = process.env['RUNNER_TEMP'];
    const reportPath = inputs.reportPath ?? (tempDir ? path.join(tempDir, 'agents-md-audit', 'report.json') : null);
    const notWritten: string[] = [];
    /** The path once written, else '' (an output never names a file the step did not write). */
    const wrote = (refused: string | null, file: string, done: string): string => {
      if (refused === null) log.info(done);
      else notWritten.push(refused);
      return refused === null ? file : '';
    };
    core.setOutput('report-path', reportPath ? wrote(writeReportFile('JSON report', reportPath, renderJson(report), inputs), reportPath, `JSON report written to ${reportPath}`) : '');
    let sarifOut = '';
    if (inputs.sarifPath) {
      const configPath = file ? path.relative(inputs.root, path.resolve(inputs.root, file.path)).split(path.sep).join('/') : undefined;
      const sarif = `${JSON.stringify(toSarif(report, ALL_RULES, { configPath, uriPrefix: prefix }), null, 2)}\n`;
      sarifOut = wrote(writeReportFile('SARIF file', inputs.sarifPath, sarif, inputs), inputs.sarifPath, `SARIF written to ${inputs.sarifPath}`);
    }
    core.setOutput('sarif-path', sarifOut);

    // Annotations.
    if (inputs.annotations) {
      // Every annotation counts against GitHub's caps, the warnings above and the failure included.
      const plan = planAnnotations(verdict.counted, {
        changedFiles: changedSet,
        seeAlso: inputs.summary ? 'the job summary' : 'the log and the JSON report',
        limits: { error: log.remaining('error'), warning: log.remaining('warning'), notice: log.remaining('notice') },
      });
      for (const a of plan.annotations) {
        const props = { ...a.properties };
        if (props.file !== undefined) props.file = prefix + props.file;
        log.annotate(a.level, a.message, props);
      }
    }

    if (inputs.comment) await comment(log, report, inputs, event, verdict);

    const failure = failureMessage(report, failOn, newOnly);
    if (failure) log.fail(failure);
    else if (notWritten.length === 0) log.info(`agents-md-audit: ${verdict.text}${newOnly ? ' (new findings only)' : ''} (fail-on: ${failOn}): passed.`);
    // A report file not written fails the step too: the first is its reason, unless the findings are.
    for (const [i, refused] of notWritten.entries()) {
      if (failure || i > 0) log.annotate('error', `agents-md-audit: ${refused}`);
      else log.fail(`agents-md-audit: ${refused}`);
    }
  } catch (e) {
    const text = maskSecrets(message(e));
    const crash = renderErrorSummary('crash', text);
    summary = summary !== null && report !== null ? `${summary}\n${crash}` : crash;
    if (e instanceof Error && e.stack) log.debug(e.stack);
    log.fail(`agents-md-audit crashed: ${visible(text)}`);
  } finally {
    if (writeSummary && summary !== null) {
      try {
        await core.summary.addRaw(summary, true).write();
      } catch (e) {
        log.annotate('warning', `Could not write the job summary: ${message(e)}`);
      }
    }
  }
}

/** `$GITHUB_SERVER_URL/$GITHUB_REPOSITORY/actions/runs/$GITHUB_RUN_ID`, for the comment's footer, when all three are sound. */
function runUrlFromEnv(env: NodeJS.ProcessEnv): string | null {
  const server = env['GITHUB_SERVER_URL'];
  const [owner = '', repo = '', ...rest] = (env['GITHUB_REPOSITORY'] ?? '').split('/');
  const runId = env['GITHUB_RUN_ID'];
  if (!server || !/^https?:\/\/[^\s()<>]+$/.test(server) || rest.length > 0 || badName(owner) || badName(repo) || !runId || !/^\d+$/.test(runId)) return null;
  return `${server.replace(/\/+$/, '')}/${owner}/${repo}/actions/runs/${runId}`;
}

/** `$GITHUB_SERVER_URL/$GITHUB_REPOSITORY/blob/<base commit>`, for links from the delta to what a fixed finding was on. */
export function baseBlobUrl(env: NodeJS.ProcessEnv, report: Report): { baseBlobUrl?: string } {
  const commit = report.delta?.base.commit;
  const head = blobUrlFromEnv({ ...env, GITHUB_SHA: commit ?? '' }).blobUrl;
  return head && commit ? { baseBlobUrl: head } : {};
}

/** `$GITHUB_SERVER_URL/$GITHUB_REPOSITORY/blob/$GITHUB_SHA`, for links from the summary to the files, when the runner sets all three. */
export function blobUrlFromEnv(env: NodeJS.ProcessEnv): { blobUrl?: string } {
  const server = env['GITHUB_SERVER_URL'];
  const repo = env['GITHUB_REPOSITORY'];
  const sha = env['GITHUB_SHA'];
  if (!server || !repo || !sha || !/^https?:\/\//.test(server) || !/^[\w.-]+\/[\w.-]+$/.test(repo) || !/^[0-9a-f]{7,64}$/i.test(sha)) return {};
  return { blobUrl: `${server.replace(/\/+$/, '')}/${repo}/blob/${sha}` };
}
