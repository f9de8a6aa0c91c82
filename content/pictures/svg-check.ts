/**
 * Whether an uploaded SVG only draws. It is published on the site's own address, so anything in it that runs,
 * shows another document or loads another address would act as the site: only what svg-allow-list.ts names
 * is taken, every address must point inside the picture (`#id`) or be an embedded PNG, JPEG, WebP or GIF, and
 * no style may load anything. saxes (the strict XML parser jsdom uses) refuses what is not well-formed; a
 * DOCTYPE is refused outright, so no entity is ever declared or expanded.
 */
import { type SaxesAttributeNS, SaxesParser, type SaxesTagNS } from 'saxes';
import { CSS_FUNCTIONS, CSS_VALUED, SVG_ATTRIBUTES, SVG_ELEMENTS, XML_ATTRIBUTES } from './svg-allow-list.ts';

const SVG = 'http://www.w3.org/2000/svg';
const XLINK = 'http://www.w3.org/1999/xlink';
const XML = 'http://www.w3.org/XML/1998/namespace';
const XMLNS = 'http://www.w3.org/2000/xmlns/';

/** What is wrong: a part that is not a picture, or the file as a whole (not SVG, not well-formed). */
export interface SvgProblem {
  kind: 'part' | 'file';
  what: string;
}

/** Encodings that write every character of the markup as ASCII does, so the browser reads what was checked. */
const ASCII_MARKUP = /^(utf-8|us-ascii|iso-8859-1|windows-1252)$/i;
const FRAGMENT = /^#[\p{L}\p{N}_.:-]+$/u;
const RASTER_DATA = /^data:image\/(png|jpe?g|webp|gif)[;,]/i;
const LOCAL_URL = /^url\(\s*(["']?)#[\p{L}\p{N}_.:-]+\1\s*\)/iu;

const shown = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}...` : text);

/** An href: a browser drops the spaces, tabs and line breaks in an address, so they are dropped first. */
function addressProblem({ name, value }: SaxesAttributeNS): string | undefined {
  const address = value.replace(/\s/g, '');
  if (FRAGMENT.test(address) || RASTER_DATA.test(address)) return undefined;
  if (/script:/i.test(address)) return `a script address in ${name}`;
  if (/^data:/i.test(address)) return `a part that embeds a document (${name}="${shown(address)}")`;
  return `a link to another address (${name}="${shown(address)}")`;
}

/** Every url(...) in `text` must be url(#id). */
function urlProblem(text: string): string | undefined {
  for (const match of text.matchAll(/url\(/gi))
    if (!LOCAL_URL.test(text.slice(match.index)))
      return `a style that loads another address (${shown(text.slice(match.index).split(')')[0])}))`;
  return undefined;
}

/**
 * CSS, as a style sheet, a style attribute or a presentation attribute: no escape (it can spell a name that is
 * not seen), no @import, and only functions that load nothing. Checked on the whole text, comments and strings
 * included, so nothing is hidden from the check by what a browser would read differently.
 */
export function styleProblem(css: string): string | undefined {
  if (css.includes('\\')) return 'a style with a backslash escape, which can hide an address';
  if (/@import/i.test(css)) return 'a style sheet that loads another one (@import)';
  for (const [, name] of css.matchAll(/([\w-]+)\(/g))
    if (!CSS_FUNCTIONS.has(name.toLowerCase())) return `a style function the site does not take (${name}())`;
  return urlProblem(css);
}

function elementProblem(tag: SaxesTagNS, inStyle: boolean): string | undefined {
  if (tag.local.toLowerCase() === 'script') return `a <${tag.name}> element, which runs a program`;
  if (tag.uri !== SVG) return `an element from another language of the web: ${tag.name}`;
  if (tag.local === 'foreignObject') return 'a <foreignObject> element, which puts a web page inside the picture';
  if (!SVG_ELEMENTS.has(tag.local)) return `an element the site does not take in pictures: <${tag.name}>`;
  if (inStyle) return `an element inside a style sheet: <${tag.name}>`;
  return undefined;
}

/** The attribute an animation sets must be one that may be written, and not a link or a handler. */
function animatedProblem(target: string): string | undefined {
  const name = target.trim();
  if (/^on/i.test(name)) return `a part that animates an event handler (${name})`;
  if (/href/i.test(name)) return `a part that animates a link (${name})`;
  if (!SVG_ATTRIBUTES.has(name)) return `a part that animates an attribute the site does not take (${name})`;
  return undefined;
}

function attributeProblem(attribute: SaxesAttributeNS): string | undefined {
  const { uri, local, name, value } = attribute;
  // A namespace declaration only names a language; each element and attribute that uses one is checked.
  if (uri === XMLNS) return undefined;
  if (uri === '' && /^on/i.test(local)) return `an event handler (${name}), which runs a program`;
  if (local === 'href' && (uri === '' || uri === XLINK)) return addressProblem(attribute);
  if (uri === XML && !XML_ATTRIBUTES.has(local)) return `an attribute the site does not take in pictures: ${name}`;
  if (uri !== '' && uri !== XML) return `an attribute from another language of the web: ${name}`;
  if (uri === '' && !SVG_ATTRIBUTES.has(local) && !/^(aria|data)-/.test(local))
    return `an attribute SVG does not have: ${name}`;
  if (local === 'attributeName') return animatedProblem(value);
  return CSS_VALUED.has(local) ? styleProblem(value) : urlProblem(value);
}

/** Why this SVG may not be published, or undefined when it only draws. */
export function svgProblem(text: string): SvgProblem | undefined {
  const parser = new SaxesParser({ xmlns: true });
  let problem: SvgProblem | undefined;
  const found = (what: string | undefined, kind: SvgProblem['kind'] = 'part') => {
    if (what) problem ??= { kind, what };
  };
  let outer: SaxesTagNS | undefined;
  // The text of the <style> element open now: a browser joins its pieces (CDATA too) into one style sheet.
  let sheet: string | undefined;
  parser.on('xmldecl', ({ encoding }) => {
    if (encoding && !ASCII_MARKUP.test(encoding))
      found(`is saved in the text encoding ${shown(encoding)}, not UTF-8`, 'file');
  });
  parser.on('doctype', () => found('a DOCTYPE, which can declare entities or load a document from elsewhere'));
  parser.on('processinginstruction', ({ target }) =>
    found(`a processing instruction (<?${target} ...?>), which can run a style sheet program`),
  );
  parser.on('opentag', (tag) => {
    outer ??= tag;
    found(elementProblem(tag, sheet !== undefined));
    for (const attribute of Object.values(tag.attributes)) found(attributeProblem(attribute));
    if (tag.uri === SVG && tag.local === 'style') sheet = '';
  });
  const addText = (piece: string) => {
    if (sheet !== undefined) sheet += piece;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', (tag) => {
    if (tag.uri !== SVG || tag.local !== 'style' || sheet === undefined) return;
    found(styleProblem(sheet));
    sheet = undefined;
  });
  try {
    parser.write(text).close();
  } catch (error) {
    return problem ?? { kind: 'file', what: `is not well-formed SVG (${(error as Error).message})` };
  }
  if (outer?.local !== 'svg' || outer.uri !== SVG)
    return { kind: 'file', what: 'is not SVG (its outer element is not <svg>)' };
  return problem;
}
