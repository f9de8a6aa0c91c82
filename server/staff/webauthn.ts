// Passkeys through @simplewebauthn/server (a well-kept implementation of WebAuthn's checks: origin,
// relying party, challenge, signature, counter, user verification). The relying party is the site's
// own address: SITE_URL when set; otherwise (development) the host the browser asked for in the Host
// header, which a browser only sends for its own origin (never X-Forwarded-Host, which a client may
// write and nginx passes on). Passkeys ask for user verification (fingerprint, face, PIN): staff see
// people's personal data, so holding the device alone is not enough.
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { FastifyRequest } from 'fastify';
import type { StaffMember } from './members-store.ts';
import type { StoredPasskey } from './passkeys-store.ts';

export interface RelyingParty {
  /** The host name passkeys are bound to. */
  id: string;
  /** The only origin whose answers count. */
  origin: string;
  /** Shown by the browser when it asks. */
  name: string;
}

export function relyingParty(request: FastifyRequest, siteOrigin: string | undefined, name: string): RelyingParty {
  const origin = siteOrigin ?? `${request.protocol}://${request.headers.host ?? ''}`;
  return { id: new URL(origin).hostname, origin, name };
}

const TIMEOUT_MS = 120_000;

export function registrationOptions(
  rp: RelyingParty,
  member: StaffMember,
  existing: { id: string; transports: string[] }[],
) {
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: member.email,
    userDisplayName: member.displayName || member.email,
    // The same handle for all of a member's passkeys, so an authenticator replaces rather than adds.
    userID: new TextEncoder().encode(member.publicId),
    attestationType: 'none',
    excludeCredentials: existing,
    timeout: TIMEOUT_MS,
    // Discoverable, so signing in needs no address typed first.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
}

export function authenticationOptions(rp: RelyingParty) {
  return generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required', timeout: TIMEOUT_MS });
}

export type ChallengeCheck = (challenge: string) => Promise<boolean>;

/** The verified new credential, or undefined when the answer does not hold. */
export async function verifyRegistration(rp: RelyingParty, response: RegistrationResponseJSON, check: ChallengeCheck) {
  try {
    const verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: check,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
    return verified.verified ? verified.registrationInfo : undefined;
  } catch {
    // A malformed or forged answer: the library says why in words we do not show or log.
    return undefined;
  }
}

/** The authenticator's new counter, or undefined when the answer does not hold. */
export async function verifyAuthentication(
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  passkey: StoredPasskey,
  check: ChallengeCheck,
): Promise<number | undefined> {
  try {
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: check,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports,
      },
    });
    return verified.verified ? verified.authenticationInfo.newCounter : undefined;
  } catch {
    return undefined;
  }
}
