import { LANGUAGE_NAMES_IN_ENGLISH, type Language } from '../../schema/api/languages.ts';

/**
 * Whether the organisation's name and the menu's top entries fit on one line of the header on a laptop
 * (1366 px wide). Estimated from the words' length, with widths measured in Chromium at 1366 px on the built
 * site (the header's own fonts: 17 px semi-bold labels, the name in 22 px bold Georgia): per character of a
 * label in each script (Devanagari and Telugu count their vowel signs and viramas as characters), what
 * each entry adds around its words, and the room the header row has. The current menu measured 1,074 of
 * 1,104 px in English, 911 in Hindi and 1,202 in Telugu (which wraps).
 */
const ROW_PX = 1104;
const NAME_GAP_PX = 16;
const NAME_PX_PER_CHARACTER = 10.64;
const ENTRY_PX = 32 + 4;
const LIST_ARROW_PX = 14.7;
/** Per character of a label by its script: a label not yet translated shows in English on every language's page. */
const LABEL_PX_PER_CHARACTER = { latin: 10.71, devanagari: 5.93, telugu: 8.48 };

interface HeaderSite {
  organisation?: { name?: string };
  navigation?: { label?: string; groups?: unknown }[];
}

const characters = (text: string | undefined) => [...(text ?? '')].length;

function labelWidth(label: string | undefined): number {
  let width = 0;
  for (const character of label ?? '') {
    const code = character.codePointAt(0) ?? 0;
    if (code >= 0x0900 && code <= 0x097f) width += LABEL_PX_PER_CHARACTER.devanagari;
    else if (code >= 0x0c00 && code <= 0x0c7f) width += LABEL_PX_PER_CHARACTER.telugu;
    else width += LABEL_PX_PER_CHARACTER.latin;
  }
  return width;
}

/** The header's estimated width and its room, in pixels. */
export function headerWidth(site: HeaderSite): { needed: number; room: number } {
  const entries = site.navigation ?? [];
  const labels = entries.reduce(
    (sum, entry) => sum + labelWidth(entry.label) + ENTRY_PX + (entry.groups ? LIST_ARROW_PX : 0),
    0,
  );
  const name = characters(site.organisation?.name) * NAME_PX_PER_CHARACTER;
  return { needed: Math.round(labels + name + NAME_GAP_PX), room: ROW_PX };
}

/**
 * The warning when the header would wrap onto two lines at 1366 px in `language`, else undefined; without a
 * final full stop, as the translations' messages are (the English check adds it).
 */
export function headerWidthWarning(site: HeaderSite, language: Language): string | undefined {
  const { needed, room } = headerWidth(site);
  if (needed <= room) return undefined;
  const count = site.navigation?.length ?? 0;
  return (
    `the menu's ${count} top entries and the organisation's name need about ${needed} px in ` +
    `${LANGUAGE_NAMES_IN_ENGLISH[language]}, but a laptop's header (1366 px wide) has ${room}: they wrap onto two ` +
    `lines. Shorten the entries' words${language === 'en' ? '' : ' in this language'}, or move an entry into another entry's list`
  );
}
