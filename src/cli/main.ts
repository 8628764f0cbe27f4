/**
 * The command-line front end: parse arguments, build AuditOptions (config file first, flags
 * override), run the same engine as the action, print text or JSON, and exit 0 (no error-level
 * findings), 1 (findings at or above --fail-on) or 2 (usage or configuration error).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parseArgs } from 'node:util';
import { auditDetailed, KNOWN_PROFILES } from '../audit.js';
import { DIFF_OPTIONS, MERGE_OPTIONS, parseAuditArgs } from './args.js';
import { renderHelp } from './help.js';
import { applyFileConfig, loadCommittedConfigFile, loadConfigFile } from '../config/file.js';
import { policyChanges } from '../config/policy.js';
import { resolveCommit } from '../discovery/committed.js';
import { policyAnnotation } from '../report/policy.js';
import { defaultOptions, markGiven, mergeAgentState, type AuditOptions } from '../config/options.js';
import {
  ConfigError,
  parseFailOn,
  parseAgentState,
  parseMaxBytes,
  parseProfiles,
  parseRuleSettings,
  parseSymlinkPolicy,
  parseThreshold,
  quote,
  type FailOn,
} from '../config/parse.js';
import { writeFileSafely, WriteError } from '../discovery/fswrite.js';
import { checkRefShape as resolveRefShape } from '../discovery/committed.js';
import { repositoryIds } from '../discovery/repository-id.js';
import { normalizeRel } from '../discovery/workdirs.js';
import { userKeyDir } from '../cache.js';
import { RULE_IDS } from '../registry.js';
import { incompatibility, readReportFile, revisionOf, withBaseCommit, withPreviousReport } from '../baseline.js';
import { computeDelta, withDelta } from '../report/delta.js';
import { renderDeltaText } from '../report/delta-text.js';
import { neutralJson, stopCommands } from '../report/escape.js';
import { renderJson } from '../report/json.js';
import { mergeReports, MergeError } from '../report/merge.js';
import type { Report, ReportPolicy } from '../report/model.js';
import { renderSarif } from '../report/sarif.js';
import { renderText, verdict } from '../report/text.js';
import { judge } from '../report/verdict.js';
import { maskSecrets } from '../rules/mask.js';
import { VERSION } from '../version.js';

export interface CliIO {
  stdout: (s: string) => void;
  stderr: (s: string) => void;
  cwd: string;
  /**
   * Which streams an Actions runner reads as its log (GITHUB_ACTIONS=true and the stream is not
   * redirected to a file): output carrying repository text goes there inside a stop-commands block.
   */
  runner?: { stdout: boolean; stderr: boolean };
  /** Terminal width when stdout is a terminal (the text report wraps to it; 80 otherwise). */
  columns?: number;
}


interface Parsed {
  options: AuditOptions;
  format: 'text' | 'json' | 'sarif';
  failOn: FailOn;
  matrix: boolean;
  verbose: boolean;
  output: string | null;
  printPrompt: string | null;
  base: string | null;
  previous: string | null;
  newOnly: boolean;
  /** Where the settings came from, with `--config-from base`. */
  policy?: ReportPolicy;
}

