// Reads the forms' privacy notices (pages.json site.privacy) at start, for the routes that check
// the notice version a submission was sent with.
import path from 'node:path';
import fp from 'fastify-plugin';
import type { PrivacySettings } from '../../schema/api/privacy-notice.ts';
import { type PrivacyNotices, privacyNotices, readPrivacyNotices } from '../lib/privacy-notices.ts';

declare module 'fastify' {
  interface FastifyInstance {
    privacyNotices: PrivacyNotices;
  }
}

export interface PrivacyNoticesOptions {
  /** The settings to use instead of pages.json's (tests). */
  privacy?: PrivacySettings;
  /** Where the site settings are; defaults to pages.json in the working folder. */
  pagesFile?: string;
}

export default fp<PrivacyNoticesOptions>(
  async (app, options) => {
    const notices = options.privacy
      ? privacyNotices(options.privacy)
      : await readPrivacyNotices(options.pagesFile ?? path.resolve('pages.json'));
    app.decorate('privacyNotices', notices);
  },
  { name: 'privacy-notices' },
);
