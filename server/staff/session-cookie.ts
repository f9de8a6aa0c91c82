// The session cookie. Over https it is `__Host-staff_session` (Secure, Path=/, no Domain: no other
// host or path can set or read it); over plain http (development, a try-out on a LAN) browsers
// refuse the __Host- prefix, so it is `staff_session` there, and an https request never reads that
// one (a plain-http page could have planted it). HttpOnly, SameSite=Lax, for the session's whole life.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieOf, setCookie } from '../http/cookies.ts';

const SECURE_NAME = '__Host-staff_session';
const PLAIN_NAME = 'staff_session';

const nameFor = (request: FastifyRequest) => (request.protocol === 'https' ? SECURE_NAME : PLAIN_NAME);

/** The session token the request carries, if any (not yet checked). */
export const sessionToken = (request: FastifyRequest) => cookieOf(request, nameFor(request));

const write = (request: FastifyRequest, reply: FastifyReply, value: string, maxAgeSeconds: number) =>
  setCookie(request, reply, { name: nameFor(request), value, path: '/', maxAgeSeconds, sameSite: 'Lax' });

export const setSessionCookie = (request: FastifyRequest, reply: FastifyReply, token: string, maxHours: number) =>
  write(request, reply, token, maxHours * 3600);

export const clearSessionCookie = (request: FastifyRequest, reply: FastifyReply) => write(request, reply, '', 0);
