// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatProblem, validatePagesText } from '../content/validation/index.ts';
import { findTextSlips } from '../content/validation/text-slips.ts';
import { fixture, fixtureContext } from './helpers/pages-fixtures.ts';

/** Every message a fixture gets, errors and warnings, as pages:check prints them. */
const messagesOf = (name: string, text = fixture(name), context = fixtureContext) =>
  validatePagesText(text, name, context).problems.map((p) => formatProblem(p));

const PICTURE_RULE =
  'Names may use letters, digits, dashes (-) and underscores (_); formats that work: .jpg, .jpeg, .png, .webp, .avif, .svg.';
const CURLY =
  'curly quotes “ ” (as Word and e-mail programs type them) cannot go around a field name or a text: type straight quotes " instead. Curly quotes are fine inside a text.';
const QUOTE_IN_TEXT =
  'this text has a double quote " inside it, which ends the text too early. Inside a text, write \\" for each straight quote, or use curly quotes “ ” (they are fine inside a text).';
const INVISIBLE_IN_TEXT =
  'this text has an invisible zero-width space (U+200B) here: visitors do not see it, but it splits the word for search and copying, and in an address or a name it breaks the link. Delete it.';

describe('each slip of hand-typed JSON gets one message that names it, and no other', () => {
  it.each([
    ['slip-curly-quotes.json', [`slip-curly-quotes.json:19:11  / > block 1 (hero) > heading: ${CURLY}`]],
    [
      'slip-grouped-number.json',
      [
        'slip-grouped-number.json:37:22  /history > block 3 (intervention-selector) > initial: the number 1,20,000 is written with commas: write numbers without commas, 120000.',
      ],
    ],
    [
      'slip-quoted-number.json',
      [
        'slip-quoted-number.json:37:11  /history > block 3 (intervention-selector) > initial: a number is written without quotes: remove the quotes, 1 instead of "1"',
      ],
    ],
    ['slip-byte-order-mark.json', []],
    [
      'slip-invisible-between.json',
      [
        'slip-invisible-between.json:19:32  / > block 1 (hero): there is an invisible zero-width space (U+200B) here, between the entries, and JSON does not allow it: delete it. It usually comes in with copied text.',
      ],
    ],
    [
      'slip-invisible-in-text.json',
      [`slip-invisible-in-text.json:23:61  warning: / > block 2 (banner) > text: ${INVISIBLE_IN_TEXT}`],
    ],
    [
      'slip-invisible-in-link.json',
      [`slip-invisible-in-link.json:21:60  / > block 1 (hero) > buttons[1].href: ${INVISIBLE_IN_TEXT}`],
    ],
    [
      'slip-line-break.json',
      [
        'slip-line-break.json:23:65  / > block 2 (banner) > text: this text goes on to the next line, and a text must stay on one line: join the lines into one (turn on word wrap to see a long line whole). For a new paragraph, fields with a list of paragraphs take each as its own text: ["First paragraph.", "Second paragraph."].',
      ],
    ],
    ['slip-quote-in-text.json', [`slip-quote-in-text.json:23:66  / > block 2 (banner) > text: ${QUOTE_IN_TEXT}`]],
    [
      'slip-missing-type.json',
      ['slip-missing-type.json:23:9  / > block 2: the field "type" is missing: it says which kind of block this is'],
    ],
    [
      'slip-picture-capital-ending.json',
      [
        'slip-picture-capital-ending.json:20:22  / > block 1 (hero) > image.src: the picture "/images/IMG_2041.JPG" cannot be used: the ending ".JPG" has capital letters: endings must be in small letters, ".jpg". ' +
          `Rename the file to "IMG_2041.jpg" (in public/images/) and write "/images/IMG_2041.jpg" here. ${PICTURE_RULE}`,
      ],
    ],
    [
      'slip-picture-space.json',
      [
        'slip-picture-space.json:20:22  / > block 1 (hero) > image.src: the picture "/images/school visit.png" cannot be used: the name has spaces, which break web addresses. ' +
          `Rename the file to "school-visit.png" (in public/images/) and write "/images/school-visit.png" here. ${PICTURE_RULE}`,
      ],
    ],
    [
      'slip-picture-heic.json',
      [
        'slip-picture-heic.json:20:22  / > block 1 (hero) > image.src: the picture "/images/IMG_2041.heic" cannot be used: iPhones save photos as .heic, which most browsers cannot show. ' +
          `Open it, save (or export) a copy as "IMG_2041.jpg" (in public/images/), and write "/images/IMG_2041.jpg" here. ${PICTURE_RULE}`,
      ],
    ],
  ])('%s', (name, expected) => {
    expect(messagesOf(name)).toEqual(expected);
  });
});

