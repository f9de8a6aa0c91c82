/**
 * A number from content on its way into CSS (a duration, a column count, a position): a finite number within
 * the schema's bounds, or the render stops here. Text never reaches a style sheet or a style attribute, so a
 * value like `1ms}</style><meta ...>` cannot close the style element whatever let it through.
 */
export function cssNumber(value: unknown, name: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max)
    throw new TypeError(`${name} must be a number from ${min} to ${max} to be used in a style; refused.`);
  return value;
}