function parse(argv: string[], cwd: string): Parsed | 'help' | 'version' {
  // `--base --upload-pack=x`: say what is wrong with the ref, not that the argument is ambiguous.
  const at = argv.indexOf('--base');
  const next = at >= 0 && argv.indexOf('--') !== -1 && argv.indexOf('--') < at ? undefined : argv[at + 1];
  if (at >= 0 && next !== undefined && next.startsWith('-') && next !== '-') resolveRefShape(next);
  const parsedArgs = (() => {
    try {
      return parseAuditArgs(argv);
    } catch (e) {
      throw new ConfigError((e as Error).message.replace(/\. To specify .*$/s, '').split('\n')[0]!);
    }
  })();
  const { values, positionals } = parsedArgs;
  if (values.help) return 'help';
  if (values.version) return 'version';
  if (positionals.length > 1) throw new ConfigError(`expected at most one ROOT, got ${positionals.length}: ${positionals.map(quote).join(' ')}`);
  const root = path.resolve(cwd, positionals[0] ?? '.');
  const options = defaultOptions(root);
  let failOn: FailOn = 'error';
  const flag = <T>(name: string, f: () => T): T => {
    try {
      return f();
    } catch (e) {
      if (e instanceof ConfigError) throw new ConfigError(`--${name}: ${e.message}`);
      throw e;
    }
  };

  const configFrom = values['config-from'] ?? 'head';
  if (configFrom !== 'head' && configFrom !== 'base') {
    throw new ConfigError(`--config-from: ${quote(configFrom)} is not accepted: expected head (the work tree's config file) or base (the one committed at --base REF)`);
  }
  if (configFrom === 'base' && values.base === undefined) throw new ConfigError('--config-from base needs --base REF: the commit to read the config file from');
  let policy: ReportPolicy | undefined;
  if (fs.existsSync(root) && fs.statSync(root).isDirectory()) {
    const explicit = values.config ? path.resolve(cwd, values.config) : null;
    const known = { profiles: KNOWN_PROFILES, rules: RULE_IDS };
    let file = loadConfigFile(root, explicit, known);
    if (configFrom === 'base') {
      const commit = resolveCommit(root, values.base!);
      const head = file;
      file = loadCommittedConfigFile(root, commit, explicit, known);
      policy = { source: 'base', commit, file: file?.path ?? null, ...policyChanges(file, head) };
    }
    failOn = applyFileConfig(options, file) ?? failOn;
  }

  if (values.profile) options.profiles = flag('profile', () => parseProfiles(values.profile!.join(','), KNOWN_PROFILES));
  if (values.cwd) options.workingDirectories = values.cwd;
  if (values['max-bytes'] !== undefined) {
    options.maxBytes = flag('max-bytes', () => parseMaxBytes(values['max-bytes']!));
    markGiven(options, 'maxBytes');
  }
  if (values.fallback) {
    options.fallbackFilenames = values.fallback;
    markGiven(options, 'fallbackFilenames');
  }
  if (values['root-marker']) options.rootMarkers = values['root-marker'];
  if (values['assume-root']) options.assumeRoot = true;
  if (values.home !== undefined) {
    const home = path.resolve(cwd, values.home);
    if (!fs.existsSync(home) || !fs.statSync(home).isDirectory()) throw new ConfigError(`--home: ${quote(values.home)} is not a directory`);
    options.home = home;
  }
  if (values['agent-state']) options.agentState = mergeAgentState(options.agentState, flag('agent-state', () => parseAgentState(values['agent-state']!)));
  if (values.rule) options.rules = { ...options.rules, ...flag('rule', () => parseRuleSettings(values.rule!.join('\n'), RULE_IDS)) };
  if (values['warn-threshold'] !== undefined) options.warnThreshold = flag('warn-threshold', () => parseThreshold(values['warn-threshold']!));
  if (values.symlinks !== undefined) options.symlinkPolicy = flag('symlinks', () => parseSymlinkPolicy(values.symlinks!));
  if (values['fail-on'] !== undefined) failOn = flag('fail-on', () => parseFailOn(values['fail-on']!));
  if (values.cache !== undefined) {
    if (values.cache.trim() === '') throw new ConfigError('--cache: give the directory to keep the cache in');
    options.cacheDir = path.resolve(cwd, values.cache);
    // The cache's key lives in the user's own cache directory, never in the cache or the repository.
    const keyDir = userKeyDir();
    if (keyDir !== undefined) options.cacheKeyDir = keyDir;
  }
  const format = values.format ?? 'text';
  if (format !== 'text' && format !== 'json' && format !== 'sarif') {
    throw new ConfigError(`--format: ${quote(format)} is not a format: expected text, json or sarif`);
  }
  if (values.base !== undefined && values.previous !== undefined) throw new ConfigError('--base and --previous: give one base, not both');
  if (values['new-only'] && values.base === undefined && values.previous === undefined) {
    throw new ConfigError('--new-only needs a base to tell new findings from old ones: add --base REF or --previous REPORT.json');
  }
  return {
    options,
    format,
    failOn,
    matrix: values.matrix ?? false,
    verbose: values.verbose ?? false,
    output: values.output ? path.resolve(cwd, values.output) : null,
    printPrompt: values['print-prompt'] ?? null,
    base: values.base ?? null,
    previous: values.previous !== undefined ? path.resolve(cwd, values.previous) : null,
    newOnly: values['new-only'] ?? false,
    ...(policy ? { policy } : {}),
  };
}

/**
 * `--output FILE` through the one safe writer: no link followed below `within` (the audited root, or
 * the current directory for merge and diff), elsewhere the user's own path; never through a link or
 * into a FIFO at FILE itself. The refusal's message, or null once written.
 */
function writeOutput(file: string, text: string, within: string[]): string | null {
  try {
    writeFileSafely(file, text, { within, anywhere: true });
    return null;
  } catch (e) {
    if (e instanceof WriteError) return `--output: cannot write ${quote(file)}: ${e.message}`;
    throw e;
  }
}

