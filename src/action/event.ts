/**
 * The event payload (`GITHUB_EVENT_PATH`): the one reader, run once per step, and the one
 * validation of what the action takes from it. The payload describes a pull request whose author
 * the team does not control, so it is read like any other hostile input:
 *
 * - opened non-blocking (a FIFO or a device at the path never blocks the step), regular files
 *   only, at most {@link MAX_EVENT_BYTES} (GitHub's own cap on webhook payloads), strict UTF-8;
 * - parsed with `JSON.parse` (iterative in V8: no nesting depth exhausts the stack) and walked only
 *   along fixed paths, own properties only;
 * - every value used is validated: the repository's owner and name (`^[A-Za-z0-9_.-]+$`, never `.`
 *   or `..`), the pull request number (a positive safe integer), the base commit (40 or 64 hex
 *   digits). A value that fails gives a reason, never a fallback and never an API request.
 *
 * API paths are built only from a {@link PullRef} (see `apiPath` in github-api.ts), which only
 * {@link pullRef} makes, from validated values.
 */
import * as fs from 'node:fs';
import { quote } from '../config/parse.js';
import { kindPhrase, readCapped } from '../discovery/fsprobe.js';

/** Events with a pull request whose changed files the action orders annotations by. */
export const PULL_REQUEST_EVENTS = ['pull_request', 'pull_request_target'];
/** Events with a base commit to compare with. */
export const BASE_EVENTS = ['pull_request', 'pull_request_target', 'merge_group'];
/** GitHub caps webhook payloads at 25 MB; a bigger event file is not one GitHub wrote. */
export const MAX_EVENT_BYTES = 25 * 1024 * 1024;

const NAME = /^[A-Za-z0-9_.-]+$/;
const SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/i;
const brand: unique symbol = Symbol('validated');

/** An owner, a repository and a pull request number, validated: the only input of an API path. */
export interface PullRef {
  readonly owner: string;
  readonly repo: string;
  readonly number: number;
  readonly [brand]: true;
}

export interface EventBase {
  sha: string;
  /** What to call it: the base branch (`main`), else the commit. */
  label: string;
}

export interface ActionEvent {
  /** GITHUB_EVENT_NAME. */
  name: string;
  /** The pull request to talk to the API about, or why there is none (not a pull request, a bad value). */
  pull: PullRef | string;
  /** The base commit, why there is none, or null for an event without a base (push, schedule). */
  base: EventBase | string | null;
}

/** Why an owner or repository name is unsafe in an API path, or null when it is fine. */
export function badName(name: string): string | null {
  if (name === '.' || name === '..') return `${quote(name)} is a path step, not a name`;
  if (!NAME.test(name)) return `${quote(name)} holds characters other than letters, digits, "-", "_" and "."`;
  return null;
}

/** A validated pull request reference, or why the values are refused. */
export function pullRef(owner: string, repo: string, number: unknown): PullRef | string {
  const why = badName(owner) ?? badName(repo);
  if (why) return `the repository ${quote(`${owner}/${repo}`)} is not a valid owner/name: ${why}`;
  if (number === undefined) return 'the event payload has no pull request number';
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 1) {
    return `the pull request number ${describe(number)} is not a positive whole number`;
  }
  return { owner, repo, number, [brand]: true };
}

/** A JSON value for a message: a string quoted and cut, a number as written, else its kind (never serialised: it may be deep). */
function describe(value: unknown): string {
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return value === null ? 'null' : Array.isArray(value) ? 'a list' : `a ${typeof value}`;
}

/** The own property `key` of a JSON object, else undefined. */
export function field(value: unknown, key: string): unknown {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
}


