import type { Node } from 'jsonc-parser';

export interface DuplicateField {
  /** The property written first, which the later one silently replaces. */
  first: Node;
  /** The property that counts (the last one with that name). */
  last: Node;
  name: string;
}

/**
 * The fields written twice in one group of fields. JSON readers keep the last one without a word, so
 * an edit to the first one seems to do nothing. Found in the parse tree, which keeps both.
 */
export function duplicateFields(root: Node | undefined): DuplicateField[] {
  const found: DuplicateField[] = [];
  const stack: Node[] = root ? [root] : [];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'object') {
      const byName = new Map<string, Node[]>();
      for (const property of node.children ?? []) {
        const name = property.children?.[0]?.value;
        if (typeof name !== 'string') continue;
        byName.set(name, [...(byName.get(name) ?? []), property]);
      }
      for (const [name, properties] of byName) {
        if (properties.length > 1) found.push({ first: properties[0], last: properties[properties.length - 1], name });
      }
    }
    stack.push(...(node.children ?? []));
  }
  return found.sort((a, b) => a.first.offset - b.first.offset);
}
