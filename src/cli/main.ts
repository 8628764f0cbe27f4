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
import { applyFileConfig, loadConfigFile } from '../config/file.js';
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
import { normalizeRel } from '../discovery/workdirs.js';
import { RULE_IDS } from '../registry.js';
import { incompatibility, readReportFile, revisionOf, withBaseCommit, withPreviousReport } from '../baseline.js';
import { computeDelta, onlyNew } from '../report/delta.js';
import { renderDeltaText } from '../report/delta-text.js';
import { neutralJson, stopCommands } from '../report/escape.js';
import { renderJson } from '../report/json.js';
import { maskReport } from '../report/mask.js';
import { mergeReports, MergeError } from '../report/merge.js';
import type { Report } from '../report/model.js';
import { renderSarif } from '../report/sarif.js';
import { renderText } from '../report/text.js';
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
}

function parse(argv: string[], cwd: string): Parsed | 'help' | 'version' {
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

  if (fs.existsSync(root) && fs.statSync(root).isDirectory()) {
    const file = loadConfigFile(root, values.config ? path.resolve(cwd, values.config) : null, { profiles: KNOWN_PROFILES, rules: RULE_IDS });
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
  };
}

/** `agents-md-audit merge A.json B.json…`: one report from the parts of a split audit (matrix jobs). */
function runMerge(argv: string[], io: CliIO, jsonOut: (s: string) => void): number {
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, strict: true, options: MERGE_OPTIONS });
  if (values.help) {
    io.stdout(renderHelp('merge'));
    return 0;
  }
  if (positionals.length === 0) throw new ConfigError('merge: expected one or more JSON report files');
  const format = values.format ?? 'json';
  if (format !== 'text' && format !== 'json') throw new ConfigError(`--format: ${quote(format)} is not a format: expected text or json`);
  const failOn = values['fail-on'] !== undefined ? parseFailOn(values['fail-on']) : 'error';
  const reports: Report[] = positionals.map((file) => {
    let data: unknown;
    try {
      data = JSON.parse(fs.readFileSync(path.resolve(io.cwd, file), 'utf8'));
    } catch (e) {
      throw new ConfigError(`merge: cannot read report ${quote(file)}: ${(e as Error).message.split('\n')[0]}`);
    }
    if (typeof data !== 'object' || data === null || (data as Report).schemaVersion !== 1 || !Array.isArray((data as Report).chains)) {
      throw new ConfigError(`merge: ${quote(file)} is not an agents-md-audit report (schemaVersion 1)`);
    }
    return data as Report;
  });
  let merged: Report;
  try {
    merged = maskReport(mergeReports(reports));
  } catch (e) {
    if (e instanceof MergeError) throw new ConfigError(`merge: ${e.message}`);
    throw e;
  }
  if (values.output) fs.writeFileSync(path.resolve(io.cwd, values.output), renderJson(merged));
  if (format === 'json') jsonOut(renderJson(merged));
  else io.stdout(renderText(merged, { failOn, verbose: values.verbose ?? false, width: io.columns ?? 80 }));
  const failing = failOn === 'never' ? 0 : failOn === 'warning' ? merged.stats.errors + merged.stats.warnings : merged.stats.errors;
  return failing > 0 ? 1 : 0;
}

/** `agents-md-audit diff BASE.json HEAD.json`: the delta of two saved reports. */
function runDiff(argv: string[], io: CliIO, jsonOut: (s: string) => void): number {
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, strict: true, options: DIFF_OPTIONS });
  if (values.help) {
    io.stdout(renderHelp('diff'));
    return 0;
  }
  if (positionals.length !== 2) throw new ConfigError(`diff: expected BASE.json and HEAD.json, got ${positionals.length} file${positionals.length === 1 ? '' : 's'}`);
  const format = values.format ?? 'text';
  if (format !== 'text' && format !== 'json') throw new ConfigError(`--format: ${quote(format)} is not a format: expected text or json`);
  const [baseFile, headFile] = positionals as [string, string];
  const base = readReportFile(path.resolve(io.cwd, baseFile), 'diff');
  const head = readReportFile(path.resolve(io.cwd, headFile), 'diff');
  const why = incompatibility(base, head);
  if (why) throw new ConfigError(`diff: cannot compare ${quote(baseFile)} with ${quote(headFile)}: ${why}`);
  const delta = computeDelta(base, head, {
    kind: 'report',
    ref: path.basename(baseFile),
    ...(base.revision ? { commit: base.revision } : {}),
    note: 'both sides are saved reports, as they were audited.',
  });
  const json = `${JSON.stringify(delta, null, 2)}\n`;
  if (values.output) fs.writeFileSync(path.resolve(io.cwd, values.output), json);
  if (format === 'json') jsonOut(json);
  else io.stdout(renderDeltaText(delta, head.findings));
  return 0;
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
      return argv[0] === 'merge' ? runMerge(argv.slice(1), io, jsonOut) : runDiff(argv.slice(1), io, jsonOut);
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
    const result = await auditDetailed(options);
    for (const note of result.cache?.notes ?? []) io.stderr(`agents-md-audit: cache: ${note}\n`);
    let report = result.report;
    if (parsed.base !== null || parsed.previous !== null || parsed.output) {
      const revision = revisionOf(options.root);
      if (revision) report = { ...report, revision };
    }
    if (parsed.base !== null) report = await withBaseCommit(report, options, parsed.base);
    else if (parsed.previous !== null) report = withPreviousReport(report, readReportFile(parsed.previous, '--previous'), path.basename(parsed.previous));
    if (parsed.output) fs.writeFileSync(parsed.output, renderJson(report));
    if (printDir !== null) {
      const r = result.resolved.find((x) => x.chain.cwd === printDir && x.chain.profile === options.profiles[0]);
      const profile = result.profiles[0]!;
      // The prompt is printed with secrets masked: the audit never prints a secret, even one an agent would load.
      // Printing it is the whole job, so the run succeeds whatever the audit found.
      if (r?.chain.startError !== undefined) {
        io.stderr(`agents-md-audit: ${profile.name} does not start in ${printDir}: ${r.chain.startError}\n`);
        return 0;
      }
      if (r) {
        const prompt = profile.render(r, path.join(options.root, printDir === '.' ? '' : printDir));
        const masked = maskSecrets(prompt);
        io.stdout(`${masked}\n`);
        if (masked !== prompt) io.stderr('agents-md-audit: secrets in the prompt were masked; the agent itself would read them in full.\n');
        return 0;
      }
    } else if (parsed.format === 'json') {
      jsonOut(renderJson(report));
    } else if (parsed.format === 'sarif') {
      jsonOut(renderSarif(report));
    } else {
      const section = report.delta ? renderDeltaText(report.delta, report.findings) : '';
      io.stdout(section + renderText(report, { matrix: parsed.matrix, verbose: parsed.verbose, failOn: parsed.failOn, width: io.columns ?? 80 }));
    }
    const { stats } = parsed.newOnly ? onlyNew(report) : report;
    const failing = parsed.failOn === 'never' ? 0 : parsed.failOn === 'warning' ? stats.errors + stats.warnings : stats.errors;
    return failing > 0 ? 1 : 0;
  } catch (e) {
    if (e instanceof ConfigError) {
      io.stderr(`agents-md-audit: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
}