/** `agents-md-audit merge A.json B.json…`: one report from the parts of a split audit (matrix jobs). */
async function runMerge(argv: string[], io: CliIO, jsonOut: (s: string) => void): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, strict: true, options: MERGE_OPTIONS });
  if (values.help) {
    io.stdout(renderHelp('merge'));
    return 0;
  }
  if (positionals.length === 0) throw new ConfigError('merge: expected one or more JSON report files');
  const format = values.format ?? 'json';
  if (format !== 'text' && format !== 'json') throw new ConfigError(`--format: ${quote(format)} is not a format: expected text or json`);
  const failOn = values['fail-on'] !== undefined ? parseFailOn(values['fail-on']) : 'error';
  // Each part through the one reader of reports from another run (every string masked on the way in).
  const reports: Report[] = [];
  for (const file of positionals) reports.push(await readReportFile(path.resolve(io.cwd, file), 'merge', file));
  let merged: Report;
  try {
    merged = mergeReports(reports);
  } catch (e) {
    if (e instanceof MergeError) throw new ConfigError(`merge: ${e.message}`);
    throw e;
  }
  const refused = values.output ? writeOutput(path.resolve(io.cwd, values.output), renderJson(merged), [io.cwd]) : null;
  if (format === 'json') jsonOut(renderJson(merged));
  else io.stdout(renderText(merged, { failOn, verbose: values.verbose ?? false, width: io.columns ?? 80 }));
  if (refused !== null) throw new ConfigError(refused);
  const failing = failOn === 'never' ? 0 : failOn === 'warning' ? merged.stats.errors + merged.stats.warnings : merged.stats.errors;
  return failing > 0 ? 1 : 0;
}

/** `agents-md-audit diff BASE.json HEAD.json`: the delta of two saved reports. */
async function runDiff(argv: string[], io: CliIO, jsonOut: (s: string) => void): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, strict: true, options: DIFF_OPTIONS });
  if (values.help) {
    io.stdout(renderHelp('diff'));
    return 0;
  }
  const failOn = values['fail-on'] !== undefined ? parseFailOn(values['fail-on']) : 'error';
  if (positionals.length !== 2) throw new ConfigError(`diff: expected BASE.json and HEAD.json, got ${positionals.length} file${positionals.length === 1 ? '' : 's'}`);
  const format = values.format ?? 'text';
  if (format !== 'text' && format !== 'json') throw new ConfigError(`--format: ${quote(format)} is not a format: expected text or json`);
  const [baseFile, headFile] = positionals as [string, string];
  const base = await readReportFile(path.resolve(io.cwd, baseFile), 'diff', baseFile);
  const head = await readReportFile(path.resolve(io.cwd, headFile), 'diff', headFile);
  const why = incompatibility(base, head);
  if (why) throw new ConfigError(`diff: cannot compare ${quote(baseFile)} with ${quote(headFile)}: ${why}`);
  const delta = computeDelta(base, head, {
    kind: 'report',
    ref: maskSecrets(path.basename(baseFile)),
    ...(base.revision ? { commit: base.revision } : {}),
    note: 'both sides are saved reports, as they were audited.',
  });
  const json = `${JSON.stringify(delta, null, 2)}\n`;
  const refused = values.output ? writeOutput(path.resolve(io.cwd, values.output), json, [io.cwd]) : null;
  // The exit status an audit of HEAD against BASE would have, with the same --fail-on and --new-only.
  const judged = withDelta(head, delta);
  const newOnly = values['new-only'] ?? false;
  if (format === 'json') jsonOut(json);
  else io.stdout(`${verdict(judged, failOn, newOnly)}\n\n${renderDeltaText(delta, head.findings, { verbose: values.verbose ?? false, width: io.columns ?? 80, profiles: head.profiles })}`);
  if (refused !== null) throw new ConfigError(refused);
  return judge(judged, failOn, newOnly).fails ? 1 : 0;
}

