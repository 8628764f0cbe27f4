/**
 * AuditOptions for the action: built-in defaults, then the repository config file, then the
 * inputs the workflow set. Pure.
 */
import { defaultOptions, markGiven, type AuditOptions } from '../config/options.js';
import { applyFileConfig, type FileConfig } from '../config/file.js';
import type { FailOn } from '../config/parse.js';
import type { ActionInputs } from './inputs.js';

export interface ActionSettings {
  options: AuditOptions;
  failOn: FailOn;
}

export function buildOptions(inputs: ActionInputs, file: FileConfig | null): ActionSettings {
  const options = defaultOptions(inputs.root);
  let failOn: FailOn = applyFileConfig(options, file) ?? 'error';
  const o = inputs.overrides;
  if (o.profiles) options.profiles = o.profiles;
  if (o.workingDirectories) options.workingDirectories = o.workingDirectories;
  if (o.maxBytes !== undefined) {
    options.maxBytes = o.maxBytes;
    markGiven(options, 'maxBytes');
  }
  if (o.fallbackFilenames) {
    options.fallbackFilenames = o.fallbackFilenames;
    markGiven(options, 'fallbackFilenames');
  }
  if (o.rootMarkers) options.rootMarkers = o.rootMarkers;
  if (o.rules) options.rules = { ...options.rules, ...o.rules };
  if (o.warnThreshold !== undefined) options.warnThreshold = o.warnThreshold;
  if (o.symlinkPolicy) options.symlinkPolicy = o.symlinkPolicy;
  if (inputs.failOn) failOn = inputs.failOn;
  options.assumeRoot = inputs.assumeRoot;
  // Personal documents (~/.codex, ~/.a3s) belong to a developer's machine, not to a runner.
  options.home = null;
  if (inputs.cacheDir !== null) options.cacheDir = inputs.cacheDir;
  return { options, failOn };
}
