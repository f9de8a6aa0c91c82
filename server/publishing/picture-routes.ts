// Pictures uploaded from the section editor in the staff area, for the pages area (editor and admin; a
// coordinator gets 403; the staff guard checks the origin and the CSRF token of every upload and delete):
// GET  /api/staff/content/pictures          the repository's pictures (public/images) and the uploaded ones
// POST /api/staff/content/pictures          {name, data (base64)}: checked by the rules of `npm run edit`
//                                           (content/pictures/)
//                                           (name, format inside, 20 MB, 60 in 10 minutes per member, counted
//                                           in the database for every instance), kept in the
//                                           database with the build's AVIF/WebP copies; 409 on a name taken;
//                                           413 over PICTURE_MAX_MEGAPIXELS (from the header, before any
//                                           decoding); 507 when all uploaded pictures with it would pass
//                                           PICTURES_QUOTA_MB
// POST /api/staff/content/pictures/delete   {src}: an uploaded picture no revision names
// Uploading and deleting are in the staff audit trail with the member (the picture's id, never its name).
// Every instance writes a revision's uploaded pictures into the release it renders (publishing-plugin.ts),
// so visitors and previews get them at /images/<name> like a repository picture.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { defaultContext } from '../../content/validation/check-context.ts';
import { listPictures } from '../../content/pictures/picture-files.ts';
import {
  budgetSpent,
  MAX_PICTURE,
  PictureRefused,
  UPLOAD_WINDOW_MINUTES,
  UPLOADS_PER_WINDOW,
} from '../../content/pictures/upload-rules.ts';
import type { DeletePictureBody, UploadPictureBody } from '../../schema/api/generated/route-types.ts';
import { type PictureList, PUBLISHING_API, type UploadedPictureAnswer } from '../../schema/api/publishing.ts';
import deletePictureSchema from '../../schema/api/publishing/delete-picture.schema.json' with { type: 'json' };
import uploadPictureSchema from '../../schema/api/publishing/upload-picture.schema.json' with { type: 'json' };
import { STAFF_AREAS } from '../../schema/api/staff.ts';
import { PublicError } from '../http/errors.ts';
import { takeOne } from '../privacy/person-counts.ts';
import { readSettings } from '../settings/read-settings.ts';
import { signedIn } from '../staff/guard.ts';
import { type PictureLimits, preparePicture, uploadAddress } from './picture-upload.ts';
import {
  deleteUnusedPicture,
  insertPicture,
  picturesBytes,
  pictureSize,
  pictureUse,
  uploadedSources,
} from './pictures-store.ts';

const pages = { staff: { roles: STAFF_AREAS.pages } };
/** The picture in base64 (4 characters for 3 bytes) and room for its name: larger ones get Fastify's 413. */
const UPLOAD_BODY_LIMIT = Math.ceil((MAX_PICTURE * 4) / 3) + 1024 * 1024;
const MB = 1024 * 1024;
/** Megabytes as a person reads them: one decimal below 10 MB ("0.4 MB"), whole ones above. */
const mb = (bytes: number) =>
  (bytes / MB).toLocaleString('en-IN', { maximumFractionDigits: bytes < 10 * MB ? 1 : 0, minimumFractionDigits: 0 });

export const PICTURE_MESSAGES = {
  notBase64: 'The picture did not arrive whole (its data is not base64). Choose the file again.',
  taken: (src: string) =>
    `There is already a picture called ${src}. Choose it in the list, or rename your file before uploading it.`,
  notUploaded: (src: string) =>
    `${src.slice(0, 120)} is not a picture uploaded from the staff area: pictures of the repository (public/images) are removed by a developer.`,
  inUse: (src: string, use: { draft: boolean; published: boolean }) =>
    `${src} cannot be deleted: ${
      use.published && use.draft
        ? 'the published site and the draft show it'
        : use.published
          ? 'the published site shows it'
          : use.draft
            ? 'the draft shows it'
            : 'an earlier revision in the history shows it (a roll back would bring it back)'
    }. Take it out of every page and publish first; a picture no revision names is erased 30 days after its upload.`,
  quotaFull: (used: number, needed: number, quotaMb: number) =>
    `There is no room for this picture: the pictures uploaded here take ${mb(used)} MB of the ${quotaMb.toLocaleString('en-IN')} MB the site keeps for them, and this one needs ${mb(needed)} MB. Delete pictures no page uses (choose one in a picture field, then "Delete this uploaded picture"), then upload it again; or ask the person who looks after the server about PICTURES_QUOTA_MB.`,
};

/** The repository's pictures and the uploaded ones, as the picker lists them, and which were uploaded. */
export async function sitePictures(app: FastifyInstance): Promise<PictureList> {
  const uploaded = await uploadedSources(app.database);
  const all = new Set([...listPictures(defaultContext.publicDir), ...uploaded]);
  return { pictures: [...all].sort(), uploaded };
}

