/**
 * A form made by @rjsf/core from a JSON Schema: a section's (its block type's schema), the page details' and a
 * part of the site settings' (the menu, the footer). Each field is labelled with its schema title and helped
 * by its description, lists get buttons named for their entries, nested objects their own group, and the
 * checker's messages (the same as `npm run pages:check`) are shown on their fields; those about the whole
 * section above it. Each text has its Hindi and Telugu under it (translated-field.tsx).
 */
import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { FieldProblem, Segment } from './backend.ts';
import { isDeepEqual } from './deep-equal.ts';
import { buttonTemplates } from './form-buttons.tsx';
import type { EditorFormContext } from './form-context.ts';
import { mergeUi } from './locked-settings.ts';
import {
  ArrayFieldItemTemplate,
  BaseInputTemplate,
  CheckboxWidget,
  FieldErrorTemplate,
  NumberedItemField,
  TextareaWidget,
} from './form-templates.tsx';
import { EditorObjectField } from './image-field.tsx';
import { ProblemMessage } from './problem-message.tsx';
import { TranslatedStringField } from './translated-field.tsx';
import { EditorTextWidget } from './widgets.tsx';

// The form library needs a validator to pick between alternatives; the messages come from our checker.
const validator = customizeValidator({ ajvOptionsOverrides: { strict: false, allowUnionTypes: true } });

type Block = Record<string, unknown>;
type Messages = ErrorSchema & { __errors?: string[] };

/**
 * The checker's errors for one form, as the form library's nested error object: they mark their fields
 * invalid. Warnings are left out (they never mark a field invalid); the fields show both (form-templates.tsx).
 */
export function sectionErrors(problems: FieldProblem[], prefix: Segment[]): ErrorSchema {
  const root: Messages = {};
  for (const problem of problems) {
    if (problem.severity !== 'error' || !prefix.every((segment, at) => problem.path[at] === segment)) continue;
    let node: Messages = root;
    for (const segment of problem.path.slice(prefix.length)) {
      const record = node as Record<string, Messages>;
      record[String(segment)] ??= {};
      node = record[String(segment)];
    }
    node.__errors = [...(node.__errors ?? []), problem.message];
  }
  return root;
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/** A list's choices in plain words ("Soft warm grey" for surface), when the schema names them (enumDescriptions). */
function choiceNames(schema: RJSFSchema): UiSchema {
  const names = (schema as { enumDescriptions?: unknown }).enumDescriptions;
  return Array.isArray(names) && names.length === schema.enum?.length ? { 'ui:enumNames': names } : {};
}

/**
 * The form's look per field: the type hidden, each list's add button named for its entries ("Add a button"),
 * each drop-down's choices in plain words.
 */
function uiSchemaOf(schema: RJSFSchema): UiSchema {
  const ui: UiSchema = {};
  for (const [field, sub] of Object.entries((schema.properties ?? {}) as Record<string, RJSFSchema>)) {
    const inner =
      sub.type === 'array' ? uiSchemaOf((sub.items ?? {}) as RJSFSchema) : { ...uiSchemaOf(sub), ...choiceNames(sub) };
    const title = (sub.items as RJSFSchema | undefined)?.title;
    ui[field] =
      sub.type === 'array'
        ? {
            items: inner,
            'ui:options': { addLabel: title ? `Add ${article(title)} ${title.toLowerCase()}` : 'Add an item' },
          }
        : inner;
  }
  if (schema.properties?.type && (schema.properties.type as RJSFSchema).const !== undefined)
    ui.type = { 'ui:widget': 'hidden' };
  return ui;
}

interface Props {
  schema: RJSFSchema;
  block: unknown;
  /** The checker's messages about this form's data (its own place and everything inside it). */
  problems: FieldProblem[];
  context: EditorFormContext;
  idPrefix: string;
  /** `field`: the id of the field changed, so typing in one field is one step to undo, and another field another. */
  onChange: (block: Block, field?: string) => void;
  /** Looks added to the form's own: fields shown read-only with a note (locked-settings.ts). */
  ui?: UiSchema;
}

export function SectionForm({ schema, block, problems, context, idPrefix, onChange, ui }: Props) {
  const prefix = [...context.owner, ...context.base];
  const own = problems.filter(
    (problem) => problem.path.length === prefix.length && prefix.every((s, at) => problem.path[at] === s),
  );
  const uiSchema: UiSchema = mergeUi({ ...uiSchemaOf(schema), 'ui:title': ' ' }, ui ?? {});
  if (schema.type === 'array')
    uiSchema['ui:options'] = {
      addLabel: `Add ${article(String((schema.items as RJSFSchema)?.title ?? 'item'))} ${String((schema.items as RJSFSchema)?.title ?? 'item').toLowerCase()}`,
    };
  return (
    <>
      {own.length > 0 && (
        <ul className="field-messages form-messages" id={`${idPrefix}__messages`}>
          {own.map((problem, at) => (
            <li key={at} className={problem.severity}>
              <ProblemMessage problem={problem} onFix={context.fix} />
            </li>
          ))}
        </ul>
      )}
      <Form
        schema={schema}
        uiSchema={uiSchema}
        formData={block}
        validator={validator}
        widgets={{ TextWidget: EditorTextWidget, TextareaWidget, CheckboxWidget }}
        fields={{
          StringField: TranslatedStringField,
          ArraySchemaField: NumberedItemField,
          ObjectField: EditorObjectField,
        }}
        templates={{ ButtonTemplates: buttonTemplates, ArrayFieldItemTemplate, FieldErrorTemplate, BaseInputTemplate }}
        formContext={context}
        extraErrors={sectionErrors(problems, prefix)}
        idPrefix={idPrefix}
        noHtml5Validate
        showErrorList={false}
        // Nothing is added that the person did not write: defaults apply on the site without being spelt out.
        experimental_defaultFormStateBehavior={{
          emptyObjectFields: 'skipDefaults',
          arrayMinItems: { populate: 'never' },
          constAsDefaults: 'never',
        }}
        onChange={(event, field) => {
          if (!isDeepEqual(event.formData, block)) onChange(event.formData as Block, field);
        }}
      />
    </>
  );
}