describe('advice is a warning, never an error', () => {
  it.each([
    [
      'slip-long-heading.json',
      'slip-long-heading.json:19:11  warning: / > block 1 (hero) > heading: this heading is 5021 characters long; keep headings and titles under about 120 (a line or two on a phone). Move the rest into the text below it.',
    ],
    [
      'slip-long-paragraph.json',
      'slip-long-paragraph.json:32:44  warning: /history > block 2 (banner) > text: this text is 1599 characters long, more than a phone screen; keep a paragraph under about 1500. Split it into several paragraphs (fields with a list of paragraphs take each as its own text).',
    ],
    [
      'slip-alt-file-name.json',
      'slip-alt-file-name.json:20:54  warning: / > block 1 (hero) > image.alt: the alt text "IMG_2041.jpg" is a file name, which tells a blind visitor nothing. Describe in a few words what the picture shows, for example "Children reading at the Hyderabad centre".',
    ],
    [
      'slip-html.json',
      `slip-html.json:23:43  warning: / > block 2 (banner) > text: this text has the HTML tag <b>, which the site shows exactly as typed: texts are plain text. Remove the tag; for bold words, a link or a new paragraph use the section's own fields (see docs/editing.md, "No HTML in texts").`,
    ],
    [
      'slip-duplicate-field.json',
      'slip-duplicate-field.json:36:11  warning: /history > block 3 (intervention-selector): the field "heading" is written twice here (again on line 37); only the last one counts, so this one does nothing. Delete the one you do not want.',
    ],
    [
      'slip-unlinked-page.json',
      'slip-unlinked-page.json:27:7  warning: /history > path: no link leads to this page (not the menu, the footer, nor another page), so visitors find it only by typing its address. Link to it from the menu, the footer or a page (docs/editing.md, "The menu and the footer"), or remove the page if it is no longer needed.',
    ],
  ])('%s', (name, expected) => {
    const result = validatePagesText(fixture(name), name, fixtureContext);
    expect(result.problems.map((p) => formatProblem(p))).toEqual([expected]);
    expect(result.ok).toBe(true);
  });

  it('a picture in public/images that no page uses', () => {
    const publicDir = fileURLToPath(new URL('./fixtures/public-unused-picture/', import.meta.url));
    expect(messagesOf('valid.json', fixture('valid.json'), { publicDir })).toEqual([
      'valid.json:1:1  warning: public/images: the picture public/images/old-banner.svg is used by no page, yet it goes out with the site. Delete the file if it is not needed, or use it ("src": "/images/old-banner.svg").',
    ]);
  });

  it('a page kept out of search engines may have no link to it (a landing or test page)', () => {
    const text = fixture('slip-unlinked-page.json').replace(
      '"path": "/history",',
      '"path": "/history", "indexable": false,',
    );
    expect(messagesOf('x.json', text)).toEqual([]);
  });
});

