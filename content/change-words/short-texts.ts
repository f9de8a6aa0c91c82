/**
 * Texts as the list of changes shows them: at most SHOWN characters, cut with an ellipsis. Two versions of a
 * long text that differ far in are both shown from shortly before their first difference, so the change is
 * in view rather than cut off behind the same opening words.
 */
const SHOWN = 80;
const LEAD = 20;

export const shortened = (text: string, length = SHOWN) =>
  text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;

function sameStart(a: string, b: string): number {
  let at = 0;
  while (at < a.length && at < b.length && a[at] === b[at]) at++;
  return at;
}

/** Before and after, shortened; both begin with "…" where their shared opening words are left out. */
export function shortenedPair(before?: string, after?: string): { before?: string; after?: string } {
  const shared = before !== undefined && after !== undefined ? sameStart(before, after) : 0;
  const longest = Math.max(before?.length ?? 0, after?.length ?? 0);
  let from = 0;
  if (longest > SHOWN && shared > LEAD * 2) {
    const space = (before ?? '').lastIndexOf(' ', shared - LEAD);
    from = space > 0 ? space + 1 : shared - LEAD;
  }
  const cut = (text?: string) =>
    text === undefined ? undefined : from ? `…${shortened(text.slice(from))}` : shortened(text);
  return { before: cut(before), after: cut(after) };
}
