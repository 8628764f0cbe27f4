import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fmtInt } from '../src/format.js';

describe('fmtInt', () => {
  it('writes numbers as toLocaleString("en-US") does (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.double({ noNaN: false })), (n) => {
        expect(fmtInt(n)).toBe(n.toLocaleString('en-US'));
      }),
      { numRuns: 2000 },
    );
    expect(fmtInt(1_073_741_824)).toBe('1,073,741,824');
  });
});
