// The staff area's doors, open without a session (config.staff: 'sign-in'): each refuses a request
// from another site, takes JSON only and is rate limited per IP. Per account, two separate counts:
// links e-mailed (STAFF_SIGN_IN_LINKS_PER_HOUR; past it the answer is the same and nothing is sent)
// and failed passkeys (STAFF_SIGN_IN_PER_HOUR; past it a failure is a 429). Neither can refuse a
// passkey that verifies, so nobody can lock a member out by asking for her links or failing for her.
// POST /api/staff/sign-in/email {email}: the same answer, at once, for every address; the link is
//   queued after it (only for a member's address, within its allowance), so neither the words nor
//   the time say which.
// POST /api/staff/sign-in/link/check {token}: whether an e-mailed link works, without using it.
// POST /api/staff/sign-in/link {token}: uses it and opens a session.
// POST /api/staff/sign-in/passkey/options, then /api/staff/sign-in/passkey {response}: a passkey.
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { PasskeyAnswerBody, SignInEmailBody, SignInLinkBody } from '../../schema/api/generated/route-types.ts';
import passkeyAnswerSchema from '../../schema/api/staff/passkey-answer.schema.json' with { type: 'json' };
import signInEmailSchema from '../../schema/api/staff/sign-in-email.schema.json' with { type: 'json' };
import signInLinkSchema from '../../schema/api/staff/sign-in-link.schema.json' with { type: 'json' };
import { SIGN_IN_LINK_MINUTES, STAFF_API } from '../../schema/api/staff.ts';
import { PublicError } from '../http/errors.ts';
import { isStorableAddress } from '../privacy/mailbox.ts';
import { saveChallenge, takeChallenge } from './challenges-store.ts';
import { passkeyByCredential } from './passkeys-store.ts';
import { setSessionCookie, sessionToken } from './session-cookie.ts';
import { touchSession } from './sessions-store.ts';
import { meOf, requestSignInLink, signInWithLink, signInWithPasskey, takeFailedPasskey } from './sign-in.ts';
import { checkSignInLink, type SignInLinkProblem } from './sign-in-links.ts';
import { authenticationOptions, relyingParty, verifyAuthentication } from './webauthn.ts';

export const SIGN_IN_MESSAGES = {
  linkAnswer: `If this address belongs to a member of staff, a sign-in link is on its way to it. It works once, for ${SIGN_IN_LINK_MINUTES} minutes. Nothing after a few minutes? Check the spelling and your spam folder, or ask an admin.`,
  emailInvalid: 'Please enter your e-mail address, like name@example.org.',
  passkeyRefused: 'This passkey could not be used to sign in here. Try again, or ask for an e-mailed sign-in link.',
  tooMany:
    'This passkey could not be used, and this account has had too many failed passkey attempts in the last hour. Try your passkey again, or ask for an e-mailed sign-in link.',
  signedIn: 'Signed in.',
};

export const LINK_PROBLEMS: Record<SignInLinkProblem, [number, string]> = {
  malformed: [400, 'This sign-in link is not complete. Open it again from the e-mail, or ask for a new one.'],
  unknown: [404, 'This sign-in link is not known here. Ask for a new one.'],
  used: [410, 'This sign-in link has already been used. Each link works once: ask for a new one.'],
  expired: [410, `This sign-in link has expired: links work for ${SIGN_IN_LINK_MINUTES} minutes. Ask for a new one.`],
};

const signInRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database;
  const { config } = app.staff;
  const times = { idleMinutes: config.idleMinutes, maxHours: config.maxHours };
  const door = { staff: 'sign-in' as const, rateLimit: {} };
  const rp = (request: FastifyRequest) =>
    relyingParty(request, config.siteOrigin, `${app.outbox.settings.organisation} staff`);
  const linkProblem = (reply: FastifyReply, problem: SignInLinkProblem) => {
    const [status, message] = LINK_PROBLEMS[problem];
    return reply.code(status).send({ success: false, message, data: { problem } });
  };
  /** Sets the new session's cookie and answers with who is signed in. */
  const signedIn = async (request: FastifyRequest, reply: FastifyReply, token: string) => {
    setSessionCookie(request, reply, token, config.maxHours);
    const session = await touchSession(db, token, config.idleMinutes);
    if (!session) throw new Error('A session just opened was not found.');
    return { success: true, message: SIGN_IN_MESSAGES.signedIn, data: await meOf(db, { ...session, token }) };
  };

  app.post<{ Body: SignInEmailBody }>(
    STAFF_API.requestLink,
    { config: door, schema: { body: signInEmailSchema } },
    async (request, reply) => {
      const email = request.body.email.trim();
      if (!isStorableAddress(email)) throw new PublicError(400, SIGN_IN_MESSAGES.emailInvalid);
      app.privacy.afterAnswer(async () => {
        await requestSignInLink(db, email, app.privacy.personHash, config.linksPerHour);
        app.outbox.kick();
      });
      return reply.code(202).send({ success: true, message: SIGN_IN_MESSAGES.linkAnswer });
    },
  );

  app.post<{ Body: SignInLinkBody }>(
    STAFF_API.checkLink,
    { config: door, schema: { body: signInLinkSchema } },
    async (request, reply) => {
      const check = await checkSignInLink(db, request.body.token);
      if ('problem' in check) return linkProblem(reply, check.problem);
      return { success: true, message: 'This sign-in link works.', data: { state: 'valid' } };
    },
  );

  app.post<{ Body: SignInLinkBody }>(
    STAFF_API.useLink,
    { config: door, schema: { body: signInLinkSchema } },
    async (request, reply) => {
      const result = await signInWithLink(db, request.body.token, sessionToken(request), times);
      if ('problem' in result) return linkProblem(reply, result.problem);
      return signedIn(request, reply, result.token);
    },
  );

  app.post(STAFF_API.passkeyOptions, { config: door }, async (request) => {
    const options = await authenticationOptions(rp(request));
    await saveChallenge(db, options.challenge, 'authentication');
    return { success: true, message: 'Choose your passkey.', data: options };
  });

  // The schema checks the answer is an object; the WebAuthn library checks the rest of it.
  app.post<{ Body: PasskeyAnswerBody & { response: AuthenticationResponseJSON } }>(
    STAFF_API.passkeySignIn,
    { config: door, schema: { body: passkeyAnswerSchema } },
    async (request, reply) => {
      const { response } = request.body;
      const passkey = typeof response.id === 'string' ? await passkeyByCredential(db, response.id) : undefined;
      if (!passkey) throw new PublicError(401, SIGN_IN_MESSAGES.passkeyRefused);
      const check = (challenge: string) => takeChallenge(db, challenge, 'authentication');
      const counter = await verifyAuthentication(rp(request), response, passkey, check);
      if (counter !== undefined) {
        return signedIn(request, reply, await signInWithPasskey(db, passkey, counter, sessionToken(request), times));
      }
      // Counted only once it failed: what others send can never refuse a passkey that verifies.
      const account = app.privacy.personHash(passkey.member.email);
      if (!(await takeFailedPasskey(db, account, config.passkeyFailuresPerHour))) {
        throw new PublicError(429, SIGN_IN_MESSAGES.tooMany);
      }
      throw new PublicError(401, SIGN_IN_MESSAGES.passkeyRefused);
    },
  );
};

export default signInRoutes;
