// @vitest-environment node
// What the server reads of the content follows a publish, on the instance that published and on another
// one (its own site folder, as on another machine, following by its poll), without a restart: a new
// submission's team e-mail goes to the published team address under the published form name, the visitor's
// acknowledgement names the published organisation, a plain form post sent from a page the publish added is
// answered there, in a page naming the published organisation, and the privacy pages and staff e-mails name it too. With
// PUBLISH_TEST_BUILD=<a dist folder> (and PUBLISH_TEST_CONTENT=<its checkout>) the instances render with that
// build: then the page answered to a plain post is the published form page itself (its words, and a picture
// uploaded from the staff area with its size and AVIF/WebP copies), and sitemap.xml lists the page the publish added.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PUBLISHING_API, type ContentState } from '../../schema/api/publishing.ts';
import { PUBLISHED, withPictureAbove, withServerContent } from '../../tests/helpers/server/published-content.ts';
import { headingRenderer, testSiteFolders } from '../../tests/helpers/server/publishing-suite.ts';
import {
  addMember,
  call,
  decoded,
  HOST,
  SITE,
  signIn,
  staffAppOptions,
} from '../../tests/helpers/server/staff-suite.ts';
import { makeApp, postForm, postJson, validContact } from '../../tests/helpers/server/test-app.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';
import { twoInstancesOnOneDatabase } from '../../tests/helpers/server/two-instances.ts';
import type { SmtpTestServer } from '../../tests/helpers/server/smtp-test-server.ts';
import type { Database } from '../db/database.ts';
import { loadOutboxConfig } from '../outbox/outbox-config.ts';
import { readContentFolder } from './content-files.ts';

const built = process.env.PUBLISH_TEST_BUILD;
const contentDir = process.env.PUBLISH_TEST_CONTENT ?? process.cwd();
const repository = readContentFolder(contentDir);
const ORIGINAL = JSON.parse(repository.pagesText).site.organisation.name as string;

