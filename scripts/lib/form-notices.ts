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
import type { Block } from '../../src/shared/generated/content-types.ts';

const FORM_OF_BLOCK: Record<string, NoticeForm> = { 'contact-form': 'contact', 'join-form': 'volunteer' };

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** `language`: the page's, from its address (/, /hi/, /te/). */
export function withNotices(
  blocks: Block[],
  privacy: PrivacySettings | undefined,
  language: NoticeLanguage = 'en',
): Block[] {
  if (!privacy) return blocks;
  return blocks.map((block) => {
    const form = FORM_OF_BLOCK[block.type];
    return form ? { ...block, notice: shownNotice(privacy, form, language, sha256Hex) } : block;
  });
}
