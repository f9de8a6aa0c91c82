// @vitest-environment node
// Without SITE_URL every e-mailed link would read http://localhost:PORT. A real site
// (NODE_ENV=production, or SMTP_URL set) cannot start without it; a try-out starts with one warning.
// The start itself (exit 1, one line on stderr) is proved in read-settings.test.ts.
import { describe, expect, it } from 'vitest';
import { ConfigError } from './read-settings.ts';
import { checkSiteUrl } from './site-url-rule.ts';

describe('SITE_URL at start', () => {
  it.each([
    [{ NODE_ENV: 'production' }, 'NODE_ENV is production'],
    [{ SMTP_URL: 'smtps://user:pw@mail.example:465' }, 'SMTP_URL is set'],
    [{ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example', SITE_URL: '  ' }, 'NODE_ENV is production'],
  ])('is required on a real site (%j)', (env, why) => {
    expect(() => checkSiteUrl(env, 5000)).toThrow(ConfigError);
    expect(() => checkSiteUrl(env, 5000)).toThrow(`SITE_URL must be set (${why})`);
    const line = (() => {
      try {
        checkSiteUrl(env, 5000);
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(line).not.toContain('\n');
  });

  it('on a try-out (e-mails written as files) gives one warning naming the address the links will have', () => {
    const warning = checkSiteUrl({ NODE_ENV: 'development', SMTP_URL: '' }, 5000);
    expect(warning).toMatch(/^SITE_URL is not set: links in e-mails point to http:\/\/localhost:5000/);
    expect(warning).not.toContain('\n');
  });

  it('says nothing once it is set, in production too', () => {
    expect(checkSiteUrl({ NODE_ENV: 'production', SMTP_URL: 'smtp://x', SITE_URL: 'https://example.org' }, 80)).toBe(
      undefined,
    );
    expect(checkSiteUrl({ SITE_URL: 'https://example.org' }, 80)).toBeUndefined();
  });
});
