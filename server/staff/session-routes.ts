// What every signed-in member may do with their own session and passkeys (STAFF_AREAS.account).
// GET  /api/staff/me                    who is signed in, their role, the CSRF token, the session's ends
// POST /api/staff/sign-out              ends this session
// POST /api/staff/sign-out-everywhere   ends every session of the member (this one too)
// GET  /api/staff/passkeys              the member's passkeys
// POST /api/staff/passkeys/options      options to enrol one more; POST /api/staff/passkeys {response} enrols it
// DELETE /api/staff/passkeys/:id        removes one (a lost device)
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { PasskeyAnswerBody } from '../../schema/api/generated/route-types.ts';
import passkeyAnswerSchema from '../../schema/api/staff/passkey-answer.schema.json' with { type: 'json' };
import { type PasskeyView, STAFF_API, STAFF_AREAS } from '../../schema/api/staff.ts';
import { PublicError } from '../http/errors.ts';
import { recordAudit } from './audit-store.ts';
import { saveChallenge, takeChallenge } from './challenges-store.ts';
import { signedIn } from './guard.ts';
import { addPasskey, credentialIdsOf, passkeysOf, removePasskey } from './passkeys-store.ts';
import { clearSessionCookie } from './session-cookie.ts';
import { revokeAllSessions, revokeSession } from './sessions-store.ts';
import { meOf } from './sign-in.ts';
import { registrationOptions, relyingParty, verifyRegistration } from './webauthn.ts';

const anyone = { staff: { roles: STAFF_AREAS.account } };

const sessionRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database;
  const { config } = app.staff;
  const rp = (request: FastifyRequest) =>
    relyingParty(request, config.siteOrigin, `${app.outbox.settings.organisation} staff`);

  app.get(STAFF_API.me, { config: anyone }, async (request) => ({
    success: true,
    message: 'Signed in.',
    data: await meOf(db, signedIn(request)),
  }));

  app.post(STAFF_API.signOut, { config: anyone }, async (request, reply) => {
    const session = signedIn(request);
    await revokeSession(db, session.token);
    await recordAudit(db, { actor: session.member.id, action: 'signed-out' });
    clearSessionCookie(request, reply);
    return { success: true, message: 'You are signed out.' };
  });

  app.post(STAFF_API.signOutEverywhere, { config: anyone }, async (request, reply) => {
    const session = signedIn(request);
    const ended = await revokeAllSessions(db, session.member.id);
    await recordAudit(db, { actor: session.member.id, action: 'signed-out-everywhere', details: { sessions: ended } });
    clearSessionCookie(request, reply);
    return { success: true, message: `You are signed out everywhere (${ended} session(s) ended).`, data: { ended } };
  });

  app.get(STAFF_API.passkeys, { config: anyone }, async (request) => {
    const rows = await passkeysOf(db, signedIn(request).member.id);
    const passkeys: PasskeyView[] = rows.map((row) => ({
      id: row.publicId,
      createdAt: new Date(row.createdAt).toISOString(),
      lastUsedAt: row.lastUsedAt && new Date(row.lastUsedAt).toISOString(),
      synced: row.synced,
      transports: row.transports,
    }));
    return { success: true, message: `${passkeys.length} passkey(s).`, data: passkeys };
  });

  app.post(STAFF_API.passkeyRegistrationOptions, { config: anyone }, async (request) => {
    const { member } = signedIn(request);
    const options = await registrationOptions(rp(request), member, await credentialIdsOf(db, member.id));
    await saveChallenge(db, options.challenge, 'registration', member.id);
    return { success: true, message: 'Follow your browser to add the passkey.', data: options };
  });

  // The schema checks the answer is an object; the WebAuthn library checks the rest of it.
  app.post<{ Body: PasskeyAnswerBody & { response: RegistrationResponseJSON } }>(
    STAFF_API.passkeys,
    { config: anyone, schema: { body: passkeyAnswerSchema } },
    async (request, reply) => {
      const { member } = signedIn(request);
      const check = (challenge: string) => takeChallenge(db, challenge, 'registration', member.id);
      const info = await verifyRegistration(rp(request), request.body.response, check);
      if (!info) throw new PublicError(400, 'The passkey could not be added. Please try again.');
      const added = await addPasskey(db, {
        staffId: member.id,
        credentialId: info.credential.id,
        publicKey: info.credential.publicKey,
        counter: info.credential.counter,
        transports: info.credential.transports ?? [],
        deviceType: info.credentialDeviceType,
        backedUp: info.credentialBackedUp,
      });
      if (!added) throw new PublicError(409, 'This passkey is already enrolled.');
      await recordAudit(db, { actor: member.id, action: 'passkey-added', subjectType: 'staff', subjectId: member.id });
      return reply.code(201).send({ success: true, message: 'Passkey added. Next time, sign in with it.' });
    },
  );

  app.delete<{ Params: { id: string } }>(`${STAFF_API.passkeys}/:id`, { config: anyone }, async (request) => {
    const { member } = signedIn(request);
    if (!(await removePasskey(db, member.id, request.params.id))) {
      throw new PublicError(404, 'You have no passkey with this id.');
    }
    await recordAudit(db, { actor: member.id, action: 'passkey-removed', subjectType: 'staff', subjectId: member.id });
    return { success: true, message: 'Passkey removed: it can no longer sign you in.' };
  });
};

export default sessionRoutes;
