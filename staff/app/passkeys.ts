// Passkeys in the browser through @simplewebauthn/browser: it turns the server's options into the
// WebAuthn call and the authenticator's answer into the JSON the server checks.
import {
  browserSupportsWebAuthn,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
  WebAuthnError,
} from '@simplewebauthn/browser';
import { STAFF_API, type StaffMe } from '../../schema/api/staff.ts';
import { api, request } from './api.ts';

export const passkeysWork = () => browserSupportsWebAuthn();

/** What went wrong in the browser, in words (the server's refusals come as ApiError with theirs). */
export function passkeyProblem(error: unknown): string | undefined {
  const name = error instanceof WebAuthnError ? (error.cause as Error | undefined)?.name : (error as Error)?.name;
  if (name === 'NotAllowedError' || name === 'AbortError') {
    return 'The passkey prompt was closed or timed out. Try again when you are ready.';
  }
  if (error instanceof WebAuthnError && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') {
    return 'This device already holds a passkey for you: sign in with it.';
  }
  if (error instanceof WebAuthnError)
    return 'This browser could not use a passkey here. Try another browser or device.';
  return undefined;
}

/** Signs in with a passkey: the browser asks which one, and for the fingerprint, face or PIN. */
export async function signInWithPasskey() {
  const options = await api<PublicKeyCredentialRequestOptionsJSON>('POST', STAFF_API.passkeyOptions, {});
  const response = await startAuthentication({ optionsJSON: options });
  return request<StaffMe>('POST', STAFF_API.passkeySignIn, { response });
}

/** Enrols a passkey on this device for the signed-in member; the server's sentence. */
export async function addPasskey() {
  const options = await api<PublicKeyCredentialCreationOptionsJSON>('POST', STAFF_API.passkeyRegistrationOptions, {});
  const response = await startRegistration({ optionsJSON: options });
  return request('POST', STAFF_API.passkeys, { response });
}
