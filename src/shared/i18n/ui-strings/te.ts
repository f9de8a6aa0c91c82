// Telugu, from te.json (needs review by a native speaker: see its "review").
import type { UiStrings } from './en.ts';
import { uiStringsFrom } from './from-templates.ts';
import texts from './te.json' with { type: 'json' };

export const uiStrings: UiStrings = uiStringsFrom(texts.texts);