describe.each(engines)('what the server reads follows a publish, on two instances, on $name', (engine) => {
  const folders = testSiteFolders('publish-content', repository);
  const instance = (db: Database, name: string, smtp: SmtpTestServer) => {
    const options = staffAppOptions(smtp.url, folders.base);
    return makeApp(db, {
      ...options,
      // The team addresses of the content, not the suite's NOTIFY_TO (which would replace every form's).
      outboxConfig: { ...loadOutboxConfig({ SMTP_URL: smtp.url }, folders.base), pollIntervalMs: 50, kickDelayMs: 0 },
      config: { siteDir: built ? path.join(built, 'client') : folders.siteDir, dataDir: folders.base },
      publishing: {
        ...(built ? { contentDir } : { renderer: headingRenderer }),
        root: path.join(folders.base, name),
        pollSeconds: 1,
      },
    });
  };

  const instances = twoInstancesOnOneDatabase(engine, {
    instance,
    cleanup: () => fs.rmSync(folders.base, { recursive: true, force: true }),
  });
  const { apps } = instances;

  /** The team's e-mail and the visitor's acknowledgement of a new contact submission to `app`. */
  let visitors = 0;
  const submit = async (app: FastifyInstance) => {
    // A new visitor each time: the visitor e-mails per address are limited.
    const email = `asha-${++visitors}@example.org`;
    const sent = await postJson(app, '/api/contact', { ...validContact(), email });
    expect(sent.statusCode, sent.body).toBe(201);
    const reference = sent.json().data.reference as string;
    // Either instance's worker may deliver a row (they share the database), and e-mails of earlier posts may
    // still arrive: wait for this submission's two.
    const mails = () => ({
      team: instances.smtp.received.find((mail) => !mail.to.includes(email) && decoded(mail.raw).includes(reference)),
      acknowledgement: instances.smtp.received.find((mail) => mail.to.includes(email)),
    });
    const started = performance.now();
    while ((!mails().team || !mails().acknowledgement) && performance.now() - started < 10_000)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const { team, acknowledgement } = mails();
    return {
      team: team && { to: team.to, text: decoded(team.raw) },
      acknowledgement: decoded(acknowledgement?.raw ?? ''),
    };
  };
  const plainPost = (app: FastifyInstance, from: string, body: string) =>
    postForm(app, '/api/contact', body, { host: HOST, origin: SITE, referer: `${SITE}${from}`, accept: 'text/html' });
  const contactForm = () =>
    new URLSearchParams({ ...validContact(), email: `plain-${++visitors}@example.org` }).toString();
  const page = async (app: FastifyInstance, url: string) => (await app.inject({ url, headers: { host: HOST } })).body;

  it('before the publish: the repository content', async () => {
    const { team, acknowledgement } = await submit(apps[0]);
    expect(team?.to).toEqual(['team@example.org']);
    expect(acknowledgement).toContain(`Thank you for writing to ${ORIGINAL}.`);
    // A page the content does not hold yet: a post from it goes back to the form's own page.
    const posted = await plainPost(apps[0], PUBLISHED.page, contactForm());
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe('/ContactPage?sent=contact');
  });

  it('after it: e-mails, plain form posts and privacy pages are the published content, on both instances', async () => {
    const [one, two] = apps;
    // The team addresses change too: an admin's change (an editor's is refused).
    const editor = await signIn(one, 'admin');
    const { draft } = (await call(one, 'GET', PUBLISHING_API.content, { client: editor })).json().data as ContentState;
    let changed = withServerContent(repository);
    if (built) {
      // A picture uploaded from the staff area above the added page's form: its answers to plain posts show it
      // with its size and AVIF/WebP copies, as the published page does.
      const bytes = await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#2a6f4e' } })
        .jpeg()
        .toBuffer();
      const body = { name: 'well-opening.jpg', data: bytes.toString('base64') };
      const uploaded = await call(one, 'POST', PUBLISHING_API.pictures, { client: editor, body });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      changed = withPictureAbove(changed, PUBLISHED.page, uploaded.json().data.src);
    }
    const saved = await call(one, 'POST', PUBLISHING_API.drafts, {
      client: editor,
      body: { baseRevision: draft.id, pages: changed.pagesText },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const revision = saved.json().data.revision.id as number;
    const published = await call(one, 'POST', PUBLISHING_API.publish, { client: editor, body: { revision } });
    expect(published.statusCode, published.body).toBe(200);

    // The second instance follows by its poll (every second here).
    const started = performance.now();
    while (two.publishing.serving() !== revision && performance.now() - started < 60_000)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(two.publishing.serving()).toBe(revision);

    for (const app of [one, two]) {
      const { team, acknowledgement } = await submit(app);
      expect(team?.to).toEqual([PUBLISHED.teamEmail]);
      expect(team?.text).toContain(`Subject: ${PUBLISHED.formName}: Asha R.`);
      expect(acknowledgement).toContain(`Thank you for writing to ${PUBLISHED.organisation}.`);

      // The page the publish added holds the contact form: a plain post from it is answered there.
      const posted = await plainPost(app, PUBLISHED.page, contactForm());
      expect(posted.statusCode).toBe(303);
      expect(posted.headers.location).toBe(`${PUBLISHED.page}?sent=contact`);
      const confirmation = await page(app, `${PUBLISHED.page}?sent=contact`);
      expect(confirmation).toContain(PUBLISHED.organisation);
      const refused = await plainPost(app, PUBLISHED.page, 'name=&email=not-an-address');
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(PUBLISHED.organisation);
      if (built) {
        // The published form page itself, drawn by the build's renderer with the revision's words.
        expect(refused.body).toContain(PUBLISHED.formHeading);
        expect(confirmation).toContain(PUBLISHED.formHeading);
        for (const answer of [refused.body, confirmation]) {
          expect(answer).toContain('src="/images/well-opening.jpg"');
          expect(answer).toMatch(/well-opening[^"]*-960\.avif 960w/);
          expect(answer).toMatch(/width="1000" height="600"/);
        }
        const sitemap = await app.inject({ url: '/sitemap.xml', headers: { host: HOST } });
        expect(sitemap.statusCode).toBe(200);
        expect(sitemap.body).toContain(`${PUBLISHED.page}</loc>`);
      }

      // The privacy pages name the published organisation.
      const privacyPage = await page(app, '/privacy/your-data?t=not-a-token');
      expect(privacyPage).toContain(PUBLISHED.organisation);
    }

    // The staff area's e-mails name it too.
    const member = await addMember(one, 'editor');
    const invited = performance.now();
    while (
      !instances.smtp.received.some((mail) => mail.to.includes(member.email)) &&
      performance.now() - invited < 10_000
    )
      await new Promise((resolve) => setTimeout(resolve, 50));
    const invitation = instances.smtp.received.find((mail) => mail.to.includes(member.email));
    expect(decoded(invitation?.raw ?? '')).toContain(`staff area of ${PUBLISHED.organisation}`);
  }, 120_000);
});
