// The `trimStrings` schema keyword: trims every string property of an object before the
// property rules run, so " " fails minLength and maxLength counts the real text.
// Shaped like an Ajv keyword definition but typed structurally, so this file needs no
// dependency and the browser can register the same keyword (ajv.addKeyword(trimStringsKeyword)).

type Record_ = Record<string, unknown>;

/** Trims the string values of a flat payload in place and returns it (for clients without Ajv). */
export function trimStrings<T>(payload: T): T {
  if (payload && typeof payload === 'object' && !Array.isArray(payload)) {
    const record = payload as Record_;
    for (const key of Object.keys(record)) {
      const value = record[key];
      if (typeof value === 'string') record[key] = value.trim();
    }
  }
  return payload;
}

export const trimStringsKeyword = {
  keyword: 'trimStrings',
  type: 'object' as const,
  schemaType: 'boolean' as const,
  // Object keywords run in order; going before `properties` means the property rules
  // (minLength, maxLength, format, pattern) see the trimmed text.
  before: 'properties',
  modifying: true,
  errors: false as const,
  metaSchema: { type: 'boolean' },
  compile(enabled: boolean) {
    return function trimStringsValidate(data: unknown): boolean {
      if (enabled) trimStrings(data);
      return true;
    };
  },
};
