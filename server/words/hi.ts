// The server's words in Hindi, from hi.json (needs review by a native speaker: see its "review"). The
// same table as en.json, as data, like the forms' words (schema/api/form-texts), so a translator and the
// review sheet can handle it as every other file of texts.
import type { ServerWords } from './en.ts';
import table from './hi.json' with { type: 'json' };

export const hindi: ServerWords = table.texts;
