/**
 * `LineIndex.end`: the point after a text's last character, as mdast ends its root (remark-parse is
 * the reference), for any mix of line endings (\n, \r\n, lone \r) and characters outside the BMP.
 */
import fc from 'fast-check';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { LineIndex } from '../../src/rules/util.js';

const parser = unified().use(remarkParse);
const piece = fc.constantFrom('a', ' ', '#', '-', '\n', '\r\n', '\r', 'é', '😀', '\t', '`');
const text = fc.array(piece, { maxLength: 60 }).map((p) => p.join(''));

describe('LineIndex.end', () => {
  it('is where remark-parse ends the root, whatever the line endings', () => {
    fc.assert(
      fc.property(text, (t) => {
        const end = parser.parse(t).position!.end;
        expect(LineIndex.end(t)).toEqual({ line: end.line, column: end.column, offset: end.offset });
      }),
      { numRuns: 400 },
    );
  });

  it('counts lines ending in \\n, \\r\\n or a lone \\r, and the columns of the last line in UTF-16 units', () => {
    expect(LineIndex.end('')).toEqual({ line: 1, column: 1, offset: 0 });
    expect(LineIndex.end('a\nbc')).toEqual({ line: 2, column: 3, offset: 4 });
    expect(LineIndex.end('a\n')).toEqual({ line: 2, column: 1, offset: 2 });
    expect(LineIndex.end('a\r\nb\rc😀')).toEqual({ line: 3, column: 4, offset: 8 });
  });
});
