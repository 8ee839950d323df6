// A line diff for people: which lines of the old text were kept, removed or
// added in the new one (the longest common subsequence of lines). Shared by the
// content studio's revision history (server) and its display (browser).

export type DiffLine = { kind: "same" | "added" | "removed"; text: string };

/** Lines compared cell by cell at most; longer texts compare their changed middle as removed and added. */
const MAX_CELLS = 4_000_000;

export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before.split("\n");
  const b = after.split("\n");
  // Common head and tail first: most edits touch a few lines in the middle.
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const oldMiddle = a.slice(head, a.length - tail);
  const newMiddle = b.slice(head, b.length - tail);
  const same = (lines: string[]) => lines.map((text): DiffLine => ({ kind: "same", text }));
  return [...same(a.slice(0, head)), ...middleDiff(oldMiddle, newMiddle), ...same(a.slice(a.length - tail))];
}

function middleDiff(a: string[], b: string[]): DiffLine[] {
  const removed = a.map((text): DiffLine => ({ kind: "removed", text }));
  const added = b.map((text): DiffLine => ({ kind: "added", text }));
  if (a.length === 0 || b.length === 0 || a.length * b.length > MAX_CELLS) return [...removed, ...added];
  const width = b.length + 1;
  // lengths[i * width + j]: the longest common subsequence of a[i..] and b[j..].
  const lengths = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i * width + j] =
        a[i] === b[j]
          ? (lengths[(i + 1) * width + j + 1] ?? 0) + 1
          : Math.max(lengths[(i + 1) * width + j] ?? 0, lengths[i * width + j + 1] ?? 0);
    }
  }
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      lines.push({ kind: "same", text: a[i] as string });
      i++;
      j++;
    } else if ((lengths[(i + 1) * width + j] ?? 0) >= (lengths[i * width + j + 1] ?? 0)) {
      lines.push({ kind: "removed", text: a[i++] as string });
    } else {
      lines.push({ kind: "added", text: b[j++] as string });
    }
  }
  while (i < a.length) lines.push({ kind: "removed", text: a[i++] as string });
  while (j < b.length) lines.push({ kind: "added", text: b[j++] as string });
  return lines;
}
