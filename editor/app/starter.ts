/**
 * What a new section starts with: the fields its type requires, in the shape of the
 * type's example, but with neutral words that say what to write ("Main heading"), links to the home page and
 * the example's picture with an alt text asking for the real one. Never another page's words, buttons to
 * its pages or a picture's description that is wrong for the new place.
 */
import type { RJSFSchema } from '@rjsf/utils';
import type { BlockKind } from './backend.ts';

export const STARTER_ALT = 'Placeholder picture: choose the real one, then say here what it shows';
/** Shown to a person when they might overlook a field still holding the words a new section starts with. */
export const starterWords = (title: string) => title;

const textOf = (schema: RJSFSchema, name: string) =>
  starterWords(schema.title ?? name.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase()));

function starterOf(schema: RJSFSchema, example: unknown, name: string, fallbackPicture: string): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.default ?? (schema.enum.includes(example as never) ? example : schema.enum[0]);
  switch (schema.type) {
    case 'string':
      if (schema['x-editor'] === 'link') return '/';
      if (schema['x-editor'] === 'picture') return typeof example === 'string' ? example : fallbackPicture;
      if (name === 'alt') return STARTER_ALT;
      // Years, dates and codes have a shape of their own: the example's value is one that fits it.
      if (schema.pattern || schema.format) return typeof example === 'string' ? example : '';
      return textOf(schema, name);
    case 'integer':
    case 'number':
      return schema.default ?? (typeof example === 'number' ? example : (schema.minimum ?? 1));
    case 'boolean':
      return schema.default ?? false;
    case 'array': {
      const items = (schema.items ?? {}) as RJSFSchema;
      const given = Array.isArray(example) ? example : [];
      const count = Math.max(schema.minItems ?? 0, 1);
      return Array.from({ length: count }, (_, at) => starterOf(items, given[at], name, fallbackPicture));
    }
    case 'object': {
      const fields = (schema.properties ?? {}) as Record<string, RJSFSchema>;
      const required = new Set(schema.required ?? []);
      const given = (example && typeof example === 'object' ? example : {}) as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const [field, sub] of Object.entries(fields))
        if (required.has(field)) out[field] = starterOf(sub, given[field], field, fallbackPicture);
      return out;
    }
    default:
      return example;
  }
}

/** A new section of this kind; `pictures` are those of public/images (the fallback when the example has none). */
export function starterSection(kind: BlockKind, pictures: string[]): Record<string, unknown> {
  const fallback = pictures.find((src) => /placeholder/.test(src)) ?? pictures[0] ?? '/images/picture.svg';
  return starterOf(kind.schema, kind.example, kind.type, fallback) as Record<string, unknown>;
}
