/** Types of run-order.mjs (the recordings test compares a run-dependent order in the profile's order). */
import type { RecordedAnswer } from './fs-order.mjs';
export function inRunOrder<T extends RecordedAnswer>(answer: T, group: string[], order: string[], headerOf: (file: string) => string): T;
