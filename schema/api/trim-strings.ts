// Trims the texts of a payload, as the `trimStrings` schema keyword (ajv-setup.ts) does inside
// validation: the browser sends the values as the server will check and store them.

/** Trims the string values of a flat payload in place and returns it. */
export function trimStrings<T>(payload: T): T {
  if (payload && typeof payload === 'object' && !Array.isArray(payload)) {
    const record = payload as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const value = record[key];
      if (typeof value === 'string') record[key] = value.trim();
    }
  }
  return payload;
}
