// The server's words in Telugu, from te.json (needs review by a native speaker: see its "review"). The
// same table as en.json, as data, like the forms' words (schema/api/form-texts), so a translator and the
// review sheet can handle it as every other file of texts.
import type { ServerWords } from './en.ts';
import table from './te.json' with { type: 'json' };

export const telugu: ServerWords = table.texts;
