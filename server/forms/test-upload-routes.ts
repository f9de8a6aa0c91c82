// POST /api/test-upload: the developer upload screen. Accepts exactly one PDF of at most 5 MB,
// recognised by its first bytes, and reports what arrived. The file is streamed to disk (see
// lib/upload-store.ts), kept only when UPLOAD_DIR is set, within UPLOAD_QUOTA_MB. The client's
// file name is only echoed back, never used as a path. Posts from other sites are refused.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ENDPOINTS } from '../../schema/api/endpoints.ts';
import type { TestUploadPayload } from '../../schema/api/generated/payload-types.ts';
import { MAX_UPLOAD_BYTES, MESSAGES } from '../../schema/api/messages.ts';
import type { TestUploadResult } from '../../schema/api/payloads.ts';
import uploadSchema from '../../schema/api/test-upload.schema.json' with { type: 'json' };
import { createAjv } from '../lib/ajv.ts';
import { requireMultipart } from '../http/content-type.ts';
import { describeError, PublicError } from '../http/errors.ts';
import { languageOf, rememberLanguage, textsOf } from '../http/request-language.ts';
import { plainFormOf } from '../http/plain-form-request.ts';
import { refuseCrossSite } from '../http/same-origin.ts';
import { type ReceivedFile, receivePdf } from './upload-store.ts';
import { errorResponses, withData } from '../http/response-schemas.ts';

const uploadResponse = withData('What the server found in the uploaded file.', {
  name: { type: 'string' },
  fileName: { type: 'string' },
  size: { type: 'integer' },
  type: { type: 'string' },
  sha256: { type: 'string' },
  stored: { type: 'boolean' },
});

async function readParts(request: FastifyRequest) {
  const fields: Record<string, unknown> = {};
  let file: { fileName: string; received: ReceivedFile } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        // busboy cuts an over-long field silently; refuse rather than echo a cut value.
        if (part.valueTruncated) throw new PublicError(413, 'The name field is too long (at most 255 characters).');
        fields[part.fieldname] = part.value;
      } else if (part.fieldname !== 'resume') {
        throw new PublicError(400, MESSAGES.fileWrongField);
      } else {
        // Consumed here, while it arrives: the next part only comes once this one is read.
        const { uploadDir, uploadQuotaBytes } = request.server.config;
        const received = await receivePdf(part.file, uploadDir, uploadQuotaBytes);
        file = { fileName: part.filename, received };
      }
    }
  } catch (error) {
    await file?.received.release();
    const known = error as { statusCode?: number; code?: string };
    if (error instanceof PublicError || known.code) throw error;
    // busboy reports a cut or malformed body as a bare Error.
    throw new PublicError(400, 'The upload could not be read. Please choose the file and send it again.');
  }
  return { fields, file };
}

export const testUploadRoutes: FastifyPluginAsync = async (app) => {
  const validateFields = createAjv().compile<TestUploadPayload>(uploadSchema);

  app.post(
    ENDPOINTS.testUpload,
    {
      schema: { response: { 200: uploadResponse, ...errorResponses } },
      config: { rateLimit: {}, expects: 'multipart' },
      // A multipart post needs no CORS preflight, so another site's page could send one: refuse it.
      onRequest: [requireMultipart, refuseCrossSite],
      // Room for one 5 MB file plus the multipart framing and the name field.
      bodyLimit: MAX_UPLOAD_BYTES + 64 * 1024,
    },
    async (request) => {
      const { fields, file } = await readParts(request);
      rememberLanguage(request, fields.language);
      try {
        // A browser without our script sends only the file; its name stands in for the label.
        if (fields.name === undefined && file && plainFormOf(request)) fields.name = file.fileName.slice(0, 255);
        if (!validateFields(fields)) {
          const validation = { validation: validateFields.errors ?? [], validationContext: 'body' };
          const language = languageOf(request);
          throw new PublicError(400, describeError(validation, { bodySchema: uploadSchema, language }).message);
        }
        if (!file) throw new PublicError(400, MESSAGES.fileMissing);
        const data: TestUploadResult = {
          name: fields.name as string,
          fileName: file.fileName.slice(0, 255),
          size: file.received.size,
          type: 'application/pdf',
          sha256: file.received.sha256,
          stored: await file.received.keep(),
        };
        return { success: true, message: textsOf(request).messages.uploadReceived, data };
      } finally {
        await file?.received.release();
      }
    },
  );
};

export default testUploadRoutes;
