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
import { getChangedFiles } from './changed-files.js';
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

    const changedSet = changed.files ?? undefined;
    summary = renderSummary(report, {
      failOn,
      changedFiles: changedSet,
      fullReportHint: 'the JSON report (the `report-path` output)',
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
      const plan = planAnnotations(report.findings, {
        changedFiles: changedSet,
        seeAlso: inputs.summary ? 'the job summary' : 'the log and the JSON report',
      });
      for (const a of plan.annotations) {
        const props = { ...a.properties };
        if (props.file !== undefined) props.file = prefix + props.file;
        core[a.level](a.message, props);
      }
    }

    const failure = failureMessage(report, failOn);
    if (failure) core.setFailed(failure);
    else core.info(`agents-md-audit: ${countsText(report)} (fail-on: ${failOn}): passed.`);
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
