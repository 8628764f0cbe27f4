/**
 * AuditOptions for the action: built-in defaults, then the repository config file, then the
 * inputs the workflow set. Pure.
 */
import { defaultOptions, type AuditOptions } from '../config/options.js';
import type { FileConfig } from '../config/file.js';
import type { FailOn } from '../config/parse.js';
import type { ActionInputs } from './inputs.js';

export interface ActionSettings {
  options: AuditOptions;
  failOn: FailOn;
}

export function buildOptions(inputs: ActionInputs, file: FileConfig | null): ActionSettings {
  const options = defaultOptions(inputs.root);
  let failOn: FailOn = 'error';
  if (file) {
    if (file.profiles) options.profiles = file.profiles;
    if (file.workingDirectories) options.workingDirectories = file.workingDirectories;
    if (file.maxBytes !== undefined) options.maxBytes = file.maxBytes;
    if (file.fallbackFilenames) options.fallbackFilenames = file.fallbackFilenames;
    if (file.rootMarkers) options.rootMarkers = file.rootMarkers;
    if (file.rules) options.rules = { ...file.rules };
    if (file.warnThreshold !== undefined) options.warnThreshold = file.warnThreshold;
    if (file.symlinkPolicy) options.symlinkPolicy = file.symlinkPolicy;
    if (file.failOn) failOn = file.failOn;
  }
  const o = inputs.overrides;
  if (o.profiles) options.profiles = o.profiles;
  if (o.workingDirectories) options.workingDirectories = o.workingDirectories;
  if (o.maxBytes !== undefined) options.maxBytes = o.maxBytes;
  if (o.fallbackFilenames) options.fallbackFilenames = o.fallbackFilenames;
  if (o.rootMarkers) options.rootMarkers = o.rootMarkers;
  if (o.rules) options.rules = { ...options.rules, ...o.rules };
  if (o.warnThreshold !== undefined) options.warnThreshold = o.warnThreshold;
  if (o.symlinkPolicy) options.symlinkPolicy = o.symlinkPolicy;
  if (inputs.failOn) failOn = inputs.failOn;
  options.assumeRoot = inputs.assumeRoot;
  // Personal documents (~/.codex, ~/.a3s) belong to a developer's machine, not to a runner.
  options.home = null;
  return { options, failOn };
}
