// Gives each form block on a page the privacy notice it shows (pages.json site.privacy), with its
// version: only the pages with a form carry the notice, and the server derives the same version
// from the same words (server/lib/privacy-notices.ts).
import { createHash } from 'node:crypto';
import {
  type NoticeForm,
  type NoticeLanguage,
  type PrivacySettings,
  shownNotice,
} from '../schema/api/privacy-notice.ts';
import { FORM_TEXTS } from '../schema/api/form-texts/index.ts';
import type { Block } from './generated/content-types.ts';
import { normalisePath } from './routes.ts';
import type { TranslationFile } from './translations/file-shape.ts';
import { localisePage } from './translations/overlay.ts';

const FORM_OF_BLOCK: Record<string, NoticeForm> = {
  'contact-form': 'contact',
  'join-form': 'volunteer',
  'donation-form': 'donation',
};

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The blocks that draw a form, and so its messages. */
const FORM_BLOCKS = new Set(['contact-form', 'join-form', 'donation-form']);

/**
 * How the notice names its link to the Your data page: that page's title in the page's language; `english`
 * when the title has no current translation, so the link is marked as English.
 */
export interface YourDataPageName {
  name: string;
  english?: true;
}

/**
 * The Your data page's name in `language` (pages.json's title with the language's translation laid over it),
 * or undefined when the site has no such page or it has no title (the notice then shows the address).
 */
export function yourDataPageName(
  pagesFile: { pages: { path: string; title?: string }[] },
  privacy: PrivacySettings | undefined,
  translation?: TranslationFile,
): YourDataPageName | undefined {
  const href = privacy?.yourDataHref;
  const index = href ? pagesFile.pages.findIndex((page) => normalisePath(page.path) === normalisePath(href)) : -1;
  const english = pagesFile.pages[index]?.title;
  if (!english) return undefined;
  const name = translation ? localisePage(pagesFile, index, translation).page.title : english;
  return name && name !== english ? { name } : { name: english, ...(translation ? { english: true as const } : {}) };
}

/**
 * `language`: the page's, from its address (/, /hi/, /te/). On a Hindi or Telugu page the contact and
 * join forms also get `texts`, the few words they draw as they render in that language (the error
 * summary's heading, the guardian section); English pages use the English in the code and get nothing more.
 * `yourData`: the Your data page's name in that language (yourDataPageName), which the notice's link shows.
 * It is not part of the notice's version: the notice's own words say what the page is for.
 */
export function withNotices(
  blocks: Block[],
  privacy: PrivacySettings | undefined,
  language: NoticeLanguage = 'en',
  yourData?: YourDataPageName,
): Block[] {
  return blocks.map((block) => {
    const form = FORM_OF_BLOCK[block.type];
    const shown = form && privacy ? shownNotice(privacy, form, language, sha256Hex) : undefined;
    const named = shown?.yourDataHref && yourData ? { yourDataPage: yourData } : {};
    const notice = shown ? { notice: { ...shown, ...named } } : {};
    const texts =
      language !== 'en' && FORM_BLOCKS.has(block.type) ? { texts: pageFormTexts(language, block, !!privacy) } : {};
    return { ...block, ...notice, ...texts };
  });
}

/**
 * The words a form block draws as it renders, in the page's language (PageFormTexts in
 * src/shared/forms/form-definition.ts); its messages come with its checks, after the page is up.
 */
function pageFormTexts(language: NoticeLanguage, block: Block, withNotice: boolean) {
  const { errorTitlePrefix, errorSummaryHeading, consentLabel, guardian } = FORM_TEXTS[language];
  // Only what the block does not already say: its summary heading is a text of pages.json, and the
  // notice's own label names the tick box.
  const own = block as { errorSummaryHeading?: string };
  return {
    errorTitlePrefix,
    ...(own.errorSummaryHeading ? {} : { errorSummaryHeading }),
    ...(withNotice ? {} : { consentLabel }),
    ...(block.type === 'join-form' ? { guardian } : {}),
  };
}