describe('variants of the slips', () => {
  const valid = fixture('valid.json');
  const only = (text: string) => messagesOf('x.json', text).map((m) => m.replace(/^x\.json:\d+:\d+ {2}[^:]*: /, ''));

  it('a whole line pasted from Word, and curly quotes that only close or only open, get the curly-quote message once', () => {
    for (const line of [
      '“heading”: “Welcome”',
      '"heading”: "Welcome"',
      '"heading": "Welcome”',
      '“heading": "Welcome"',
    ]) {
      expect(only(valid.replace('"heading": "Welcome"', line)), line).toEqual([CURLY]);
    }
  });

  it('a Word line whose text has an apostrophe in it', () => {
    expect(
      only(valid.replace('"text": "Education and nutrition."', `“text”: “India’s and the world's children”`)),
    ).toEqual([CURLY]);
  });

  it('curly quotes and apostrophes inside a text are fine', () => {
    expect(only(valid.replace('"Welcome"', '"We’re “here”"'))).toEqual([]);
  });

  it('single quotes around a text', () => {
    expect(only(valid.replace('"Welcome"', "'Welcome'"))).toEqual([
      `single quotes ' cannot go around a field name or a text: type double quotes " instead. Single quotes are fine inside a text.`,
    ]);
  });

  it('120,000 with Western grouping, and "1,20,000" in quotes', () => {
    expect(only(valid.replace('"initial": 1', '"initial": 120,000'))).toEqual([
      'the number 120,000 is written with commas: write numbers without commas, 120000.',
    ]);
    expect(only(valid.replace('"initial": 1', '"initial": "1,20,000"'))).toEqual([
      'a number is written without quotes and without commas: write 120000 instead of "1,20,000"',
    ]);
  });

  it('a list of numbers stays a list of numbers', () => {
    expect(findTextSlips('{ "widths": [1,20,300] }').slips).toEqual([]);
    expect(findTextSlips('{ "widths": [120,000] }').slips.map((s) => s.message)).toEqual([
      'the number 120,000 is written with commas: write numbers without commas, 120000.',
    ]);
  });

  it('several quotes inside one text, and a text with a quote in a line of several fields', () => {
    expect(only(valid.replace('"Education and nutrition."', '"She said "yes" and "no" to it"'))).toEqual([
      QUOTE_IN_TEXT,
    ]);
    expect(
      only(valid.replace('"text": "Education and nutrition."', '"text": "A 5" screen", "tone": "secondary"')),
    ).toEqual([QUOTE_IN_TEXT]);
  });

  it('a text that is never closed gets the parser’s one message, not a cascade', () => {
    expect(only(valid.replace('"Education and nutrition." }', '"Education and nutrition. }'))).toEqual([
      'the file is not valid JSON: a text value is not closed with a double quote',
    ]);
  });

  it('a missing comma is still named as one', () => {
    expect(only(valid.replace('"id": "work", ', '"id": "work" '))).toEqual([
      'the file is not valid JSON: a comma is missing between two entries (or there is one too many quotes)',
    ]);
  });

  it('a tab inside a text', () => {
    expect(only(valid.replace('"Education and nutrition."', '"Education\tand nutrition."'))).toEqual([
      'this text has a tab (U+0009) in it, which a text cannot hold: replace it with an ordinary space.',
    ]);
  });

  it('a no-break space between entries is named, with the fix', () => {
    expect(only(valid.replace('"heading": "Welcome"', '"heading":\u00a0"Welcome"'))).toEqual([
      'there is an invisible no-break space (U+00A0) here, between the entries, and JSON does not allow it: replace it with an ordinary space. It usually comes in with copied text.',
    ]);
  });

  it('the joiners Hindi and Telugu need, no-break spaces and soft hyphens are fine inside a text', () => {
    expect(only(valid.replace('"Welcome"', '"क्\u200dष शिक्षा\u00a0और\u00ad पोषण"'))).toEqual([]);
  });

  it('picture names that are safe are accepted: dots, capitals and underscores in the name', () => {
    const validate = (src: string) =>
      messagesOf('x.json', valid.replace('/images/home-hero.svg', src)).filter((m) => m.includes('cannot be used'));
    expect(validate('/images/IMG_2041.v2.jpg')).toEqual([]);
    expect(validate('/images/../secret.jpg')).toHaveLength(1);
    expect(validate('images/photo.jpg')[0]).toContain('it must start with a slash, "/images/..."');
    expect(validate('/images/photo (1).jpg')[0]).toContain(
      'the name has spaces, which break web addresses; the name has "(" ")", which web addresses cannot hold as they are. Rename the file to "photo-1.jpg"',
    );
  });
});
