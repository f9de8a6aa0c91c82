import {
  findNodeAtLocation,
  findNodeAtOffset,
  getNodePath,
  getNodeValue,
  parseTree,
  printParseErrorCode,
  type Node,
  type ParseError,
} from 'jsonc-parser';

export type Segment = string | number;
export interface Position {
  line: number;
  column: number;
}

/**
 * A JSON file's text with the position of every value, so problems can point at a line and column.
 * `parsed` is what the parser reads: the text itself, or a repaired copy of the same length (text-slips.ts),
 * whose offsets are the same; lines and columns are always those of the text as written.
 */
export class JsonSource {
  private readonly lineStarts: number[] = [0];
  readonly root: Node | undefined;
  readonly syntaxErrors: { message: string; position: Position }[] = [];

  constructor(
    readonly text: string,
    parsed = text,
  ) {
    for (let i = 0; i < text.length; i++) if (text[i] === '\n') this.lineStarts.push(i + 1);
    const errors: ParseError[] = [];
    this.root = parseTree(parsed, errors, { disallowComments: true, allowTrailingComma: false });
    for (const error of errors) {
      const code = printParseErrorCode(error.error);
      // A missing comma is noticed at the next entry; the fix belongs at the end of the previous one.
      const offset = code === 'CommaExpected' ? this.endOfPreviousToken(error.offset) : error.offset;
      const position = this.positionOf(offset);
      // A cut-off file yields a cascade of "missing }" at one spot; the first says what to fix.
      if (
        this.syntaxErrors.some(
          (seen) => seen.position.line === position.line && seen.position.column === position.column,
        )
      )
        continue;
      this.syntaxErrors.push({ message: describeSyntaxError(code), position });
    }
  }

  /** The path of the value written at `offset` (its field, when the offset is on a field name). */
  pathAt(offset: number): Segment[] {
    const node = this.root && findNodeAtOffset(this.root, offset, true);
    return node ? (getNodePath(node) as Segment[]) : [];
  }

  /** Where the value at `path` is written: its first and last offset + 1; undefined if there is none. */
  extentOf(path: readonly Segment[]): { start: number; end: number } | undefined {
    const node = this.root && findNodeAtLocation(this.root, path as Segment[]);
    return node ? { start: node.offset, end: node.offset + node.length } : undefined;
  }

  private endOfPreviousToken(offset: number): number {
    let at = offset - 1;
    while (at > 0 && /\s/.test(this.text[at])) at--;
    return at + 1;
  }

  value(): unknown {
    return this.root ? getNodeValue(this.root) : undefined;
  }

  positionOf(offset: number): Position {
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (this.lineStarts[middle] <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - this.lineStarts[low] + 1 };
  }

  /** Where the value at `path` starts; with `key`, where that property's name is written. */
  locate(path: readonly Segment[], key?: string): Position {
    if (!this.root) return { line: 1, column: 1 };
    for (let depth = path.length; depth >= 0; depth--) {
      const node = findNodeAtLocation(this.root, path.slice(0, depth) as Segment[]);
      if (!node) continue;
      if (key !== undefined && depth === path.length && node.type === 'object') {
        const property = node.children?.find((child) => child.children?.[0]?.value === key);
        if (property) return this.positionOf(property.offset);
      }
      // A property's value node: point at its key, which is where a reader looks.
      const holder = node.parent?.type === 'property' ? node.parent : node;
      return this.positionOf(holder.offset);
    }
    return { line: 1, column: 1 };
  }
}

const syntaxHints: Record<string, string> = {
  CommaExpected: 'a comma is missing between two entries (or there is one too many quotes)',
  ColonExpected: 'a colon ":" is missing after a field name',
  PropertyNameExpected: 'a field name in double quotes is expected here (is there a comma after the last entry?)',
  ValueExpected: 'a value is expected here (is there a comma after the last entry?)',
  CloseBraceExpected: 'a closing brace "}" is missing',
  CloseBracketExpected: 'a closing bracket "]" is missing',
  EndOfFileExpected: 'the file should end here; something after the last "}" does not belong',
  InvalidSymbol: 'this character is not allowed here (text must be in "double quotes")',
  UnexpectedEndOfString: 'a text value is not closed with a double quote',
  InvalidCommentToken: 'comments are not allowed in this file',
  UnexpectedEndOfComment: 'comments are not allowed in this file',
  InvalidEscapeCharacter: 'a backslash starts an escape that JSON does not know; write \\\\ for a backslash',
  InvalidCharacter: 'a text holds a character it cannot (a tab or another control character): replace it with a space',
  InvalidUnicode: 'a \\u escape needs four hexadecimal digits after it, such as \\u00e9',
  InvalidNumberFormat: 'a number is not written correctly: digits only, with a point for decimals, such as 12 or 2.5',
};

function describeSyntaxError(code: string): string {
  return `the file is not valid JSON: ${syntaxHints[code] ?? code}`;
}
