// Whether a database call failed for a reason that goes away with time (a full disk, a server
// away): a state to report as 503 with one line, not a defect. Read by the error handler, the
// outbox worker and the purge alike.
// SQLSTATE classes meaning "the database cannot take this write now", not "this request is bad":
// 08 connection, 53 insufficient resources (53100 disk full), 57P operator intervention,
// 58 system error (58030 I/O), 25006 read-only transaction (a standby or a read-only disk).
const UNAVAILABLE_SQLSTATE = /^(08...|53...|57P0.|58...|25006)$/;
// (Not ECONNRESET: a client that hangs up while sending raises it too.)
const UNAVAILABLE_ERRNO = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EIO', 'ECONNREFUSED']);
// Errors without a code: pg's pool timeout, and file-system errors PGlite passes on as text.
const UNAVAILABLE_TEXT = /no space left on device|read-only file system|timeout exceeded when trying to connect/i;

/** True when a database call failed for a reason that goes away with time (disk full, server away). */
export function isDatabaseUnavailable(error: { statusCode?: number; code?: string; message?: string }): boolean {
  if (error.statusCode !== undefined && error.statusCode < 500) return false;
  if (error.code && (UNAVAILABLE_SQLSTATE.test(error.code) || UNAVAILABLE_ERRNO.has(error.code))) return true;
  return UNAVAILABLE_TEXT.test(error.message ?? '');
}
