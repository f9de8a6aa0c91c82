// The privacy notices the build gives the form blocks (content/form-notices.ts), made from this
// repository's pages.json (tests run from its folder), for block tests that render a form as the site shows it.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type PrivacySettings, shownNotice } from '../../schema/api/privacy-notice.ts';

const privacy: PrivacySettings = JSON.parse(readFileSync(path.resolve('pages.json'), 'utf8')).site.privacy;
const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export const CONTACT_NOTICE = shownNotice(privacy, 'contact', 'en', sha256Hex);
export const JOIN_NOTICE = shownNotice(privacy, 'volunteer', 'en', sha256Hex);
export const DONATION_NOTICE = shownNotice(privacy, 'donation', 'en', sha256Hex);

/** The tick box's label, as a pattern for getByLabelText. */
export const CONSENT_LABEL = /^I have read this notice and agree/;
