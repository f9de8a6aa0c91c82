/**
 * How the entries of a list (a page's sections, a menu, a section's cards) in one revision meet those of the
 * next: first the entries left exactly as they were, then those with the same name (a section's heading, a
 * link's label), then the rest in order where `samePlace` allows (a section of the same type whose heading
 * changed). What is left was removed or added. Of the entries found in both, those outside the longest run
 * still in their old order are the ones that moved, so moving one section is one move, not a shift of all.
 */
export interface ListMatch {
  /** [before index, after index] of each entry found in both lists, in the newer list's order. */
  pairs: [number, number][];
  removed: number[];
  added: number[];
  /** The newer list's indexes of the entries that moved. */
  moved: number[];
}

/** Pairs each entry of the newer list not paired yet with the first entry of the older one that is `same`. */
function pairBy(
  sizes: { before: number; after: number },
  taken: { before: Set<number>; after: Map<number, number> },
  same: (i: number, j: number) => boolean,
) {
  for (let j = 0; j < sizes.after; j++) {
    if (taken.after.has(j)) continue;
    let i = 0;
    while (i < sizes.before && (taken.before.has(i) || !same(i, j))) i++;
    if (i === sizes.before) continue;
    taken.before.add(i);
    taken.after.set(j, i);
  }
}

/** The positions (into `sequence`) of one longest strictly increasing run. */
function longestRun(sequence: readonly number[]): Set<number> {
  const length: number[] = [];
  const previous: number[] = [];
  for (let k = 0; k < sequence.length; k++) {
    length[k] = 1;
    previous[k] = -1;
    for (let m = 0; m < k; m++)
      if (sequence[m] < sequence[k] && length[m] + 1 > length[k]) {
        length[k] = length[m] + 1;
        previous[k] = m;
      }
  }
  const kept = new Set<number>();
  let at = length.indexOf(Math.max(0, ...length));
  while (at >= 0) {
    kept.add(at);
    at = previous[at];
  }
  return kept;
}

export function matchLists<T>(
  before: readonly T[],
  after: readonly T[],
  nameOf: (entry: T) => string | undefined,
  samePlace: (a: T, b: T) => boolean = () => true,
): ListMatch {
  const taken = { before: new Set<number>(), after: new Map<number, number>() };
  const sizes = { before: before.length, after: after.length };
  const [oldJson, newJson] = [
    before.map((entry) => JSON.stringify(entry)),
    after.map((entry) => JSON.stringify(entry)),
  ];
  const [oldNames, newNames] = [before.map(nameOf), after.map(nameOf)];
  pairBy(sizes, taken, (i, j) => oldJson[i] === newJson[j]);
  pairBy(
    sizes,
    taken,
    (i, j) => oldNames[i] !== undefined && oldNames[i] === newNames[j] && samePlace(before[i], after[j]),
  );
  pairBy(sizes, taken, (i, j) => samePlace(before[i], after[j]));
  const pairs = [...taken.after.entries()].map(([j, i]) => [i, j] as [number, number]).sort((a, b) => a[1] - b[1]);
  const inOrder = longestRun(pairs.map(([i]) => i));
  return {
    pairs,
    removed: before.map((_, i) => i).filter((i) => !taken.before.has(i)),
    added: after.map((_, j) => j).filter((j) => !taken.after.has(j)),
    moved: pairs.filter((_, k) => !inOrder.has(k)).map(([, j]) => j),
  };
}
