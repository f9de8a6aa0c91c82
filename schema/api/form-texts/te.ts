// Telugu form texts, from te.json (needs review by a native speaker: see its "review"). The same table as
// en.ts, as data, so translators and the review sheet (npm run translations:sheet) handle it like every
// other text; terms as in translations/glossary.te.json.
import type { FormTexts } from './en.ts';
import table from './te.json' with { type: 'json' };

export const formTexts: FormTexts = table.texts;
