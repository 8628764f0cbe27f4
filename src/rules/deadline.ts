/**
 * Run a synchronous task with a hard time limit, without a worker thread.
 *
 * `vm`'s `timeout` arms a watchdog that terminates whatever JavaScript the script is running when
 * the time is up, including functions of the main realm it calls. So a parse that would take
 * minutes (micromark has superlinear paths, see guard.ts) stops at the deadline with an exception,
 * and the caller falls back. Everything a task touches must be per-call state (the unified
 * processors here are frozen and keep none), so an interrupted task leaves nothing half-updated.
 * Works in the ncc bundle too: `node:vm` is built in.
 */
import vm from 'node:vm';

export class DeadlineExceeded extends Error {
  readonly ms: number;
  constructor(ms: number) {
    super(`did not finish within ${ms} ms`);
    this.ms = ms;
    this.name = 'DeadlineExceeded';
  }
}

const context = vm.createContext({ task: undefined as unknown, result: undefined as unknown });
const script = new vm.Script('result = task();', { filename: 'agents-md-audit-deadline.js' });

export function runWithDeadline<T>(task: () => T, ms: number): T {
  context.task = task;
  context.result = undefined;
  try {
    script.runInContext(context, { timeout: ms });
    return context.result as T;
  } catch (error) {
    if (error !== null && typeof error === 'object' && 'code' in error && error.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') {
      throw new DeadlineExceeded(ms);
    }
    throw error;
  } finally {
    context.task = undefined;
    context.result = undefined;
  }
}
