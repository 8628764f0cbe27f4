/**
 * The audit's settings as a config file states them, one line per setting, and what one config
 * file changes against another (a pull request's against its base's). Pure.
 *
 * Values are shown as parsed (`fail-on: Never` is `never`, a rule's `2` is `error`), masked
 * (a token-shaped value never appears in full) and cut to a readable length.
 */
import { maskSecrets } from '../rules/mask.js';
import type { PolicySettingChange as SettingChange, ReportPolicy } from '../report/model.js';
import type { FileConfig } from './file.js';

/** Settings listed at most; the rest are counted. */
export const MAX_LISTED_CHANGES = 20;
/** Characters of a value shown at most (after masking). */
const MAX_VALUE_CHARS = 80;

function shown(value: string): string {
  const safe = maskSecrets(value).replace(/[\u0000-\u001f\u007f]/g, ' ');
  return safe.length > MAX_VALUE_CHARS ? `${safe.slice(0, MAX_VALUE_CHARS)}…` : safe;
}

function list(values: readonly string[]): string {
  return values.join(', ');
}

/** Every setting `file` states, as `name → value`, in the order the config file's documentation lists them. */
export function statedSettings(file: FileConfig | null): Map<string, string> {
  const out = new Map<string, string>();
  if (!file) return out;
  const put = (name: string, value: string): void => void out.set(shown(name), shown(value));
  if (file.profiles) put('profiles', list(file.profiles));
  if (file.workingDirectories) put('working-directories', list(file.workingDirectories));
  if (file.maxBytes !== undefined) put('max-bytes', String(file.maxBytes));
  if (file.fallbackFilenames) put('fallback-filenames', list(file.fallbackFilenames));
  if (file.rootMarkers) put('root-markers', list(file.rootMarkers));
  for (const id of Object.keys(file.rules ?? {}).sort()) put(`rules.${id}`, file.rules![id]!);
  if (file.warnThreshold !== undefined) put('warn-threshold', `${Math.round(file.warnThreshold * 10000) / 100}%`);
  if (file.symlinkPolicy) put('symlinks', file.symlinkPolicy);
  if (file.failOn) put('fail-on', file.failOn);
  const state = file.agentState;
  if (state) {
    if (state.codexTrust) put('agent-state.codex-trust', state.codexTrust);
    for (const dir of Object.keys(state.codexTrustDirs ?? {}).sort()) put(`agent-state.codex-trust.${dir}`, state.codexTrustDirs![dir]!);
    if (state.claudeExternalImports !== undefined) put('agent-state.claude-external-imports', state.claudeExternalImports ? 'approved' : 'not-approved');
    if (state.geminiFolderTrust) put('agent-state.gemini-folder-trust', state.geminiFolderTrust);
  }
  return out;
}

/**
 * The settings `head` states differently from `base` (either may be null: no file), in the order
 * `statedSettings` gives them (the base's first, then those only the head states); at most `max`
 * listed, and how many more there are.
 */
export function settingChanges(base: FileConfig | null, head: FileConfig | null, max = MAX_LISTED_CHANGES): { changes: SettingChange[]; more: number } {
  const b = statedSettings(base);
  const h = statedSettings(head);
  const all: SettingChange[] = [];
  for (const name of new Set([...b.keys(), ...h.keys()])) {
    const before = b.get(name) ?? null;
    const after = h.get(name) ?? null;
    if (before !== after) all.push({ setting: name, base: before, head: after });
  }
  // The gate first: fail-on and switched-off rules are what a pull request could use to pass.
  const weight = (c: SettingChange): number => (c.setting === 'fail-on' ? 0 : c.head === 'off' ? 1 : 2);
  all.sort((x, y) => weight(x) - weight(y));
  return { changes: all.slice(0, max), more: Math.max(0, all.length - max) };
}

/** The report's account of what `head` changes against `base`: the changes, and both files' names when there are any. */
export function policyChanges(base: FileConfig | null, head: FileConfig | null): Pick<ReportPolicy, 'changed' | 'moreChanged' | 'baseFile' | 'headFile'> {
  const { changes, more } = settingChanges(base, head);
  if (changes.length === 0) return { changed: [] };
  return { changed: changes, ...(more > 0 ? { moreChanged: more } : {}), baseFile: base?.path ?? null, headFile: head?.path ?? null };
}
