// Hindi form texts, from hi.json (needs review by a native speaker: see its "review"). The same table as
// en.ts, as data, so translators and the review sheet (npm run translations:sheet) handle it like every
// other text; terms as in translations/glossary.hi.json.
import type { FormTexts } from './en.ts';
import table from './hi.json' with { type: 'json' };

export const formTexts: FormTexts = table.texts;
