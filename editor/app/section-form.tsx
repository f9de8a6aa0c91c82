/**
 * The form for one section, made by @rjsf/core from the block type's JSON Schema (and the page details form,
 * from the page schema's title and description): each field's description is its help text, lists get add,
 * remove and reorder buttons, nested objects their own group. The messages of the checker (the same as
 * `npm run pages:check`) are shown on their fields. Each text has its Hindi and Telugu under it
 * (translated-field.tsx).
 */
import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { isDeepEqual } from './deep-equal.ts';
import { buttonTemplates } from './buttons.tsx';
import type { FieldProblem, Segment } from './api.ts';
import type { EditorFormContext } from './form-context.ts';
import { TranslatedStringField } from './translated-field.tsx';
import { EditorTextWidget } from './widgets.tsx';

// The form library needs a validator to pick between alternatives; the messages come from our checker.
const validator = customizeValidator({ ajvOptionsOverrides: { strict: false, allowUnionTypes: true } });
const uiSchema: UiSchema = { type: { 'ui:widget': 'hidden' }, 'ui:title': ' ' };

type Block = Record<string, unknown>;
type Messages = ErrorSchema & { __errors?: string[] };

/** The checker's messages for one section, as the form library's nested error object. */
export function sectionErrors(problems: FieldProblem[], prefix: Segment[]): ErrorSchema {
  const root: Messages = {};
  for (const problem of problems) {
    if (!prefix.every((segment, at) => problem.path[at] === segment)) continue;
    let node: Messages = root;
    for (const segment of problem.path.slice(prefix.length)) {
      const key = String(segment);
      const record = node as Record<string, Messages>;
      record[key] ??= {};
      node = record[key];
    }
    node.__errors = [
      ...(node.__errors ?? []),
      `${problem.severity === 'warning' ? 'Warning: ' : ''}${problem.message}`,
    ];
  }
  return root;
}

interface Props {
  schema: RJSFSchema;
  block: Block;
  errors: ErrorSchema;
  context: EditorFormContext;
  idPrefix: string;
  onChange: (block: Block) => void;
}

export function SectionForm({ schema, block, errors, context, idPrefix, onChange }: Props) {
  return (
    <Form
      schema={schema}
      uiSchema={uiSchema}
      formData={block}
      validator={validator}
      widgets={{ TextWidget: EditorTextWidget }}
      fields={{ StringField: TranslatedStringField }}
      templates={{ ButtonTemplates: buttonTemplates }}
      formContext={context}
      extraErrors={errors}
      idPrefix={idPrefix}
      noHtml5Validate
      showErrorList={false}
      // Nothing is added that the person did not write: defaults apply on the site without being spelt out.
      experimental_defaultFormStateBehavior={{
        emptyObjectFields: 'skipDefaults',
        arrayMinItems: { populate: 'never' },
        constAsDefaults: 'never',
      }}
      onChange={(event) => {
        if (!isDeepEqual(event.formData, block)) onChange(event.formData as Block);
      }}
    />
  );
}