/**
 * The upload budget of `npm run edit` (60 in 10 minutes), per staff member and shared by every instance: one
 * counted in person_counts (by member id) or refused with 429. Its 10-minute buckets are counted with the one
 * before, so no 10 minutes ever hold more than 60 (and a refusal names the 20 minutes counted).
 */
async function takeUpload(app: FastifyInstance, memberId: number): Promise<void> {
  const minutes = UPLOAD_WINDOW_MINUTES * 2;
  const windows = [{ minutes, max: UPLOADS_PER_WINDOW }];
  if (!(await takeOne(app.database, 'picture-upload', `staff-member-${memberId}`, windows)))
    throw new PublicError(429, budgetSpent(UPLOADS_PER_WINDOW, minutes));
}

/**
 * Whether `data`, which decoded to `bytes`, is base64 (its padding may be left out): encoded again, the bytes
 * give the same text. Node does both natively, 20 ms for a 20 MB picture, where a regular expression over the
 * text held the server for 170 ms.
 */
function isBase64(data: string, bytes: Buffer): boolean {
  const again = bytes.toString('base64');
  const unpadded = again.endsWith('=') ? again.slice(0, again.indexOf('=')) : again;
  return bytes.length > 0 && (data === again || data === unpadded);
}

/** The content core's refusals of a file (PictureRefused, 400) as the API's own. */
async function asPublic<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PictureRefused) throw new PublicError(error.status, error.message);
    throw error;
  }
}

const pictureRoutes: FastifyPluginAsync = async (app) => {
  const settings = readSettings(process.env);
  const limits: PictureLimits = { maxMegapixels: settings.PICTURE_MAX_MEGAPIXELS };
  const quotaMb = settings.PICTURES_QUOTA_MB;
  const quotaBytes = quotaMb * MB;
  const full = (used: number, needed: number) =>
    new PublicError(507, PICTURE_MESSAGES.quotaFull(used, needed, quotaMb));

  app.get(PUBLISHING_API.pictures, { config: pages }, async () => {
    const data = await sitePictures(app);
    return { success: true, message: `${data.pictures.length} picture(s).`, data };
  });

  app.post<{ Body: UploadPictureBody }>(
    PUBLISHING_API.pictures,
    { config: pages, bodyLimit: UPLOAD_BODY_LIMIT, schema: { body: uploadPictureSchema } },
    async (request, reply) => {
      const member = signedIn(request).member;
      const { name, data } = request.body;
      const bytes = Buffer.from(data, 'base64');
      if (!isBase64(data, bytes)) throw new PublicError(400, PICTURE_MESSAGES.notBase64);
      // A page stuck in a loop is stopped, a person is not.
      await takeUpload(app, member.id);
      const src = await asPublic(() => uploadAddress(name, bytes, limits));
      if ((await sitePictures(app)).pictures.includes(src)) throw new PublicError(409, PICTURE_MESSAGES.taken(src));
      // A picture that cannot fit even without its copies is refused before they are made.
      const usedBefore = await picturesBytes(app.database);
      if (usedBefore + bytes.length > quotaBytes) throw full(usedBefore, bytes.length);
      const prepared = await asPublic(() => preparePicture(src, bytes, limits));
      const picture = { ...prepared, bytes, staffId: member.id };
      const id = await insertPicture(app.database, picture, quotaBytes);
      if (id === 'taken') throw new PublicError(409, PICTURE_MESSAGES.taken(src));
      if (typeof id === 'object') throw full(id.full.used, pictureSize(picture));
      await app.staff.audit({
        actor: member.id,
        action: 'picture-uploaded',
        subjectType: 'content-picture',
        subjectId: id,
        details: { bytes: bytes.length, copies: prepared.copies.length },
      });
      const answer: UploadedPictureAnswer = { src, copies: prepared.copies.length, ...(await sitePictures(app)) };
      return reply.code(201).send({
        success: true,
        message: `Uploaded as ${src}. Give it its alt text in the section; visitors see it once a page using it is published.`,
        data: answer,
      });
    },
  );

  app.post<{ Body: DeletePictureBody }>(
    PUBLISHING_API.deletePicture,
    { config: pages, schema: { body: deletePictureSchema } },
    async (request) => {
      const member = signedIn(request).member;
      const { src } = request.body;
      if (!(await uploadedSources(app.database)).includes(src))
        throw new PublicError(404, PICTURE_MESSAGES.notUploaded(src));
      const id = await deleteUnusedPicture(app.database, src);
      if (id === undefined)
        throw new PublicError(409, PICTURE_MESSAGES.inUse(src, await pictureUse(app.database, src)));
      await app.staff.audit({
        actor: member.id,
        action: 'picture-deleted',
        subjectType: 'content-picture',
        subjectId: id,
      });
      const data = await sitePictures(app);
      return { success: true, message: `Deleted ${src}.`, data };
    },
  );
};

export default pictureRoutes;
