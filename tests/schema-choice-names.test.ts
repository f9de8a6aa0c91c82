// Every drop-down the section editor shows names its choices in plain words (enumDescriptions): a
// volunteer picks "Soft warm grey", not "surface". A new list of choices without names fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const files = [
  ...readdirSync('schema/blocks').map((name) => `schema/blocks/${name}`),
  'schema/common.schema.json',
  'schema/page.schema.json',
  'schema/site.schema.json',
];

/** Each list of text choices in a schema, with where it is and the names it gives them. */
function choiceLists(node: unknown, at: string): { at: string; values: unknown[]; names: unknown }[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => choiceLists(item, `${at}/${index}`));
  if (!node || typeof node !== 'object') return [];
  const record = node as Record<string, unknown>;
  const own = Array.isArray(record.enum) ? [{ at, values: record.enum, names: record.enumDescriptions }] : [];
  return [...own, ...Object.entries(record).flatMap(([key, value]) => choiceLists(value, `${at}/${key}`))];
}

describe('the choices of the content schemas', () => {
  it.each(files)('%s names each choice in plain words', (file) => {
    for (const { at, values, names } of choiceLists(JSON.parse(readFileSync(file, 'utf8')), file)) {
      expect([at, Array.isArray(names) && names.length]).toEqual([at, values.length]);
      for (const name of names as unknown[])
        expect([at, typeof name, String(name).trim() !== '']).toEqual([at, 'string', true]);
    }
  });
});
