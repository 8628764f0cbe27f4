/**
 * The worker side of PreparePool: `prepareLint` on each text of a batch, without parsing (a file
 * whose lint needs the Markdown tree is answered null and prepared by the engine itself). Starts by
 * itself when this module is loaded in a worker thread with the prepare role.
 */
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { prepareLint } from './index.js';
import { PREPARE_ROLE } from './prepare-pool.js';
export function runPrepareWorker() {
    parentPort?.on('message', (batch) => {
        const out = batch.items.map(([, text]) => {
            const p = prepareLint(text, { parse: false });
            if (p === null)
                return null;
            const { text: _text, ...rest } = p;
            return rest;
        });
        parentPort.postMessage({ id: batch.id, out });
    });
}
/** Whether this thread is a prepare worker (an entry point runs nothing else then). */
export const isPrepareWorker = !isMainThread && workerData?.role === PREPARE_ROLE;
if (isPrepareWorker)
    runPrepareWorker();
