// Errors whose message is written for the person using the form, so it is safe to send as is.
export class PublicError extends Error {
  constructor(readonly statusCode: number, message: string) {
    super(message);
    this.name = 'PublicError';
  }
}
