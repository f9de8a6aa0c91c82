// The settings as the server would run with them: every declared setting, its value (secrets masked:
// a password in an address as ***, a key as its length), and whether it was set or is the default.
import { SETTING_NAMES, type SettingName, settingOf } from '../../settings/declaration.ts';
import { maskUrl } from '../../settings/mask.ts';
import { type Env, givenSettings, readSettings } from '../../settings/read-settings.ts';

export interface EffectiveSetting {
  name: SettingName;
  value: string;
  set: boolean;
}

export function effectiveSettings(env: Env): EffectiveSetting[] {
  const settings = readSettings(env) as Record<SettingName, string | number | undefined>;
  const given = givenSettings(env);
  return SETTING_NAMES.map((name) => {
    const setting = settingOf(name);
    const raw = settings[name];
    let value: string;
    if (raw === undefined) value = setting['x-default-text'] ? `(${setting['x-default-text']})` : '(not set)';
    else if (setting['x-secret'] === 'value') value = `(set, ${String(raw).length} characters, not shown)`;
    else if (setting['x-secret'] === 'url') value = maskUrl(String(raw));
    else value = String(raw);
    return { name, value, set: given[name] !== undefined };
  });
}

export function formatSettings(rows: EffectiveSetting[]): string {
  const width = Math.max(...rows.map((row) => row.name.length));
  return rows.map((row) => `${row.set ? '*' : ' '} ${row.name.padEnd(width)}  ${row.value}`).join('\n');
}
