// The texts the site e-mails to visitors in its own name (ADMIN_PUBLISHED_TEXTS: the forms' confirmations)
// are trusted because of whose address they come from, so a link in them may only lead to the site itself:
// a path such as /your-data, an address on the site's own domain (site settings > organisation.url), or an
// e-mail address at that domain or at the domain of the site's contact address. Mail programs make a link of
// an address written without https:// as well, so those count too.
import { ADMIN_PUBLISHED_TEXTS, placesOf, valueAt } from '../guarded-settings.ts';
import type { CrossCheck, CrossProblem, PagesLike } from './check-context.ts';
import { walk } from './walk.ts';

type Kind = 'web' | 'mail';
/** What a mail program makes a link of, the most explicit first: a span one of them took is not looked at again. */
const LINKS: [RegExp, Kind][] = [
  [/\b[a-z][a-z0-9+.-]*:\/\/[^\s<>"]+/gi, 'web'],
  [/\bmailto:[^\s<>"]+/gi, 'mail'],
  [/[^\s<>"'()[\]:@]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+/gi, 'mail'],
  [/\bwww\.[^\s<>"]+/gi, 'web'],
  // A bare domain with a path (Example.com/verify), and one without in lower case (so "you.We" is no link).
  [/\b(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,24}(?::\d+)?\/[^\s<>"]*/g, 'web'],
  [/\b(?:[A-Za-z0-9-]+\.)+[a-z]{2,24}\b(?::\d+)?/g, 'web'],
];
const TRAILING = /[.,;:!?)\]'"»]+$/;

/** The links written in a text, each with what it is. */
export function linksIn(text: string): { link: string; kind: Kind }[] {
  const taken: [number, number][] = [];
  const found: { at: number; link: string; kind: Kind }[] = [];
  for (const [pattern, kind] of LINKS) {
    for (const match of text.matchAll(pattern)) {
      const link = match[0].replace(TRAILING, '');
      const [start, end] = [match.index, match.index + link.length];
      if (taken.some(([from, to]) => start < to && end > from)) continue;
      taken.push([start, end]);
      found.push({ at: start, link, kind });
    }
  }
  return found.sort((a, b) => a.at - b.at).map(({ link, kind }) => ({ link, kind }));
}

const bare = (host: string) =>
  host
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^www\./, '');

/** The host a web link goes to, or undefined when it is no web address at all (ftp://, a broken one). */
function webHost(link: string): string | undefined {
  const written = /^[a-z][a-z0-9+.-]*:\/\//i.test(link) ? link : `https://${link}`;
  try {
    const url = new URL(written);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.hostname : undefined;
  } catch {
    return undefined;
  }
}

function siteOf(data: PagesLike) {
  const address = valueAt(data, ['site', 'organisation', 'url']);
  const url = typeof address === 'string' ? address.replace(/\/+$/, '') : '';
  const host = url ? webHost(url) : undefined;
  const contact = valueAt(data, ['site', 'contact', 'email']);
  const mailDomains = new Set<string>();
  if (host) mailDomains.add(bare(host));
  if (typeof contact === 'string' && contact.includes('@')) mailDomains.add(bare(contact.split('@').pop() ?? ''));
  return { url: host ? url : undefined, host: host && bare(host), mailDomains };
}

/** Every link in the texts the site e-mails in its own name leads to the site or its own e-mail addresses. */
export const emailTextLinks: CrossCheck = (data) => {
  const site = siteOf(data);
  const problems: CrossProblem[] = [];
  const places = ADMIN_PUBLISHED_TEXTS.flatMap((setting) => placesOf(setting, data));
  for (const place of places) {
    for (const { value, segments } of walk(valueAt(data, place.segments), [...place.segments])) {
      if (typeof value !== 'string') continue;
      for (const { link, kind } of linksIn(value)) {
        const host = kind === 'web' ? webHost(link) : undefined;
        const own =
          kind === 'mail'
            ? site.mailDomains.has(bare(link.split('@').pop() ?? ''))
            : host !== undefined && bare(host) === site.host;
        if (own) continue;
        const where = site.url
          ? `to the site itself (${site.url}/… or a path such as /your-data)`
          : 'to a path of the site such as /your-data (the site settings have no address of the site in organisation.url)';
        const mail = site.mailDomains.size ? ` or to an e-mail address at ${[...site.mailDomains].join(' or ')}` : '';
        problems.push({
          severity: 'error',
          segments,
          message: `${place.setting.name(place.keys, data)} links to "${link}", which is not an address of this site. Visitors receive this e-mail from the site's own address and trust it, so its links may only lead ${where}${mail}. Remove the link, or point it at the site.`,
        });
      }
    }
  }
  return problems;
};
