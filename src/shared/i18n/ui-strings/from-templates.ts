/**
 * The words around the content (landmarks, control names, link hints) are data: one JSON file per language
 * (en.json, hi.json, te.json) of plain texts and templates with {placeholders}, so translators and the
 * review sheet (npm run translations:sheet) handle them like every other text. This turns a language's
 * templates into what the code calls: a text, or a function filling its template.
 */
import { fill } from '../../../../schema/api/templates.ts';
import type english from './en.json';

/** Every text of en.json; each language's file has the same keys. */
export type UiTemplates = (typeof english)['texts'];

export function uiStringsFrom(t: UiTemplates) {
  return {
    ...t,
    callUs: (phone: string) => fill(t.callUs, { phone }),
    emailUs: (email: string) => fill(t.emailUs, { email }),
    previous: (what: string) => fill(t.previous, { what }),
    next: (what: string) => fill(t.next, { what }),
    showItem: (what: string, n: number, count: number) => fill(t.showItem, { what, n, count }),
    pause: (what: string) => fill(t.pause, { what }),
    play: (what: string) => fill(t.play, { what }),
    itemOf: (n: number, count: number) => fill(t.itemOf, { n, count }),
    about: (what: string) => fill(t.about, { what }),
    achievementsIn: (year: string | number) => fill(t.achievementsIn, { year }),
    whatWeDo: (title: string) => fill(t.whatWeDo, { title }),
    personOnline: (name: string) => fill(t.personOnline, { name }),
    personOn: (name: string, network: string) => fill(t.personOn, { name, network }),
    closeProfile: (name: string) => fill(t.closeProfile, { name }),
    /** The policy block's date line; `date` is already written in the page's language. */
    lastUpdated: (date: string) => fill(t.lastUpdated, { date }),
    /** The gallery's announcement of the pictures in view: "Pictures 1, 2, 3 of 6". */
    picturesShown: (list: string, count: number) => fill(t.picturesShown, { list, count }),
  };
}
