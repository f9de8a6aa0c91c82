/**
 * The English a Hindi or Telugu reader would meet on a page or in an e-mail: the Latin-script
 * words of what is shown (text, the page's title and description, alt texts, labels, placeholders, hints),
 * once the allowed Latin is taken out: the names the glossaries keep as they are (the foundation's and its
 * centres' names and acronyms, networks, file types), e-mail addresses, web and site addresses, digits
 * and the submissions' reference codes. What the visitor typed is theirs: a test passes it as allowed.
 */
import { readFileSync } from 'node:fs';
import { pageTexts, siteTexts } from '../../content/translations/translatable.ts';
import { TRANSLATED_LANGUAGES } from '../../schema/api/languages.ts';

/**
 * The names every glossary keeps (translations/glossary.<language>.json "keep"; "#" there stands for a
 * number) and the names of partners and networks pages.json gives (`name` fields, which docs/translating.md
 * says are not translated: "Partner Institution 3" is a name; a person's name is a text, translated).
 */
export function keptNames(pages: { pages: unknown[] }): string[] {
  const kept = TRANSLATED_LANGUAGES.flatMap(
    (language) => JSON.parse(readFileSync(`translations/glossary.${language}.json`, 'utf8')).keep as string[],
  );
  const names: string[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'name' && typeof inner === 'string') names.push(inner);
        else walk(inner);
      }
  };
  walk(pages);
  // A `name` that is a text to translate (a person, a map's state, a logo strip's title) is no name here.
  const texts = new Set(
    [...siteTexts(pages), ...pages.pages.flatMap((_, index) => pageTexts(pages, index))].map((text) => text.text),
  );
  return [...new Set([...kept, ...names.filter((name) => !texts.has(name))])];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };
const decode = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&(\w+|#39);/g, (whole, name: string) => ENTITIES[name] ?? whole);

/** The attributes whose values a reader sees or hears. */
const SHOWN_ATTRIBUTES = ['alt', 'title', 'aria-label', 'placeholder', 'aria-description', 'value'];

/**
 * What a reader of an HTML document meets: its text (not scripts, styles or comments), the shown
 * attributes of its elements (a button's value, not a hidden field's) and its description for search and sharing.
 */
export function shownText(html: string): string {
  const withoutCode = html.replace(/<!--[\s\S]*?-->/g, ' ').replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ');
  const attributes: string[] = [];
  for (const tag of withoutCode.match(/<[a-z][^>]*>/gi) ?? []) {
    if (/type="hidden"/i.test(tag)) continue;
    const description =
      /<meta\b[^>]*(?:name|property)="(?:description|og:title|og:description|twitter:title|twitter:description|og:image:alt)"[^>]*content="([^"]*)"/i.exec(
        tag,
      );
    if (description) attributes.push(description[1]);
    for (const name of SHOWN_ATTRIBUTES) {
      const value = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
      // A value is shown on a button, not on a checkbox or a field (what is typed is the typist's own).
      const shownValue = /<button\b|<input\b[^>]*type="(submit|button|reset)"/i.test(tag);
      if (value && (name !== 'value' || shownValue)) attributes.push(value[1]);
    }
  }
  const text = withoutCode.replace(/<[^>]*>/g, ' ');
  return decode(`${text} ${attributes.join(' ')}`);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The Latin-script words of `text` outside the allowed names (whole words, longest first) and addresses. */
export function latinWords(text: string, allowed: readonly string[] = []): string[] {
  let rest = text
    .replace(/\bhttps?:\/\/[^\s"'<>)]+/g, ' ')
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ')
    // Site addresses as written in a text (/hi/your-data, /PrivacyPolicy).
    .replace(/(^|[\s(])\/[\w/.-]*/g, '$1 ')
    // A submission's reference (K7M2-9QXD) and Indian phone numbers.
    .replace(/\b[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}\b/g, ' ');
  for (const name of [...allowed].sort((a, b) => b.length - a.length)) {
    const pattern = escapeRegExp(name).replace(/ ?#$/, ' ?\\d+');
    rest = rest.replace(new RegExp(`(?<![A-Za-z])${pattern}(?![A-Za-z])`, 'g'), ' ');
  }
  return [...new Set(rest.match(/[A-Za-z]+(?:['’][A-Za-z]+)*/g) ?? [])];
}

/** Each Latin word with a little of the text around it, so a failure says where it is. */
export function latinWordsInContext(text: string, allowed: readonly string[] = []): string[] {
  const flat = text.replace(/\s+/g, ' ');
  return latinWords(flat, allowed).map((word) => {
    const at = flat.search(new RegExp(`(?<![A-Za-z])${escapeRegExp(word)}(?![A-Za-z])`));
    return `${word}: …${flat.slice(Math.max(0, at - 40), at + word.length + 40)}…`;
  });
}
