// A Postgres connection that dies under a running query (the server restarted, a proxy or NAT
// dropped it) reaches us from pg as a socket error (ECONNRESET, EPIPE...) or as "Connection
// terminated unexpectedly", neither with a SQLSTATE. They are given SQLSTATE 08006
// (connection_failure) here, where we know they came from the database: lib/errors.ts then
// answers 503 with one warning line, as for any class 08 error. Classifying ECONNRESET there
// instead would also catch a visitor's browser hanging up mid-upload, which is no database fault.

/** SQLSTATE 08006, connection_failure. */
export const CONNECTION_FAILURE = '08006';

const SOCKET_ERRNO = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ECONNABORTED', 'EHOSTUNREACH', 'ENETUNREACH']);
// pg's own wording when the socket ends under a query, or the client is used after it ended.
const PG_TEXT =
  /^Connection terminated|^Client was closed and is not queryable|^Client has encountered a connection error/;

export class ConnectionLostError extends Error {
  readonly code = CONNECTION_FAILURE;
  constructor(cause: Error) {
    super(`database connection lost: ${cause.message}`, { cause });
    this.name = 'ConnectionLostError';
  }
}

/** True for the errors pg raises when the connection itself failed, not the statement. */
export function isConnectionLost(error: unknown): error is Error {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') return SOCKET_ERRNO.has(code);
  return PG_TEXT.test(error.message);
}

/** The error to throw on: a lost connection as ConnectionLostError (08006), anything else as it was. */
export function connectionLostAs08(error: unknown): unknown {
  return isConnectionLost(error) ? new ConnectionLostError(error) : error;
}
