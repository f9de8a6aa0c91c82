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

const FORM_OF_BLOCK: Record<string, NoticeForm> = { 'contact-form': 'contact', 'join-form': 'volunteer' };

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The blocks that draw a form, and so its messages. */
const FORM_BLOCKS = new Set(['contact-form', 'join-form']);

/**
 * `language`: the page's, from its address (/, /hi/, /te/). On a Hindi or Telugu page the contact and
 * join forms also get `texts`, the few words they draw as they render in that language (the error
 * summary's heading, the guardian section); English pages use the English in the code and get nothing more.
 */
export function withNotices(
  blocks: Block[],
  privacy: PrivacySettings | undefined,
  language: NoticeLanguage = 'en',
): Block[] {
  return blocks.map((block) => {
    const form = FORM_OF_BLOCK[block.type];
    const notice = form && privacy ? { notice: shownNotice(privacy, form, language, sha256Hex) } : {};
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
