// The shape of one environment setting in the declaration (declaration.ts): a JSON Schema property
// that env-schema validates at start, plus the words a person needs. `x-must` finishes the
// sentence "NAME must ..." of the one-line refusal; `x-secret` says how the value is masked when
// it is printed (doctor, refusals): a password inside an address, or a value never shown.

export type Group = 'server' | 'database' | 'email' | 'privacy' | 'limits' | 'outbox' | 'operations';

export type Secret = 'url' | 'value';

interface Common {
  description: string;
  'x-group': Group;
  'x-must': string;
  'x-secret'?: Secret;
  /** Shown in the table when the default is worked out at start (from another setting or a file). */
  'x-default-text'?: string;
}

export interface IntegerSetting extends Common {
  type: 'integer';
  minimum: number;
  maximum: number;
  default: number;
}

export interface TextSetting extends Common {
  type: 'string';
  default?: string;
  pattern?: string;
  enum?: readonly string[];
  minLength?: number;
}

export type Setting = IntegerSetting | TextSetting;

/** What a validated setting holds: a number, a text with a default, or a text that may be unset. */
export type ValueOf<S> = S extends IntegerSetting
  ? number
  : S extends { default: string }
    ? string
    : string | undefined;

/** A whole number within [minimum, maximum]. */
export function whole(
  group: Group,
  fallback: number,
  minimum: number,
  maximum: number,
  description: string,
  defaultText?: string,
): IntegerSetting {
  return {
    type: 'integer',
    minimum,
    maximum,
    default: fallback,
    description,
    'x-group': group,
    'x-must': `must be a whole number from ${minimum} to ${maximum}`,
    ...(defaultText ? { 'x-default-text': defaultText } : {}),
  };
}

type TextOptions = Omit<TextSetting, 'type' | 'x-group' | 'description' | 'x-must'> & { must: string };

/** A text; `default` makes it always present. */
export function words<O extends TextOptions>(
  group: Group,
  description: string,
  options: O,
): O extends { default: string } ? TextSetting & { default: string } : TextSetting {
  const { must, ...rest } = options;
  return { type: 'string', description, 'x-group': group, 'x-must': `must ${must}`, ...rest } as never;
}
