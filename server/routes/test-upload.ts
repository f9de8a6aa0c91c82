// POST /api/test-upload: the developer upload screen. Accepts exactly one PDF of at most 5 MB,
// recognised by its first bytes, and reports what arrived. The client's file name is only
// echoed back, never used as a path; the file is kept only when UPLOAD_DIR is set.
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ENDPOINTS } from '../../schema/api/endpoints.ts';
import type { TestUploadPayload } from '../../schema/api/generated/payload-types.ts';
import { MAX_UPLOAD_BYTES, MESSAGES } from '../../schema/api/messages.ts';
import type { TestUploadResult } from '../../schema/api/payloads.ts';
import uploadSchema from '../../schema/api/test-upload.schema.json' with { type: 'json' };
import { createAjv } from '../lib/ajv.ts';
import { requireMultipart } from '../lib/content-type.ts';
import { describeError, PublicError } from '../lib/errors.ts';
import { errorResponses, withData } from './response-schemas.ts';

const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1');

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
  let file: { part: MultipartFile; content: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        // busboy cuts an over-long field silently; refuse rather than echo a cut value.
        if (part.valueTruncated) throw new PublicError(413, 'The name field is too long (at most 255 characters).');
        fields[part.fieldname] = part.value;
      } else if (part.fieldname !== 'resume') {
        throw new PublicError(400, MESSAGES.fileWrongField);
      } else {
        // toBuffer throws a 413 error past limits.fileSize; the files limit (1) rejects a second file.
        file = { part, content: await part.toBuffer() };
      }
    }
  } catch (error) {
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
      onRequest: requireMultipart,
      // Room for one 5 MB file plus the multipart framing and the name field.
      bodyLimit: MAX_UPLOAD_BYTES + 64 * 1024,
    },
    async (request) => {
      const { fields, file } = await readParts(request);
      if (!validateFields(fields)) {
        const validation = { validation: validateFields.errors ?? [], validationContext: 'body' };
        throw new PublicError(400, describeError(validation, { bodySchema: uploadSchema }).message);
      }
      if (!file) throw new PublicError(400, MESSAGES.fileMissing);
      if (!file.content.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE))
        throw new PublicError(415, MESSAGES.notPdf);

      let stored = false;
      const uploadDir = app.config.uploadDir;
      if (uploadDir) {
        await mkdir(uploadDir, { recursive: true });
        // A generated name: the client's file name never becomes a path.
        await writeFile(path.join(uploadDir, `${randomUUID()}.pdf`), file.content, { flag: 'wx', mode: 0o600 });
        stored = true;
      }
      const data: TestUploadResult = {
        name: fields.name as string,
        fileName: file.part.filename.slice(0, 255),
        size: file.content.length,
        type: 'application/pdf',
        sha256: createHash('sha256').update(file.content).digest('hex'),
        stored,
      };
      return { success: true, message: MESSAGES.uploadReceived, data };
    },
  );
};

export default testUploadRoutes;
