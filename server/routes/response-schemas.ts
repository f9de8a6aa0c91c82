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

export const stored = {
  type: 'object',
  required: ['success', 'message'],
  properties: {
    ...base,
    data: {
      type: 'object',
      description: 'Where the submission was stored (absent for answers that stored nothing).',
      properties: { id: { type: 'integer', description: 'Row id, to quote when asking about it.' } },
    },
  },
} as const;

/** Every route answers errors the same way. */
export const errorResponses = { '4xx': failure, '5xx': failure } as const;
