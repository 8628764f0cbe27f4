/**
 * The memory of the tool's own processes (the CLI and the action; never a library's host, such as
 * remark-cli): V8's young generation kept at its starting size.
 *
 * An audit allocates fast and keeps much of it (the listing of a large repository, the report), and
 * V8 answers by doubling the young generation's two semi-spaces, up to 16 MiB each on a 64-bit
 * machine: tens of megabytes of peak memory that a short-lived process never gives back. Node takes
 * `--max-semi-space-size` only when it starts, and the runner starts the action as `node
 * dist/index.js`. V8 reads `--semi-space-growth-factor` each time it would grow the semi-spaces,
 * so setting it to 1 here, in the running process, stops the growth from then on. On the shared
 * benchmark repository this lowers peak memory by a third at no cost in time (docs/performance.md).
 *
 * A person who sets a semi-space flag themselves (on the command line or in NODE_OPTIONS) keeps it.
 */
import * as v8 from 'node:v8';

const SEMI_SPACE_FLAG = /semi[-_]space/;

/** Stop the young generation's growth, unless a semi-space flag was given to Node; true when set here. */
export function keepYoungGenerationSmall(execArgv: readonly string[] = process.execArgv, nodeOptions: string = process.env['NODE_OPTIONS'] ?? ''): boolean {
  if (SEMI_SPACE_FLAG.test(nodeOptions) || execArgv.some((a) => SEMI_SPACE_FLAG.test(a))) return false;
  v8.setFlagsFromString('--semi-space-growth-factor=1');
  return true;
}