/** The parsed payload, or why it cannot be had. Never blocks, never reads more than the cap. */
export function readPayload(file: string): { data: unknown } | string {
  if (!file) return 'no event payload (GITHUB_EVENT_PATH is not set)';
  const shown = quote(file);
  let st: fs.Stats | undefined;
  try {
    st = fs.statSync(file, { throwIfNoEntry: false });
  } catch (e) {
    return `cannot read the event payload ${shown}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`;
  }
  if (st === undefined) return `cannot read the event payload ${shown}: ENOENT`;
  if (!st.isFile()) return `the event payload ${shown} is ${kindPhrase(st)}, not a regular file`;
  if (st.size > MAX_EVENT_BYTES) return `the event payload ${shown} is ${st.size} bytes, over the ${MAX_EVENT_BYTES} GitHub's payloads stay under`;
  // The runner's own file, maybe through a link it made: read its target with the safe reader
  // (non-blocking, the descriptor checked again, never past the cap).
  let real: string;
  try {
    real = fs.realpathSync(file);
  } catch (e) {
    return `cannot read the event payload ${shown}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`;
  }
  const r = readCapped(real, MAX_EVENT_BYTES + 1);
  if (r.error !== undefined) return `cannot read the event payload ${shown}: ${r.error}`;
  if (!r.complete || r.bytes.length > MAX_EVENT_BYTES) return `the event payload ${shown} is over the ${MAX_EVENT_BYTES} bytes GitHub's payloads stay under`;
  const bytes = r.bytes;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return `the event payload ${shown} is not UTF-8 text`;
  }
  try {
    return { data: JSON.parse(text) as unknown };
  } catch (e) {
    return `the event payload ${shown} is not JSON (${(e as Error).message.split('\n')[0]})`;
  }
}

function pullOf(data: unknown, repository: string): PullRef | string {
  const pr = field(data, 'pull_request');
  if (pr === null || typeof pr !== 'object' || Array.isArray(pr)) return 'the event payload has no pull_request';
  const number = Object.hasOwn(pr, 'number') ? field(pr, 'number') : field(data, 'number');
  const repo = field(data, 'repository');
  let fullName: string;
  if (repo === undefined) {
    if (!repository) return 'the repository name is unknown (the payload has none and GITHUB_REPOSITORY is not set)';
    fullName = repository;
  } else {
    const name = field(repo, 'full_name');
    if (typeof name !== 'string') return "the event payload's repository has no full_name";
    fullName = name;
  }
  const slash = fullName.indexOf('/');
  if (slash < 0) return `the repository ${quote(fullName)} is not a valid owner/name: it has no "/"`;
  return pullRef(fullName.slice(0, slash), fullName.slice(slash + 1), number);
}

function baseOf(name: string, data: unknown): EventBase | string | null {
  if (!BASE_EVENTS.includes(name)) return null;
  const group = name === 'merge_group' ? field(data, 'merge_group') : undefined;
  const base = name === 'merge_group' ? undefined : field(field(data, 'pull_request'), 'base');
  const sha = name === 'merge_group' ? field(group, 'base_sha') : field(base, 'sha');
  const ref = name === 'merge_group' ? field(group, 'base_ref') : field(base, 'ref');
  if (sha === undefined || sha === null) return `the ${name} payload has no base commit`;
  if (typeof sha !== 'string' || !SHA.test(sha)) {
    return `the ${name} payload's base commit ${describe(sha)} is not a full commit id (40 or 64 hex digits)`;
  }
  const branch = typeof ref === 'string' ? ref.replace(/^refs\/heads\//, '') : '';
  return { sha: sha.toLowerCase(), label: /^[\w./-]{1,200}$/.test(branch) ? branch : sha.slice(0, 12).toLowerCase() };
}

/**
 * What the action uses of the event: read once (`eventPath` is GITHUB_EVENT_PATH), validated.
 * `repository` is GITHUB_REPOSITORY, used only when the payload names no repository.
 */
export function readActionEvent(name: string, eventPath: string, repository: string): ActionEvent {
  const read = readPayload(eventPath);
  if (typeof read === 'string') return { name, pull: read, base: BASE_EVENTS.includes(name) ? read : null };
  return { name, pull: pullOf(read.data, repository), base: baseOf(name, read.data) };
}

/** The event of this step, from the runner's environment. */
export function actionEventFromEnv(env: NodeJS.ProcessEnv = process.env): ActionEvent {
  return readActionEvent(env['GITHUB_EVENT_NAME'] ?? '', env['GITHUB_EVENT_PATH'] ?? '', env['GITHUB_REPOSITORY'] ?? '');
}
