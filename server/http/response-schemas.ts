// Response schemas for the routes. They double as a filter: Fastify's serializer writes only
// the properties declared here, so an internal field can never slip into an answer.
const base = {
  success: { type: 'boolean', description: 'true when the request was accepted.' },
  message: { type: 'string', description: 'A sentence for a person: what happened or what to fix.' },
} as const;

export const failure = {
  type: 'object',
  required: ['success', 'message'],
  properties: base,
} as const;

/** A success answer whose `data` has the given properties (only those are ever sent). */
export function withData<P extends Record<string, unknown>>(description: string, properties: P) {
  return {
    type: 'object',
    required: ['success', 'message'],
    properties: { ...base, data: { type: 'object', description, properties } },
  } as const;
}

export const stored = withData('The stored submission.', {
  id: { type: 'string', description: 'A random id (UUID) of the submission.' },
  reference: {
    type: 'string',
    description:
      'The short reference (K7M2-9QXD) a person reads out when asking about it; also in the acknowledgement.',
  },
  awaitingGuardian: {
    type: 'boolean',
    description: 'true for an applicant under 18: the application waits for their parent or guardian.',
  },
});

/** Every route answers errors the same way. */
export const errorResponses = { '4xx': failure, '5xx': failure } as const;
