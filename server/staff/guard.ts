// The one guard of every /api/staff route (the staff plugin attaches it from the route's
// `config.staff`, so no route can be added without saying who may call it). In this order:
// a state-changing request must come from a page of this site (an Origin header equal to SITE_URL's
// origin; without SITE_URL, on a developer's machine, naming the Host header's host; never compared
// with X-Forwarded-Host, which nginx passes on as the client wrote it) and carry JSON, if anything;
// then, except on the sign-in routes, a live session (401 without one, or when it has ended), a role
// the route allows (403) and, for a state-changing request, the session's CSRF token in the
// x-csrf-token header (403). It runs before the body is read. A signed-in answer names the session's
// role (STAFF_ROLE_HEADER), so the staff app follows a role changed while it is open.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_HEADER, STAFF_ROLE_HEADER, type StaffRole } from '../../schema/api/staff.ts';
import { requireJson } from '../http/content-type.ts';
import { PublicError } from '../http/errors.ts';
import { isSameSite } from '../http/same-origin.ts';
import { clearSessionCookie, sessionToken } from './session-cookie.ts';
import { type StaffSession, touchSession } from './sessions-store.ts';
import { csrfMatches, csrfTokenOf } from './tokens.ts';

/** Who may call a staff route: members of these roles, or anyone (the sign-in routes). */
export type StaffAccess = { roles: readonly StaffRole[] } | 'sign-in';

export interface SignedIn extends StaffSession {
  /** The cookie's token (in memory only: it is what the session and its CSRF token are made from). */
  token: string;
  csrfToken: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    staff?: StaffAccess;
  }
  interface FastifyRequest {
    /** The staff session, set by the guard on every staff route that needs one. */
    staffSession: SignedIn | null;
  }
}

export const GUARD_MESSAGES = {
  signIn: 'Please sign in.',
  ended: 'Your session has ended. Please sign in again.',
  crossSite: 'This request must come from the staff pages of this site.',
  csrf: 'This request is missing its security token. Reload the page and try again.',
  role: (role: StaffRole) => `Your role (${role}) may not do this.`,
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const sendsBody = (request: FastifyRequest) =>
  request.headers['content-type'] !== undefined ||
  Number(request.headers['content-length'] ?? 0) > 0 ||
  request.headers['transfer-encoding'] !== undefined;

export const changesState = (request: FastifyRequest) => !SAFE_METHODS.has(request.method);

export function staffGuard(access: StaffAccess, idleMinutes: () => number) {
  return async function guardStaff(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const changes = changesState(request);
    if (changes) {
      // Unlike the public forms, a missing Origin is refused too: browsers always send it on these.
      const siteOrigin = request.server.staff.config.siteOrigin;
      if (!request.headers.origin || !isSameSite(request, [], siteOrigin))
        throw new PublicError(403, GUARD_MESSAGES.crossSite);
      if (sendsBody(request)) await requireJson(request);
    }
    if (access === 'sign-in') return;
    const token = sessionToken(request);
    if (!token) throw new PublicError(401, GUARD_MESSAGES.signIn);
    const session = await touchSession(request.server.database, token, idleMinutes());
    if (!session) {
      clearSessionCookie(request, reply);
      throw new PublicError(401, GUARD_MESSAGES.ended);
    }
    // Said before the role is checked: a refusal is often how an open page learns its role changed.
    reply.header(STAFF_ROLE_HEADER, session.member.role);
    if (!access.roles.includes(session.member.role))
      throw new PublicError(403, GUARD_MESSAGES.role(session.member.role));
    if (changes && !csrfMatches(token, request.headers[CSRF_HEADER])) throw new PublicError(403, GUARD_MESSAGES.csrf);
    request.staffSession = { ...session, token, csrfToken: csrfTokenOf(token) };
  };
}

/** The session of a guarded route's request (the guard has made sure there is one). */
export function signedIn(request: FastifyRequest): SignedIn {
  if (!request.staffSession) throw new PublicError(401, GUARD_MESSAGES.signIn);
  return request.staffSession;
}
