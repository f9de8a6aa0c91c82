// Content a publish changes what the server itself reads of: the organisation's name, the contact
// form's name for the team and its team address, and a new page holding the contact form with words of its own.
import type { ContentFiles } from '../../../server/publishing/content-files.ts';

export const PUBLISHED = {
  organisation: 'Compassion Works Trust',
  formName: 'Write to the Trust',
  teamEmail: 'helpdesk@example.org',
  page: '/write-to-us',
  formHeading: 'Tell the Trust what you need',
};

interface Shape {
  site: {
    organisation: { name: string };
    notifications: { contact: { formName: string; teamEmails: string[] } };
  };
  pages: { path: string; blocks: { type: string; formHeading?: string }[] }[];
}

/** The repository's content with the changes of PUBLISHED. */
export function withServerContent(files: ContentFiles): ContentFiles {
  const pages = JSON.parse(files.pagesText) as Shape;
  pages.site.organisation.name = PUBLISHED.organisation;
  pages.site.notifications.contact.formName = PUBLISHED.formName;
  pages.site.notifications.contact.teamEmails = [PUBLISHED.teamEmail];
  const form = pages.pages.flatMap((page) => page.blocks).find((block) => block.type === 'contact-form');
  if (!form) throw new Error('pages.json has no contact form');
  pages.pages.push({ path: PUBLISHED.page, blocks: [{ ...form, formHeading: PUBLISHED.formHeading }] });
  return { ...files, pagesText: `${JSON.stringify(pages, null, 2)}\n` };
}

/**
 * `files` with a copy of the first hero, showing the picture at `src`, above the sections of `pagePath` (which
 * take section headings).
 */
export function withPictureAbove(files: ContentFiles, pagePath: string, src: string): ContentFiles {
  const pages = JSON.parse(files.pagesText) as { pages: { path: string; blocks: Record<string, unknown>[] }[] };
  const hero = pages.pages.flatMap((page) => page.blocks).find((block) => block.type === 'hero');
  const page = pages.pages.find((candidate) => candidate.path === pagePath);
  if (!hero || !page) throw new Error(`pages.json has no hero, or no page ${pagePath}`);
  // The hero holds the page's main heading now: the sections under it take section headings.
  for (const block of page.blocks) block.headingLevel = 2;
  page.blocks.unshift({ ...hero, image: { src, alt: 'A well opened in the village' } });
  return { ...files, pagesText: `${JSON.stringify(pages, null, 2)}\n` };
}
