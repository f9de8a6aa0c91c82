/**
 * Sentences with {placeholders} (form texts, the words around the content, e-mails): filled in one way
 * everywhere, and compared in one way by the checks that keep a translation's placeholders whole.
 */

/** A template with its {placeholders} filled; an unknown one stays as written. */
export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** The {placeholders} of a text, sorted, each as often as it occurs. */
export const placeholdersOf = (text: string): string[] => (text.match(/\{\w+\}/g) ?? []).sort();
