/**
 * The text-only half of the lint (`prepareLint`: the parse guard, the link scanner, secrets and
 * personal paths) on the second core: a worker thread takes batches of texts while the engine goes
 * on with the listing, the chains and the checks. The results are the same as in the engine's own
 * thread (the same function on the same text; plain data both ways); a file whose lint needs the
 * Markdown tree is prepared back in the engine's thread, and if the worker cannot start or fails,
 * everything is prepared there.
 *
 * The worker runs a script that starts `runPrepareWorker()` when it finds itself in a worker with
 * the prepare role: `prepare-worker.js` beside this module in `lib/`, or the bundle itself, whose
 * entry says so with `usePrepareWorker(import.meta.url)`.
 */
import * as fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { type PreparedLint, prepareLint } from './index.js';

export const PREPARE_ROLE = 'agents-md-audit:prepare-lint';

function besideThisModule(): URL | null {
  try {
    const url = new URL('./prepare-worker.js', import.meta.url);
    return fs.existsSync(fileURLToPath(url)) ? url : null;
  } catch {
    return null;
  }
}

let script: URL | null = besideThisModule();

/**
 * The script a worker runs when none lies beside this module: a bundle passes its own URL (its
 * entry runs nothing but the worker in a prepare worker, see `isPrepareWorker`).
 */
export function usePrepareWorker(url: string | URL): void {
  script ??= new URL(url);
}

/** Texts sent at a time: big enough that messaging costs little, small enough to start work early. */
const BATCH = 48;

export interface PrepareBatch {
  id: number;
  items: [rel: string, text: string][];
}

export interface PreparedBatch {
  id: number;
  /** Per item: the prepared lint without its text (the engine has it), or null (needs the tree). */
  out: (Omit<PreparedLint, 'text'> | null)[];
}

export class PreparePool {
  private readonly worker: Worker;
  private readonly texts = new Map<string, string>();
  private readonly results = new Map<string, PreparedLint>();
  private readonly sent = new Map<number, [string, string][]>();
  private batch: [string, string][] = [];
  private nextId = 0;
  private failed = false;
  private settle: (() => void) | null = null;

  private constructor(worker: Worker) {
    this.worker = worker;
    worker.on('message', (m: PreparedBatch) => {
      const items = this.sent.get(m.id);
      if (!items) return;
      this.sent.delete(m.id);
      for (const [i, [rel, text]] of items.entries()) {
        const p = m.out[i];
        this.results.set(rel, p ? { ...p, text } : prepareLint(text));
      }
      this.maybeDone();
    });
    const fail = (): void => {
      this.failed = true;
      this.maybeDone();
    };
    worker.on('error', fail);
    worker.on('exit', fail);
    worker.unref();
  }

  /** A pool with one worker thread, or null when no worker script is known or it cannot start. */
  static start(): PreparePool | null {
    if (script === null) return null;
    try {
      // Its garbage is many short-lived strings: a small young generation keeps its memory small.
      return new PreparePool(new Worker(script, { workerData: { role: PREPARE_ROLE }, resourceLimits: { maxYoungGenerationSizeMb: 8 } }));
    } catch {
      return null;
    }
  }

  add(rel: string, text: string): void {
    this.texts.set(rel, text);
    this.batch.push([rel, text]);
    if (this.batch.length >= BATCH) this.flush();
  }

  private flush(): void {
    if (this.batch.length === 0 || this.failed) return;
    const id = this.nextId++;
    this.sent.set(id, this.batch);
    this.worker.postMessage({ id, items: this.batch } satisfies PrepareBatch);
    this.batch = [];
  }

  private maybeDone(): void {
    if (this.settle && (this.sent.size === 0 || this.failed)) this.settle();
  }

  /** Stop the worker (after `finish`, or when the audit stops early). */
  stop(): void {
    this.failed = true;
    void this.worker.terminate();
  }

  /** Every text added, prepared (here, for what the worker did not do). The worker is stopped. */
  async finish(): Promise<Map<string, PreparedLint>> {
    this.flush();
    if (this.sent.size > 0 && !this.failed) {
      // Kept from holding the process open until now (an audit that stops early leaves no thread
      // behind); while its answers are awaited, it must.
      this.worker.ref();
      await new Promise<void>((resolve) => {
        this.settle = resolve;
        this.maybeDone();
      });
    }
    void this.worker.terminate();
    for (const [rel, text] of this.texts) if (!this.results.has(rel)) this.results.set(rel, prepareLint(text));
    return this.results;
  }
}
