/**
 * What one audit observed of the repository, in the order it looked: every probe, read, directory
 * lookup, root-marker check and git answer the engine's result depends on. The audit is a function
 * of its options and of these observations, so a run whose observations all come out the same
 * (looked at again, in the same order) has the same report: that is how the result cache
 * (src/cache.ts) proves a cached report still holds, without trusting anything but the repository.
 *
 * Each observation is a question (a one-letter kind, then its key) and an answer; the log keeps the
 * questions, and a digest of the answers.
 */
import { createHash } from 'node:crypto';
import type * as fs from 'node:fs';

/**
 * One question the audit asked: its kind as the first character (`R` root, `p` probe, `d`
 * directory, `r` read, `m` marker, `i` ignored, `o` directory order, `g` git listing, `I` tracked
 * listing vouched for by its index file's stamp, `e` nested repository), then its key.
 */
export type Question = string;

export class Observations {
  readonly questions: Question[] = [];
  private readonly answers: string[] = [];

  record(kind: string, key: string, answer: string): void {
    this.questions.push(kind + key);
    this.answers.push(answer);
  }

  /** The same, for a question already written out (kind and key). */
  recordAsked(question: Question, answer: string): void {
    this.questions.push(question);
    this.answers.push(answer);
  }

  /** A question whose answer comes later (from a child process): in its place, answered by the function returned. */
  recordLater(question: Question): (answer: string) => void {
    const at = this.answers.length;
    this.questions.push(question);
    this.answers.push('');
    return (answer) => {
      this.answers[at] = answer;
    };
  }

  /**
   * The hash of the answers so far. The questions need no hashing: asked again in their order, the
   * same answers mean the same questions followed (the engine asks what the answers lead it to),
   * and any other question asked on the way adds an answer.
   */
  digest(): string {
    return createHash('sha256').update(this.answers.join('\u0000\u0001')).digest('hex');
  }
}

/** A short, stable digest of bytes (a read's answer). */
export function bytesDigest(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('base64url');
}

/**
 * How old a file system object's times must be for a stamp of them (device, inode, times) to vouch
 * for its content in a later run: a change made in the same tick of the file system's clock could
 * leave its times as they were, one made later cannot.
 */
export const SETTLED_MS = 2000;

export function settled(st: fs.Stats): boolean {
  return Date.now() - Math.max(st.mtimeMs, st.ctimeMs) >= SETTLED_MS;
}
