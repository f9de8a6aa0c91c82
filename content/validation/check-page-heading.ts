import type { AnySchemaObject } from 'ajv';
import type { CrossCheck, CrossProblem, ProblemFix } from './check-context.ts';
import type { Segment } from './json-source.ts';
import { blockSchemas, PAGE_HEADING_KEYWORD, resolveRef } from './schema-validator.ts';

/**
 * A block schema says whether its block shows the page's main heading (h1):
 *   "x-page-heading": true               always (hero, policy-sections, ...)
 *   "x-page-heading": { "level": 1 }     when these fields have these values; a field left out
 *                                        counts with its schema default
 * Declared beside the block's fields so a new block type needs no change here; a test renders every
 * example and compares its h1 count with this declaration.
 */
export interface HeadingRule {
  conditions: { field: string; value: unknown; fallback: unknown; other: unknown }[];
}

function fieldSchema(schema: AnySchemaObject, field: string): AnySchemaObject | undefined {
  const property = schema.properties?.[field] as AnySchemaObject | undefined;
  return property?.$ref ? resolveRef(property.$ref, schema.$id as string)?.schema : property;
}

/** The page-heading declaration of every block type that has one. */
export function pageHeadingRules(): Map<string, HeadingRule> {
  const rules = new Map<string, HeadingRule>();
  for (const [type, schema] of blockSchemas()) {
    const mark = schema[PAGE_HEADING_KEYWORD] as true | Record<string, unknown> | undefined;
    if (mark === undefined) continue;
    const conditions =
      mark === true
        ? []
        : Object.entries(mark).map(([field, value]) => {
            const property = fieldSchema(schema, field);
            const other = (property?.enum as unknown[] | undefined)?.find((candidate) => candidate !== value);
            return { field, value, fallback: property?.default, other };
          });
    rules.set(type, { conditions });
  }
  return rules;
}

export function showsPageHeading(block: object, rule: HeadingRule | undefined): boolean {
  const fields = block as Record<string, unknown>;
  return !!rule && rule.conditions.every(({ field, value, fallback }) => (fields[field] ?? fallback) === value);
}

const conditionText = (rule: HeadingRule) =>
  rule.conditions.map(({ field, value }) => `"${field}": ${JSON.stringify(value)}`).join(' and ');

/** "hero, policy-sections; or rich-text with "level": 1": the sections that can carry the heading. */
export function headingBlocks(rules = pageHeadingRules()): string {
  const groups = new Map<string, string[]>();
  for (const [type, rule] of rules) groups.set(conditionText(rule), [...(groups.get(conditionText(rule)) ?? []), type]);
  return [...groups]
    .sort(([a], [b]) => a.length - b.length || a.localeCompare(b))
    .map(([condition, types]) => `${types.sort().join(', ')}${condition ? ` with ${condition}` : ''}`)
    .join('; or ');
}

const changeable = (rule: HeadingRule | undefined) =>
  rule?.conditions.filter((condition) => condition.other !== undefined) ?? [];
const settings = (rule: HeadingRule | undefined) =>
  changeable(rule)
    .map(({ field, other }) => `"${field}": ${JSON.stringify(other)}`)
    .join(', ');

/** A section heading instead of a main heading: the block's first field whose other value does that. */
function sectionHeadingFix(blockPath: Segment[], rule: HeadingRule | undefined, which: string): ProblemFix | undefined {
  const [condition] = changeable(rule);
  if (!condition) return undefined;
  return {
    kind: 'set',
    segments: [...blockPath, condition.field],
    value: condition.other,
    label: `Make ${which} a section heading`,
  };
}

/**
 * What to do about a second main heading. This one can become a section heading: say so. Else the first
 * can (a text section with "level": 1 above a hero just added): say that, and to move this one up; a page
 * whose two main headings can neither change keeps one of them.
 */
function extraHeading(
  pageIndex: number,
  first: number,
  rules: Map<string, HeadingRule>,
  blocks: { type: string }[],
  extra: number,
) {
  const own = rules.get(blocks[extra].type);
  const firstRule = rules.get(blocks[first].type);
  const at = (index: number): Segment[] => ['pages', pageIndex, 'blocks', index];
  if (changeable(own).length)
    return {
      advice: `Make this one a section heading: ${settings(own)}.`,
      fix: sectionHeadingFix(at(extra), own, 'it'),
    };
  if (changeable(firstRule).length)
    return {
      advice: `Make block ${first + 1} a section heading (${settings(firstRule)}), and move this section to the top if it opens the page.`,
      fix: sectionHeadingFix(at(first), firstRule, `block ${first + 1}`),
    };
  return { advice: 'Keep one of them: remove this section or move it to another page.', fix: undefined };
}

/** Each page has exactly one main heading: what screen readers and search engines take as its title. */
export const onePageHeading: CrossCheck = (data) => {
  const rules = pageHeadingRules();
  const problems: CrossProblem[] = [];
  data.pages.forEach((page, pageIndex) => {
    const headings = page.blocks.flatMap((block, i) => (showsPageHeading(block, rules.get(block.type)) ? [i] : []));
    if (headings.length === 0) {
      problems.push({
        severity: 'error',
        segments: ['pages', pageIndex, 'blocks'],
        message:
          'has no main heading (the title at the top of the page, which screen readers and search engines read first). ' +
          `Add one of these as its first section: ${headingBlocks(rules)}.`,
      });
    }
    for (const extra of headings.slice(1)) {
      const { advice, fix } = extraHeading(pageIndex, headings[0], rules, page.blocks, extra);
      problems.push({
        severity: 'error',
        segments: ['pages', pageIndex, 'blocks', extra],
        message:
          `is a second main heading on this page; the first is block ${headings[0] + 1} (${page.blocks[headings[0]].type}). ` +
          `A page has exactly one. ${advice}`,
        ...(fix ? { fix } : {}),
      });
    }
  });
  return problems;
};
