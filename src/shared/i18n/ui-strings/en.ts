/**
 * The words around the content that live in code (landmarks, control names, link hints), in English, from
 * en.json; hi.ts and te.ts give the same in Hindi and Telugu from hi.json and te.json. A page gets only
 * its own language's (English in the entry, the others in their language's site data chunk). Form labels
 * and messages are not here: they come with the forms.
 */
import english from './en.json' with { type: 'json' };
import { uiStringsFrom } from './from-templates.ts';

export const uiStrings = uiStringsFrom(english.texts);

export type UiStrings = typeof uiStrings;
/** The nouns a carousel's control names are made of. */
export type ControlNoun = 'slide' | 'picture' | 'slideshow' | 'movingLogos';
