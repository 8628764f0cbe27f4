/**
 * Recorded cases whose answer is in the order the file system lists a folder (`"fsOrder":
 * ".claude/rules"`: Claude Code loads rules in readdir order, which on ext4 is a hash of the names
 * seeded per file system, so it differs from one machine to the next). Such a recording holds the
 * order of the machine it was recorded on; before it is compared, its files from that folder (one
 * run of consecutive entries) and their blocks of text (`\n\nContents of …`) are put in the order
 * the folder is listed here, depth first. Everything else is compared byte for byte as usual.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';

/** The files under `folder` (repository-relative) in readdir order, depth first. */
export function listingOrder(root, folder) {
  const out = [];
  const walk = (rel) => {
    let dir;
    try {
      dir = fs.opendirSync(path.join(root, ...rel.split('/')));
    } catch {
      return;
    }
    const names = [];
    for (let e = dir.readSync(); e !== null; e = dir.readSync()) names.push(e.name);
    dir.closeSync();
    for (const n of names) {
      const r = `${rel}/${n}`;
      if (fs.lstatSync(path.join(root, ...r.split('/'))).isDirectory()) walk(r);
      else out.push(r);
    }
  };
  walk(folder);
  return out;
}

const SEP = '\n\nContents of ';

/** `recorded` with the entries of the listed folder in the order `order` gives. */
export function inListingOrder(recorded, order) {
  if (!recorded.files || recorded.text === undefined) return recorded;
  const rank = new Map(order.map((p, i) => [p, i]));
  const idx = recorded.files.map((f, i) => (rank.has(f) ? i : -1)).filter((i) => i !== -1);
  if (idx.length < 2) return recorded;
  const from = idx[0];
  const to = idx[idx.length - 1] + 1;
  const head = recorded.text.indexOf('Contents of ');
  const tail = recorded.text.lastIndexOf('\n</');
  const blocks = head === -1 || tail === -1 ? null : recorded.text.slice(head + 'Contents of '.length, tail).split(SEP);
  const perm = Array.from({ length: to - from }, (_, k) => from + k).sort((a, b) => (rank.get(recorded.files[a]) ?? 0) - (rank.get(recorded.files[b]) ?? 0));
  const files = [...recorded.files.slice(0, from), ...perm.map((i) => recorded.files[i]), ...recorded.files.slice(to)];
  if (!blocks || blocks.length !== recorded.files.length) return { ...recorded, files };
  const sorted = [...blocks.slice(0, from), ...perm.map((i) => blocks[i]), ...blocks.slice(to)];
  return { files, text: `${recorded.text.slice(0, head)}Contents of ${sorted.join(SEP)}${recorded.text.slice(tail)}` };
}
