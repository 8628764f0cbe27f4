/**
 * SARIF 2.1.0 for GitHub code scanning (`github/codeql-action/upload-sarif`). Pure, golden-tested.
 *
 * Code scanning rejects the whole file when one result has no location
 * (`locationFromSarifResult: expected at least one location`), so a finding without a repository
 * file (a configuration finding, or a personal document outside the repository) is anchored at the
 * configuration file when one is given, and otherwise reported as a tool configuration notification
 * of the run's invocation, where it cannot break the upload.
 */
import type * as Sarif from 'sarif';
import type { Finding, Report, Severity } from './model.js';
import { ruleDocsUrl, type RuleMeta } from '../rules/meta.js';
import { ALL_RULES } from '../registry.js';
import { REPOSITORY } from '../version.js';

export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
export const FINGERPRINT_KEY = 'agentsMdAudit/v1';

type SarifLevel = 'error' | 'warning' | 'note';
const LEVEL: Record<Severity, SarifLevel> = { error: 'error', warning: 'warning', info: 'note' };

export interface SarifOptions {
  /** Repository-relative path of the configuration file, to anchor findings that have no file. */
  configPath?: string;
  /** Prefix turning report paths (relative to the audited directory) into repository paths, e.g. `tools/`. */
  uriPrefix?: string;
}

// The SARIF 2.1.0 object model is @types/sarif's; these narrow it to what this renderer always
// writes (so a caller needs no checks for what is always there), and stay assignable to it.

export interface SarifRegion extends Sarif.Region {
  startLine: number;
}

export interface SarifLocation extends Sarif.Location {
  physicalLocation: Sarif.PhysicalLocation & { artifactLocation: Sarif.ArtifactLocation & { uri: string }; region: SarifRegion };
}

export interface SarifResult extends Sarif.Result {
  ruleId: string;
  ruleIndex: number;
  level: SarifLevel;
  message: Sarif.Message & { text: string };
  locations: SarifLocation[];
  partialFingerprints: Record<string, string>;
  /** With a base (`--base`, `--previous`): `new`, or `unchanged` for a finding the base had too. */
  baselineState?: 'new' | 'unchanged';
}

export interface SarifRule extends Sarif.ReportingDescriptor {
  name: string;
  shortDescription: Sarif.MultiformatMessageString;
  fullDescription: Sarif.MultiformatMessageString;
  help: Sarif.MultiformatMessageString & { markdown: string };
  helpUri: string;
  defaultConfiguration: Sarif.ReportingConfiguration & { level: SarifLevel };
  /** `security-severity` (a score as a string, e.g. "8.8") makes code scanning rank the rule's results as security alerts. */
  properties: Sarif.PropertyBag & { tags: string[]; 'security-severity'?: string };
}

export interface SarifNotification extends Sarif.Notification {
  descriptor: { id: string };
  associatedRule: { id: string; index: number };
  level: SarifLevel;
}

export interface SarifRun extends Sarif.Run {
  tool: { driver: Omit<Sarif.ToolComponent, 'rules'> & { version: string; semanticVersion: string; informationUri: string; rules: SarifRule[] } };
  invocations: Array<Omit<Sarif.Invocation, 'toolConfigurationNotifications'> & { toolConfigurationNotifications: SarifNotification[] }>;
  results: SarifResult[];
  /** Columns count UTF-16 code units, as the report's do (remark's and JavaScript's string offsets). */
  columnKind: 'utf16CodeUnits';
}

export interface SarifLog extends Sarif.Log {
  $schema: string;
  runs: SarifRun[];
}

const INFORMATION_URI = `https://github.com/${REPOSITORY}`;

/** A repository-relative POSIX path as a relative URI reference (each segment percent-encoded). */
export function pathToUri(path: string): string {
  return path
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}

/** True for a path that names a file in the repository (not `~/…`, absolute or `..`). */
function inRepository(path: string): boolean {
  return !path.startsWith('~') && !path.startsWith('/') && path !== '..' && !path.startsWith('../') && path !== '';
}

