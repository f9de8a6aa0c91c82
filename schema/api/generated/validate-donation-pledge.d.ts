/* GENERATED FILE - do not edit by hand. Types of validate-donation-pledge.js.
 * Made by `npm run types:generate` from schema/api/*.schema.json; edit those and run it again. */
import type { CompiledValidator } from '../validation-messages.ts';

/** Checks (and trims, and strips unknown fields from) a donation-pledge payload in place, as the server does. */
export declare const validate: CompiledValidator;
export default validate;
