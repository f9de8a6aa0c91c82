import type { CrossCheck, CrossProblem } from './check-context.ts';
import { walk } from './walk.ts';

/** Fields shown as headings or titles: a long one fills a phone screen and is read out in full by screen readers. */
const HEADING_FIELD = /^(heading|title)$/;
export const LONG_HEADING = 120;
export const LONG_PARAGRAPH = 1500;

/** An HTML tag (<b>, </p>, <br/>, <a href="...">) or entity (&amp;, &nbsp;, &#8377;) typed into a text. */
const HTML_TAG = /<\/?[A-Za-z][A-Za-z0-9]*(\s[^<>]*)?\/?>/;
const HTML_ENTITY = /&(#\d+|#x[0-9A-Fa-f]+|[A-Za-z]+);/;

/** Texts the site shows as they are: too long to read, or holding HTML, which shows as typed. */
export const textAdvice: CrossCheck = (data) => {
  const problems: CrossProblem[] = [];
  for (const { value, segments, key } of walk(data)) {
    if (typeof value !== 'string') continue;
    const warn = (message: string) => problems.push({ severity: 'warning', segments, message });
    const field =
      key ?? (typeof segments[segments.length - 2] === 'string' ? String(segments[segments.length - 2]) : '');
    if (HEADING_FIELD.test(field) && value.length > LONG_HEADING) {
      warn(
        `this ${field} is ${value.length} characters long; keep headings and titles under about ${LONG_HEADING} (a line or two on a phone). Move the rest into the text below it.`,
      );
    } else if (value.length > LONG_PARAGRAPH) {
      warn(
        `this text is ${value.length} characters long, more than a phone screen; keep a paragraph under about ${LONG_PARAGRAPH}. Split it into several paragraphs (fields with a list of paragraphs take each as its own text).`,
      );
    }
    const tag = HTML_TAG.exec(value)?.[0];
    const entity = HTML_ENTITY.exec(value)?.[0];
    if (tag) {
      warn(
        `this text has the HTML tag ${tag}, which the site shows exactly as typed: texts are plain text. Remove the tag; for bold words, a link or a new paragraph use the section's own fields (see docs/editing.md, "No HTML in texts").`,
      );
    } else if (entity) {
      warn(
        `this text has ${entity}, HTML code that the site shows exactly as typed: type the character itself instead (& for &amp;, a plain space for &nbsp;).`,
      );
    }
  }
  return problems;
};
