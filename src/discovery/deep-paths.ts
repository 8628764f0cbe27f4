/**
 * Short paths for system calls deep in a tree. The kernel resolves a path one component at a time,
 * so a `stat` of a file 1,000 directories down costs 1,000 lookups, and the directories of one deep
 * chain cost quadratically many. On Linux, `/proc/self/fd/N/rest` resolves from the directory that
 * descriptor N holds, so with a directory handle every `ANCHOR_EVERY` levels (each opened from the
 * one above it) no call resolves more than `ANCHOR_EVERY` components: linear in the depth.
 *
 * Only directories at least `ANCHOR_EVERY` levels deep get a handle (ordinary repositories open
 * none), at most `MAX_ANCHORS` at a time; handles are opened read-only, as directories, without
 * following a link in their last component, and closed by `close()` (or when the owner is
 * collected). Anywhere else, or when a handle cannot be opened, the full path is used, as before.
 */
import * as fs from 'node:fs';
import { joinUnder } from './fsprobe.js';

export const ANCHOR_EVERY = 32;
const MAX_ANCHORS = 64;
const PROC_FD = process.platform === 'linux' && fs.existsSync('/proc/self/fd') ? '/proc/self/fd' : null;
const O_DIRECTORY = fs.constants.O_DIRECTORY ?? 0;
const O_NOFOLLOW = fs.constants.O_NOFOLLOW ?? 0;

const closer = new FinalizationRegistry<Map<string, number>>((anchors) => {
  for (const fd of anchors.values()) fs.closeSync(fd);
});

export class DeepPaths {
  private readonly root: string;
  private readonly anchors = new Map<string, number>();

  constructor(root: string) {
    this.root = root;
    if (PROC_FD !== null) closer.register(this, this.anchors, this);
  }

  /** The path a system call on repository-relative `rel` should use: short through a handle when `rel` is deep, else undefined (use the full path). */
  sys(rel: string): string | undefined {
    if (PROC_FD === null || rel.length < ANCHOR_EVERY * 2) return undefined;
    // Fewer than ANCHOR_EVERY slashes (nearly every path): no handle, known without splitting.
    for (let n = 0, at = -1; n < ANCHOR_EVERY; n++) {
      at = rel.indexOf('/', at + 1);
      if (at === -1) return undefined;
    }
    const cut = this.split(rel).cut;
    if (cut === -1) return undefined;
    const fd = this.anchor(rel.slice(0, cut));
    return fd === null ? undefined : `${PROC_FD}/${fd}/${rel.slice(cut + 1)}`;
  }

  private readonly splits = new Map<string, { slashes: number; cut: number }>();

  /** How many slashes `rel` holds, and where the one that ends its deepest anchor is (-1: none); from its directory's, kept. */
  private split(rel: string): { slashes: number; cut: number } {
    const i = rel.lastIndexOf('/');
    if (i === -1) return { slashes: 0, cut: -1 };
    const dir = rel.slice(0, i);
    let up = this.splits.get(dir);
    if (up === undefined) {
      up = this.split(dir);
      this.splits.set(dir, up);
    }
    const slashes = up.slashes + 1;
    return { slashes, cut: slashes % ANCHOR_EVERY === 0 ? i : up.cut };
  }

  /** A handle on directory `dir` (a multiple of ANCHOR_EVERY levels deep), opened through the one above it. */
  private anchor(dir: string): number | null {
    const hit = this.anchors.get(dir);
    if (hit !== undefined) {
      // Most recently used last: the least recently used handle is the one closed when over the cap.
      this.anchors.delete(dir);
      this.anchors.set(dir, hit);
      return hit;
    }
    const above = this.sys(dir);
    let fd: number;
    try {
      fd = fs.openSync(above ?? joinUnder(this.root, dir), fs.constants.O_RDONLY | O_DIRECTORY | O_NOFOLLOW);
    } catch {
      return null;
    }
    this.anchors.set(dir, fd);
    if (this.anchors.size > MAX_ANCHORS) {
      const [oldest, ofd] = this.anchors.entries().next().value as [string, number];
      this.anchors.delete(oldest);
      fs.closeSync(ofd);
    }
    return fd;
  }

  /** Close every handle (one needed again later is opened again, and closed when the owner is collected). */
  close(): void {
    for (const fd of this.anchors.values()) fs.closeSync(fd);
    this.anchors.clear();
  }
}
