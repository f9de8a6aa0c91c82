// Every environment setting of the server, declared once: type, default, meaning, what is allowed.
// The server validates the environment against it at start (read-settings.ts), `npm run doctor`
// prints it, and the settings table of docs/deploying.md is generated from it.
import { OUTBOX_SETTINGS } from './outbox-settings.ts';
import { PRIVACY_SETTINGS } from './privacy-settings.ts';
import { PUBLISHING_SETTINGS } from './publishing-settings.ts';
import { SERVER_SETTINGS } from './server-settings.ts';
import { STAFF_SETTINGS } from './staff-settings.ts';
import type { Setting, ValueOf } from './setting.ts';

export const DECLARATION = {
  ...SERVER_SETTINGS,
  ...OUTBOX_SETTINGS,
  ...PRIVACY_SETTINGS,
  ...STAFF_SETTINGS,
  ...PUBLISHING_SETTINGS,
} satisfies Record<string, Setting>;

export type SettingName = keyof typeof DECLARATION;

/** The environment after validation: numbers are numbers, defaults filled in, blanks unset. */
export type Settings = { [K in SettingName]: ValueOf<(typeof DECLARATION)[K]> };

export const SETTING_NAMES = Object.keys(DECLARATION) as SettingName[];

export const settingOf = (name: SettingName): Setting => DECLARATION[name];
