// Publishing: the content's revisions in the database and the site folder visitors are served.
// At start an empty database takes the repository's content (pages.json, translations/) as its first
// published revision. Publishing renders the revision into <releases root>/releases/<name>/ with the built
// renderer (render-site.ts), then, once the database points at it, switches <root>/current to it by a
// rename (server/ops/site-folder.ts: atomic; a SIGKILL leaves the old folder or the new one, never half).
// Every instance polls the published revision (PUBLISH_POLL_SECONDS, 5 s): one that serves another
// renders it if no folder holds it yet and switches too, so all follow within seconds; an instance that
// starts serves the latest published revision.
//
// Until the first publish from the staff area the build's own pages are served as they are (the seed is
// the repository's content the build was made from).
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { PrivacySettings } from '../../schema/api/privacy-notice.ts';
import { PublicError } from '../http/errors.ts';
import { removeOldReleases, switchLink } from '../ops/site-folder.ts';
import { readSettings } from '../settings/read-settings.ts';
import {
  type ContentFiles,
  type Fingerprints,
  fingerprint,
  fingerprintsOf,
  readContentFolder,
} from './content-files.ts';
import { pictureFactsNamedIn, picturesNamedIn, type StoredPicture } from './pictures-store.ts';
import type { DraftBounds } from './draft-bounds.ts';
import { PUBLISHING_TABLE_RULES } from './publishing-retention.ts';
import { sealHolds, sealRelease } from './release-seal.ts';
import { openToReaders } from './open-to-readers.ts';
import publishingRoutes, { PUBLISHING_MESSAGES } from './publishing-routes.ts';
import { type DraftPreviews, draftPreviews } from './preview.ts';
import { withUploadedFacts, writeReleasePictures } from './release-pictures.ts';
import { type Build, loadBuild } from '../site/render/build.ts';
import type { PreviousRelease } from '../site/render/render-site.ts';
import { renderRelease } from './render-release.ts';
import { staffPictures } from './staff-pictures.ts';
import { readHeads, readRevision, seedContent } from './revisions-store.ts';
import { serveContent } from './served-content.ts';
import { type LocalRepository, openLocalRepository } from './local-repository.ts';

export interface PreparedRelease {
  name: string;
  dir: string;
  addresses: number;
  ms: number;
}

/**
 * Writes a revision's site into a folder that does not exist yet (tests pass their own); the uploaded
 * pictures it shows are written beside it (release-pictures.ts), their facts go into its pages.
 */
export type ReleaseRenderer = (
  files: ContentFiles,
  dir: string,
  previous?: PreviousRelease,
  pictures?: StoredPicture[],
) => Promise<{ addresses: number }>;

export interface Publishing {
  /** The folder of the revision's site, rendered unless a folder holds it already. */
  prepare(revision: { id: number; files: ContentFiles; fingerprints: Fingerprints }): Promise<PreparedRelease>;
  /** Serves `release` from now on (and nginx too: the `current` link); the forms accept its privacy notices. */
  switchTo(revisionId: number, release: PreparedRelease, files: ContentFiles): Promise<void>;
  /** The published revision this instance serves (undefined: the build as it is). */
  serving(): number | undefined;
  /** Looks at the published revision now and follows it (the poll does this every few seconds). */
  follow(): Promise<void>;
  /** The folder holding `releases/` and `current`. */
  root: string;
  /** What a draft may hold before it is stored (draft-bounds.ts). */
  draftBounds: DraftBounds;
  /** The drafts' previews on the site's addresses (preview.ts). */
  previews: DraftPreviews;
  /** `npm run edit`'s checkout, which a publish writes into (local-repository.ts); undefined on a site's server. */
  repository?: LocalRepository;
}

declare module 'fastify' {
  interface FastifyInstance {
    publishing: Publishing;
    /** Set by the static site plugin: serve another folder from now on. */
    serveSiteFrom?: (siteDir: string) => void;
    /** The folder of the draft to show this request instead of the site (a signed-in editor's preview). */
    previewSiteFor?: (request: FastifyRequest) => Promise<string | undefined>;
  }
}

export interface PublishingOptions {
  /** The folder with pages.json and translations/ (default: the working folder). */
  contentDir?: string;
  /** Instead of the build's renderer (tests). */
  renderer?: ReleaseRenderer;
  /** Where releases/ and current are (default: <root> when SITE_DIR is <root>/current/client, else DATA_DIR/site). */
  root?: string;
  pollSeconds?: number;
  /** Instead of DRAFT_MAX_PAGES and DRAFT_MAX_KB (tests). */
  draftBounds?: Partial<DraftBounds>;
  /**
   * `npm run edit`: the checkout this server edits (it is the content folder too). Its files become the draft at
   * start when they changed, and every publish and roll back writes the published revision into it with the
   * code of `npm run content -- export` (local-repository.ts).
   */
  exportTo?: string;
  /** With `exportTo`: the checkout's files replace a draft holding changes nobody published (kept as a revision). */
  replaceDraft?: boolean;
}

