// Gives each form block on a page the privacy notice it shows (pages.json site.privacy), with its
// version: only the pages with a form carry the notice, and the server derives the same version
// from the same words (server/lib/privacy-notices.ts).
import { createHash } from 'node:crypto';
import {
  type NoticeForm,
  type NoticeLanguage,
  type PrivacySettings,
  shownNotice,
} from '../../schema/api/privacy-notice.ts';
import { FORM_TEXTS } from '../../schema/api/form-texts/index.ts';
import type { Block } from '../../src/shared/generated/content-types.ts';

const FORM_OF_BLOCK: Record<string, NoticeForm> = { 'contact-form': 'contact', 'join-form': 'volunteer' };

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The blocks that draw a form, and so its messages. */
const FORM_BLOCKS = new Set(['contact-form', 'join-form', 'your-data-request', 'upload-test']);

/**
 * `language`: the page's, from its address (/, /hi/, /te/). On a Hindi or Telugu page each form block
 * also gets `texts`, the form's messages in that language (schema/api/form-texts/): only that language's,
 * and only on the pages with a form; English pages use the English in the code and get nothing more.
 */
export function withNotices(
  blocks: Block[],
  privacy: PrivacySettings | undefined,
  language: NoticeLanguage = 'en',
): Block[] {
  return blocks.map((block) => {
    const form = FORM_OF_BLOCK[block.type];
    const notice = form && privacy ? { notice: shownNotice(privacy, form, language, sha256Hex) } : {};
    const texts = language !== 'en' && FORM_BLOCKS.has(block.type) ? { texts: pageFormTexts(language) } : {};
    return { ...block, ...notice, ...texts };
  });
}

/** A language's form texts as a page carries them: without the sentences only the server says. */
function pageFormTexts(language: NoticeLanguage) {
  const { server, ...texts } = FORM_TEXTS[language];
  return texts;
}