function cap(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function ruleDescriptor(meta: RuleMeta): SarifRule {
  const url = ruleDocsUrl(meta.id);
  return {
    id: meta.id,
    name: meta.id
      .split(/[-_]/)
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join(''),
    shortDescription: { text: cap(meta.description, 1024) },
    fullDescription: { text: cap(meta.description, 1024) },
    help: { text: `${meta.description}\nSee ${url}`, markdown: `${meta.description}\n\n[Rule documentation](${url})` },
    helpUri: url,
    defaultConfiguration: { level: LEVEL[meta.defaultSeverity] },
    properties: meta.security
      ? { tags: ['agents-md', meta.kind, 'security'], 'security-severity': meta.security.severity.toFixed(1) }
      : { tags: ['agents-md', meta.kind] },
  };
}

function region(f: Finding): SarifRegion {
  if (f.line === null || f.line < 1) return { startLine: 1 };
  const r: SarifRegion = { startLine: f.line };
  if (f.column !== undefined && f.column >= 1) r.startColumn = f.column;
  const endLine = f.endLine !== undefined && f.endLine >= f.line ? f.endLine : f.line;
  r.endLine = endLine;
  if (f.endColumn !== undefined && r.startColumn !== undefined && (endLine > f.line || f.endColumn >= r.startColumn)) {
    r.endColumn = f.endColumn;
  }
  return r;
}

export function toSarif(report: Report, rules: readonly RuleMeta[], options: SarifOptions = {}): SarifLog {
  const descriptors = rules.map(ruleDescriptor);
  const index = new Map<string, number>(descriptors.map((d, i) => [d.id, i]));
  const indexOf = (id: string): number => {
    let i = index.get(id);
    if (i === undefined) {
      // A finding from a rule the caller did not list still needs a descriptor for its ruleIndex.
      i = descriptors.length;
      descriptors.push(ruleDescriptor({ id, kind: 'check', defaultSeverity: 'warning', description: id }));
      index.set(id, i);
    }
    return i;
  };

  const results: SarifResult[] = [];
  const notifications: SarifNotification[] = [];
  for (const f of report.findings) {
    const ruleIndex = indexOf(f.ruleId);
    const anchor = f.path !== null && inRepository(f.path) ? f.path : options.configPath;
    const text = f.path === null || anchor === f.path ? f.message : `${f.path}: ${f.message}`;
    if (anchor === undefined) {
      notifications.push({
        descriptor: { id: f.ruleId },
        associatedRule: { id: f.ruleId, index: ruleIndex },
        level: LEVEL[f.severity],
        message: { text },
      });
      continue;
    }
    const result: SarifResult = {
      ruleId: f.ruleId,
      ruleIndex,
      level: LEVEL[f.severity],
      message: { text },
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: pathToUri((options.uriPrefix ?? '') + anchor) },
            region: anchor === f.path ? region(f) : { startLine: 1 },
          },
        },
      ],
      partialFingerprints: { [FINGERPRINT_KEY]: f.fingerprint },
    };
    if (f.baseline !== undefined) result.baselineState = f.baseline === 'new' ? 'new' : 'unchanged';
    const properties: Record<string, unknown> = {};
    if (f.profiles !== undefined) properties['profiles'] = f.profiles;
    if (f.cwds !== undefined) properties['workingDirectories'] = f.cwds;
    if (anchor !== f.path) properties['configurationFinding'] = true;
    if (Object.keys(properties).length > 0) result.properties = properties;
    results.push(result);
  }

  return {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: report.tool.name,
            version: report.tool.version,
            semanticVersion: report.tool.version,
            informationUri: INFORMATION_URI,
            rules: descriptors,
          },
        },
        invocations: [{ executionSuccessful: true, toolConfigurationNotifications: notifications }],
        results,
        columnKind: 'utf16CodeUnits',
      },
    ],
  };
}

/**
 * The SARIF file for `report` as text (what `--format sarif` prints and the action's `sarif-path`
 * holds), describing `rules` (by default every rule of this version).
 */
export function renderSarif(report: Report, options: SarifOptions = {}, rules: readonly RuleMeta[] = ALL_RULES): string {
  return `${JSON.stringify(toSarif(report, rules, options), null, 2)}\n`;
}
