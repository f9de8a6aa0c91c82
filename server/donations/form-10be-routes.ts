// Form 10BE certificates from the staff area (the Donation reports page), for STAFF_AREAS.donationReports:
// POST /api/staff/donations/form-10be { fileName, content } → 200 { matched: true, reference } when the
// file is matched to a received donation by its donor's ID number and queued to her (the PDF attached,
// in her language), or 200 { matched: false } when it matches no one (nothing kept or sent); 400 when it
// is not a PDF. One file a request, so a large year is many small requests with progress on the page.
import { formatReference } from '../submissions/reference.ts';
import type { FastifyPluginAsync } from 'fastify';
import type { Form10BeBody } from '../../schema/api/generated/route-types.ts';
import { STAFF_API, STAFF_AREAS } from '../../schema/api/staff.ts';
import form10beSchema from '../../schema/api/staff/form-10be.schema.json' with { type: 'json' };
import { PublicError } from '../http/errors.ts';
import { signedIn } from '../staff/guard.ts';
import { certificateDonors, certificateEmail, isPdf, matchCertificate, queueCertificate } from './form-10be.ts';

export const NOT_A_PDF = 'This file is not a PDF. Upload the Form 10BE files as the portal made them.';

const form10beRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: Form10BeBody }>(
    STAFF_API.form10be,
    {
      config: { staff: { roles: STAFF_AREAS.donationReports } },
      bodyLimit: 3 * 1024 * 1024,
      schema: { body: form10beSchema },
    },
    async (request) => {
      const member = signedIn(request).member;
      const { fileName, content } = request.body;
      const bytes = Buffer.from(content, 'base64');
      if (!isPdf(bytes)) throw new PublicError(400, NOT_A_PDF, 'content');
      const donor = matchCertificate(
        fileName,
        bytes,
        await certificateDonors(app.database, app.privacy.config.hashKey),
      );
      if (!donor) {
        return {
          success: true,
          message: `${fileName} matches no donor's ID: it was not sent, and nothing of it is kept.`,
          data: { matched: false },
        };
      }
      const payload = certificateEmail(
        donor,
        { fileName, base64: bytes.toString('base64') },
        { organisation: app.outbox.settings.organisation, replyTo: app.outbox.settings.visitorReplyTo },
      );
      await queueCertificate(app.database, donor, payload, {
        staff: member.id,
        person: app.privacy.personHash(donor.email),
        messageIdDomain: app.outbox.messageIdDomain,
      });
      app.outbox.kick();
      return {
        success: true,
        message: `${fileName}: sent to the donor of ${formatReference(donor.reference)}.`,
        data: { matched: true, reference: donor.reference },
      };
    },
  );
};

export default form10beRoutes;
