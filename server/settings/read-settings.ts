// Validates the environment against the declaration with env-schema (Ajv: types coerced, defaults
// filled in, unknown variables ignored) and turns the first refusal into one line naming the setting,
// the value (masked when secret) and what is allowed: "PORT must be a whole number from 0 to 65535; got "50OO"."
import Ajv, { type ErrorObject } from 'ajv';
import envSchema from 'env-schema';
import { closest, distance } from '../../content/validation/did-you-mean.ts';
import { DECLARATION, SETTING_NAMES, type SettingName, type Settings, settingOf } from './declaration.ts';
import { shownValue } from './mask.ts';

export class ConfigError extends Error {}

export type Env = Record<string, string | undefined>;

// env-schema's own Ajv options, plus our annotation keywords (Ajv's strict mode refuses unknown ones).
const ajv = new Ajv({
  allErrors: true,
  removeAdditional: true,
  useDefaults: true,
  coerceTypes: true,
  allowUnionTypes: true,
  addUsedSchema: false,
  keywords: [envSchema.keywords.separator, 'x-group', 'x-must', 'x-secret', 'x-default-text'],
});

// One object for every call, so Ajv compiles it once (env-schema sets additionalProperties: false on it).
const SCHEMA = { type: 'object', properties: DECLARATION };

/** The declared settings that are set, trimmed; a blank value counts as unset (as an empty line in a unit file). */
export function givenSettings(env: Env): Partial<Record<SettingName, string>> {
  const given: Partial<Record<SettingName, string>> = {};
  for (const name of SETTING_NAMES) {
    const value = env[name]?.trim();
    if (value) given[name] = value;
  }
  return given;
}

/** "NAME must ...; got "value"." for the setting and value given. */
export function refusal(name: SettingName, value: string): string {
  const setting = settingOf(name);
  return `${name} ${setting['x-must']}; got ${shownValue(setting, value)}.`;
}

function firstRefusal(errors: ErrorObject[] | null | undefined, given: Partial<Record<SettingName, string>>): string {
  for (const error of errors ?? []) {
    const name = error.instancePath.slice(1) as SettingName;
    const value = given[name];
    if (value !== undefined && name in DECLARATION) return refusal(name, value);
  }
  return `The settings could not be read: ${ajv.errorsText(errors)}.`;
}

/** Every setting, validated; throws ConfigError with one line for the first one that is wrong. */
export function readSettings(env: Env): Settings {
  const given = givenSettings(env);
  try {
    // env: false: only what we were given (tests pass their own), never process.env behind our back.
    return envSchema<Settings>({ schema: SCHEMA, data: { ...given }, env: false, ajv });
  } catch (error) {
    const errors = (error as { errors?: ErrorObject[] }).errors;
    if (!errors) throw error;
    throw new ConfigError(firstRefusal(errors, given));
  }
}

/**
 * Variables that look like a mistyped setting (RETENTON_SPAM_DAYS): each would be ignored silently,
 * its setting left at the default, so the start logs one warning for each.
 */
export function mistypedSettings(env: Env): string[] {
  const declared = new Set<string>(SETTING_NAMES);
  const warnings: string[] = [];
  for (const name of Object.keys(env)) {
    if (declared.has(name) || !/^[A-Z][A-Z0-9_]{4,}$/.test(name)) continue;
    const match = closest(name, SETTING_NAMES);
    // closest() tolerates a third of a long name; only a near miss (two edits) is called a typo.
    if (match && distance(name, match) <= 2) {
      warnings.push(`${name} is not a setting of this server and is ignored; did you mean ${match}?`);
    }
  }
  return warnings;
}
