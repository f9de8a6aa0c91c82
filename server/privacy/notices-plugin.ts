// Reads the forms' privacy notices (pages.json site.privacy) at start, for the routes that check
// the notice version a submission was sent with; publishing gives it the published content's.
import fp from 'fastify-plugin';
import { LANGUAGES } from '../../schema/api/languages.ts';
import type { PrivacySettings } from '../../schema/api/privacy-notice.ts';
import { type PrivacyNotices, privacyNotices } from './notices.ts';

export interface CurrentNotices extends PrivacyNotices {
  /**
   * The notices of newly published content. A form sent from a page loaded before the publish showed
   * the previous words: those stay accepted until the next change of notices.
   */
  use(privacy: PrivacySettings): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    privacyNotices: CurrentNotices;
  }
}

export interface PrivacyNoticesOptions {
  /** The settings to use instead of pages.json's (tests). */
  privacy?: PrivacySettings;
}

export default fp<PrivacyNoticesOptions>(
  async (app, options) => {
    const privacy = options.privacy ?? (app.siteContent.pages.site as { privacy?: PrivacySettings }).privacy;
    if (!privacy)
      throw new Error('pages.json has no site.privacy: the forms need their privacy notice (schema/site.schema.json).');
    let current = privacyNotices(privacy);
    let previous: PrivacyNotices | undefined;
    const versions = (notices: PrivacyNotices) =>
      (['contact', 'volunteer', 'donation'] as const)
        .flatMap((form) => LANGUAGES.map((language) => notices.notice(form, language).version))
        .join();
    app.decorate('privacyNotices', {
      notice: (form, language) => current.notice(form, language),
      consentFor: (form, version, givenAt) =>
        current.consentFor(form, version, givenAt) ?? previous?.consentFor(form, version, givenAt) ?? null,
      use: (next) => {
        const notices = privacyNotices(next);
        if (versions(notices) === versions(current)) return;
        previous = current;
        current = notices;
      },
    } satisfies CurrentNotices);
  },
  { name: 'privacy-notices', dependencies: ['site-content'] },
);
