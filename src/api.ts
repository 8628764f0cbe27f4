/** The library entry: the engine and renderers for programmatic use. */
import { type AuditResult, type AuditSource, auditDetailed as engineAuditDetailed } from './audit.js';
import { type AuditInput, type AuditOptions, defaultOptions } from './config/options.js';
import { ConfigError } from './config/parse.js';
import type { Report } from './report/model.js';

export { validateOptions, KNOWN_PROFILES, ALL_RULES } from './audit.js';
export type { AuditResult, AuditSource } from './audit.js';
export { defaultOptions, type AuditInput, type AuditOptions } from './config/options.js';
export { ConfigError } from './config/parse.js';
export type * from './report/model.js';
export { renderJson } from './report/json.js';
export { renderText } from './report/text.js';
export { renderSarif } from './report/sarif.js';
export { PROFILES, getProfile } from './profiles/index.js';

/**
 * The options for `input`: each option it leaves out (or gives as `undefined`) takes its default
 * from `defaultOptions(input.root)`. Nothing is marked given (`givenSettings` stays the caller's).
 */
export function withDefaults(input: AuditInput): AuditOptions {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new ConfigError(`audit options must be an object with a root, not ${input === null ? 'null' : Array.isArray(input) ? 'an array' : typeof input}`);
  }
  if (typeof input.root !== 'string' || input.root === '') throw new ConfigError('audit options need a root: the path of the directory to audit');
  const options: Record<string, unknown> = { ...defaultOptions(input.root) };
  for (const [key, value] of Object.entries(input)) if (value !== undefined) options[key] = value;
  return options as unknown as AuditOptions;
}

/** Audit the repository at `options.root`; every option left out takes its default (`defaultOptions`). */
export async function audit(options: AuditInput): Promise<Report> {
  return (await engineAuditDetailed(withDefaults(options))).report;
}

/** `audit()` with what the audit saw beside the report (the chains' files, the listing). */
export async function auditDetailed(options: AuditInput, source?: AuditSource): Promise<AuditResult> {
  return engineAuditDetailed(withDefaults(options), source);
}