/** <root> of a SITE_DIR <root>/current/client (the deploy's layout), else DATA_DIR/site. */
export function releasesRoot(siteDir: string, dataDir: string): string {
  const resolved = path.resolve(siteDir);
  return path.basename(resolved) === 'client' && path.basename(path.dirname(resolved)) === 'current'
    ? path.dirname(path.dirname(resolved))
    : path.join(dataDir, 'site');
}

/** Releases kept besides the one served (a roll back to one of them needs no rendering). */
const KEEP_RELEASES = 5;

export default fp<PublishingOptions>(
  async (app, options) => {
    const db = app.database;
    const root = options.root ?? releasesRoot(app.config.siteDir, app.config.dataDir);
    // The build's real folder: in a deploy SITE_DIR is <root>/current/client, and current moves on a publish.
    const besideSite = path.resolve(app.config.siteDir, '..');
    const buildDir = fs.existsSync(besideSite) ? fs.realpathSync(besideSite) : besideSite;
    let build: Build | undefined | null = null;
    const renderer: ReleaseRenderer | undefined =
      options.renderer ??
      (async (files, dir, previous, pictures) => {
        if (build === null) build = await loadBuild(buildDir);
        if (!build) throw new PublicError(503, PUBLISHING_MESSAGES.noBuild);
        // The uploaded pictures' facts join the build's own (their files: writeReleasePictures below).
        const pictureFacts = withUploadedFacts(build.pictureFacts, pictures ?? []);
        const rendered = await renderRelease({ ...build, pictureFacts }, files, dir, previous);
        for (const [language, added] of Object.entries(rendered.addedFonts))
          app.log.info({ language, ...added }, 'fonts cut for new characters');
        return rendered;
      });
    const stamp = async () => {
      if (options.renderer) return 'test';
      if (build === null) build = await loadBuild(buildDir);
      return build?.stamp ?? 'none';
    };
    let serving: number | undefined;
    const contentDir = options.contentDir ?? options.exportTo ?? process.cwd();
    /** The release served now and its content (what the next release may reuse pages of). */
    let served: (PreviousRelease & { stamp: string }) | undefined;

    // Named by the content and the build: a roll back to content still on disk needs no rendering. Two
    // requests for the same release at once in this process (a publish and a preview) share one rendering.
    const inFlight = new Map<string, Promise<PreparedRelease>>();
    const prepare: Publishing['prepare'] = async (revision) => {
      const name = `c${fingerprint(JSON.stringify(revision.fingerprints)).slice(0, 12)}-${await stamp()}`;
      let pending = inFlight.get(name);
      if (!pending) {
        pending = prepareNamed(name, revision).finally(() => inFlight.delete(name));
        inFlight.set(name, pending);
      }
      return pending;
    };

    const prepareNamed = async (name: string, revision: { files: ContentFiles }): Promise<PreparedRelease> => {
      const started = performance.now();
      const releases = path.join(root, 'releases');
      const dir = path.join(releases, name);
      const marker = path.join(dir, '.addresses');
      const finished = fs.existsSync(marker);
      if (finished && sealHolds(dir))
        return { name, dir, addresses: Number(fs.readFileSync(marker, 'utf8')), ms: performance.now() - started };
      if (finished)
        app.log.warn({ release: name }, 'a release changed on disk after it was written: rendering it anew');
      fs.mkdirSync(releases, { recursive: true });
      const partial = `${dir}.partial-${process.pid}`;
      fs.rmSync(partial, { recursive: true, force: true });
      fs.mkdirSync(partial);
      try {
        // Pages whose words are unchanged since the release served now (of the same build) are reused, while
        // its files are still those it was written with (the build's own folder has no seal: it is the build).
        const now = served && served.stamp === (await stamp()) ? served : undefined;
        const previous = now && (now.dir === buildDir || sealHolds(now.dir)) ? now : undefined;
        const pictures = await picturesNamedIn(db, revision.files.pagesText);
        const { addresses } = await renderer(revision.files, partial, previous, pictures);
        writeReleasePictures(path.join(partial, 'client'), pictures);
        openToReaders(partial);
        fs.writeFileSync(path.join(partial, '.addresses'), String(addresses));
        sealRelease(partial);
        // A release that changed on disk is swapped for the new one (two renames: visitors are never without one).
        if (finished) fs.renameSync(dir, `${dir}.changed-${process.pid}`);
        try {
          fs.renameSync(partial, dir);
        } catch (error) {
          // Another instance finished the same release first: use theirs.
          if (!fs.existsSync(marker)) throw error;
        }
        return { name, dir, addresses, ms: performance.now() - started };
      } finally {
        fs.rmSync(partial, { recursive: true, force: true });
        fs.rmSync(`${dir}.changed-${process.pid}`, { recursive: true, force: true });
      }
    };

    const switchTo: Publishing['switchTo'] = async (revisionId, release, files) => {
      const stamped = await stamp();
      // Its form pages show the revision's uploaded pictures with their size and copies, as its release's do.
      const loaded = options.renderer ? undefined : (build ?? undefined);
      const uploaded = loaded ? await pictureFactsNamedIn(db, files.pagesText) : [];
      switchLink(root, release.dir);
      served = { dir: release.dir, files, stamp: stamped };
      // The published pages' forms show its notices: a submission from them must be accepted.
      const privacy = (JSON.parse(files.pagesText) as { site?: { privacy?: PrivacySettings } }).site?.privacy;
      if (privacy) app.privacyNotices.use(privacy);
      const client = path.join(root, 'current', 'client');
      serveContent(
        app,
        files,
        loaded && { ...loaded, pictureFacts: withUploadedFacts(loaded.pictureFacts, uploaded) },
        client,
      );
      app.serveSiteFrom?.(client);
      serving = revisionId;
      app.log.info({ revision: revisionId, release: release.name }, 'serving published revision');
      removeOldReleases(path.join(root, 'releases'), release.name, KEEP_RELEASES);
    };

    let following: Promise<void> | undefined;
    const follow = () => {
      following ??= (async () => {
        try {
          const heads = await readHeads(db);
          if (!heads || heads.publishedId === serving) return;
          const revision = await readRevision(db, heads.publishedId);
          if (!revision) return;
          // The seed, never published from the staff area: the build's own pages are that content.
          if (revision.source === 'repository' && serving === undefined) {
            // Its pages are the build's own when the checkout's files are still that content: the first
            // publish then renders only the pages it changes.
            const checkout = fingerprintsOf(readContentFolder(contentDir));
            if (!served && JSON.stringify(checkout) === JSON.stringify(revision.fingerprints)) {
              served = { dir: buildDir, files: revision.files, stamp: await stamp() };
              const loaded = options.renderer ? undefined : (build ?? undefined);
              serveContent(app, revision.files, loaded, app.config.siteDir);
            }
            return;
          }
          await switchTo(revision.id, await prepare(revision), revision.files);
        } catch (error) {
          app.log.error({ err: error }, 'could not follow the published revision; still serving the previous one');
        } finally {
          following = undefined;
        }
      })();
      return following;
    };

    const previews = draftPreviews(app, prepare);
    const settings = readSettings(process.env);
    const draftBounds: DraftBounds = {
      maxPages: settings.DRAFT_MAX_PAGES,
      maxKb: settings.DRAFT_MAX_KB,
      ...options.draftBounds,
    };
    app.decorate('publishing', {
      prepare,
      switchTo,
      serving: () => serving,
      follow,
      root,
      draftBounds,
      previews,
    } satisfies Publishing);
    app.decorate('previewSiteFor', previews.siteFor);
    app.decorate('staffPictureFor', staffPictures(app));
    for (const rule of PUBLISHING_TABLE_RULES) app.privacy.retainAlso(rule);

    const seeded = await seedContent(db, readContentFolder(contentDir));
    if (seeded) app.log.info({ revision: seeded }, 'content: the repository files are the first published revision');
    if (options.exportTo) {
      const repository = await openLocalRepository(db, options.exportTo, { replaceDraft: options.replaceDraft });
      app.publishing.repository = repository;
      app.log.info({ dir: repository.dir }, repository.startNote);
    }

    const pollMs = (options.pollSeconds ?? settings.PUBLISH_POLL_SECONDS) * 1000;
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await follow();
      if (pollMs > 0) {
        timer = setInterval(() => void follow(), pollMs);
        timer.unref();
      }
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await following;
      await previews.settled();
    });
    await app.register(publishingRoutes);
  },
  { name: 'publishing', dependencies: ['config', 'database', 'privacy', 'staff', 'site-content', 'plain-forms'] },
);