export async function runCli(argv: string[], rawIo: CliIO): Promise<number> {
  // Every message goes out through the one redaction: error messages quote repository values.
  // Under Actions, no workflow command can come from it either (the one guard: src/report/escape.ts).
  const runner = rawIo.runner ?? { stdout: false, stderr: false };
  const io: CliIO = {
    ...rawIo,
    stderr: (s) => rawIo.stderr(runner.stderr ? stopCommands(maskSecrets(s)) : maskSecrets(s)),
    stdout: (s) => rawIo.stdout(runner.stdout ? stopCommands(s) : s),
  };
  /** JSON and SARIF stay valid JSON under Actions: neutralised, not wrapped. */
  const jsonOut = (s: string): void => rawIo.stdout(runner.stdout ? neutralJson(s) : s);
  if (argv[0] === 'merge' || argv[0] === 'diff') {
    try {
      return await (argv[0] === 'merge' ? runMerge(argv.slice(1), io, jsonOut) : runDiff(argv.slice(1), io, jsonOut));
    } catch (e) {
      if (e instanceof ConfigError || (e as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS')) {
        io.stderr(`agents-md-audit: ${(e as Error).message}\n`);
        return 2;
      }
      throw e;
    }
  }
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv, io.cwd);
  } catch (e) {
    if (e instanceof ConfigError) {
      io.stderr(`agents-md-audit: ${e.message}\nRun "agents-md-audit --help" for usage.\n`);
      return 2;
    }
    throw e;
  }
  if (parsed === 'help') {
    io.stdout(renderHelp('audit'));
    return 0;
  }
  if (parsed === 'version') {
    io.stdout(`${VERSION}\n`);
    return 0;
  }
  const { options } = parsed;
  try {
    let printDir: string | null = null;
    if (parsed.printPrompt !== null) {
      printDir = normalizeRel(options.root, parsed.printPrompt);
      options.workingDirectories = [printDir];
      // The prompt is rendered from the chains' texts, which a cached report does not keep.
      delete options.cacheDir;
    }
    // Digests of what each agent reads, for a comparison now or later (a report kept in a file).
    const result = await auditDetailed(options, { digests: parsed.base !== null || parsed.previous !== null || parsed.output !== null });
    for (const note of result.cache?.notes ?? []) io.stderr(`agents-md-audit: cache: ${note}\n`);
    let report = parsed.policy ? { ...result.report, policy: parsed.policy } : result.report;
    const settingsChange = policyAnnotation(parsed.policy, 'The work tree');
    if (settingsChange) io.stderr(`agents-md-audit: ${settingsChange}\n`);
    if (parsed.base !== null || parsed.previous !== null || parsed.output) {
      const revision = revisionOf(options.root);
      if (revision) report = { ...report, revision };
      // What identifies the repository, so a later --previous matches this report from another clone or worktree.
      const ids = repositoryIds(options.root);
      if (ids.length > 0) report = { ...report, repositoryIds: ids };
    }
    if (parsed.base !== null) report = await withBaseCommit(report, options, parsed.base, parsed.base, result.listing);
    else if (parsed.previous !== null) report = withPreviousReport(report, await readReportFile(parsed.previous, '--previous'), path.basename(parsed.previous));
    // Below the audited root no link is followed (the repository may have committed one at that name).
    const refused = parsed.output ? writeOutput(parsed.output, renderJson(report), [options.root]) : null;
    if (refused !== null) io.stderr(`agents-md-audit: ${refused}\n`);
    if (printDir !== null) {
      // A directory given through a link inside the repository is audited (and printed) as its target.
      const chainDir = result.cwdLinks?.get(printDir) ?? printDir;
      const r = result.resolved.find((x) => x.chain.cwd === chainDir && x.chain.profile === result.profiles[0]?.id);
      const profile = result.profiles[0]!;
      // The prompt is printed with secrets masked: the audit never prints a secret, even one an agent would load.
      // Printing it is the whole job, so the run succeeds whatever the audit found.
      if (r?.chain.startError !== undefined) {
        io.stderr(`agents-md-audit: ${profile.name} does not start in ${printDir}: ${r.chain.startError}\n`);
        return 0;
      }
      if (r) {
        const prompt = profile.render(r, path.join(options.root, chainDir === '.' ? '' : chainDir));
        const masked = maskSecrets(prompt);
        io.stdout(`${masked}\n`);
        if (masked !== prompt) io.stderr('agents-md-audit: secrets in the prompt were masked; the agent itself would read them in full.\n');
        if (profile.promptUnknown) io.stderr(`agents-md-audit: not the prompt: ${profile.promptUnknown}; printed are the files it sends, in order, each with its text.\n`);
        return 0;
      }
    } else if (parsed.format === 'json') {
      jsonOut(renderJson(report));
    } else if (parsed.format === 'sarif') {
      jsonOut(renderSarif(report));
    } else {
      const width = io.columns ?? 80;
      const section = report.delta ? renderDeltaText(report.delta, report.findings, { verbose: parsed.verbose, width, profiles: report.profiles }) : undefined;
      io.stdout(renderText(report, { matrix: parsed.matrix, verbose: parsed.verbose, failOn: parsed.failOn, width, newOnly: parsed.newOnly, ...(section !== undefined ? { section } : {}) }));
    }
    if (refused !== null) return 2;
    // The one verdict: the headline above says the same.
    return judge(report, parsed.failOn, parsed.newOnly).fails ? 1 : 0;
  } catch (e) {
    if (e instanceof ConfigError) {
      io.stderr(`agents-md-audit: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
}
