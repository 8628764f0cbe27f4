/**
 * Answers whose order differs from one run of the agent to the next (OpenCode's `instructions`
 * globs whose files are found by calls made at the same time: src/profiles/opencode.ts). The
 * profile names such files (`runOrder` of the chain; `"runOrder": [...]` in a recording); before two
 * answers are compared, those files of one answer, and their `Instructions from:` blocks of text,
 * are put in the order the other answer has them. Everything else is compared byte for byte.
 */

/**
 * `answer` ({ files, text }) with the files of `group` in the order they have in `order`, and its
 * blocks of text with them; `headerOf(file)` is the line that opens a file's block. Unchanged when
 * the group's files are not all there, or a block cannot be found.
 */
export function inRunOrder(answer, group, order, headerOf) {
  if (!answer.files || answer.text === undefined) return answer;
  const inGroup = new Set(group);
  const idx = answer.files.map((f, i) => (inGroup.has(f) ? i : -1)).filter((i) => i !== -1);
  const wanted = order.filter((f) => inGroup.has(f) && answer.files.includes(f));
  if (idx.length < 2 || wanted.length !== idx.length) return answer;
  const files = [...answer.files];
  idx.forEach((at, k) => {
    files[at] = wanted[k];
  });
  // The blocks, each from its header to the next one (the "\n" between them left out).
  const starts = [];
  let pos = 0;
  for (const f of answer.files) {
    const at = answer.text.indexOf(headerOf(f), pos);
    if (at === -1) return { ...answer, files };
    starts.push(at);
    pos = at + headerOf(f).length;
  }
  const blocks = starts.map((s, i) => answer.text.slice(s, i + 1 < starts.length ? starts[i + 1] - 1 : answer.text.length));
  const byFile = new Map(answer.files.map((f, i) => [f, blocks[i]]));
  const sorted = files.map((f) => byFile.get(f));
  return { ...answer, files, text: answer.text.slice(0, starts[0]) + sorted.join('\n') };
}
