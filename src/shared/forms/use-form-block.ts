// What every form block does the same way: one form (engine) per block instance (in the served
// state of a page answered to a plain post, if any), ids for labels and errors, focus after submit
// and success, and the props each <Field> needs.
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useStore } from 'zustand';
import type { ServedFormState } from '../../../schema/api/form-page.ts';
import { fieldIds } from '../ui/form-controls.tsx';
import { apiUrl } from './api-client.ts';
import type { FormValues } from './form-definition.ts';
import type { Form } from './form-engine.ts';
import type { FormState } from './form-store.ts';
import { useServedStart } from './served-form.ts';
import { focusField, useFormFocus } from './use-form-focus.ts';

/** The texts of a field, from the block's content (pages.json). */
export interface FieldTexts {
  label: string;
  hint?: string;
  placeholder?: string;
}

/** `create` makes the block's form, in the served state when the page has one (FormOptions.served). */
export function useFormBlock<Name extends string>(
  create: (served?: ServedFormState) => Form<Name>,
  texts: Record<Name, FieldTexts>,
) {
  const form = useServedStart(create, (made) => made.endpoint);
  const state = useStore(form.store);
  const formId = useId().replace(/:/g, '');
  const submitButton = useRef<HTMLButtonElement>(null);
  const successHeading = useRef<HTMLHeadingElement>(null);
  const firstFieldId = fieldIds(formId, form.fields[0]).input;
  useFormFocus({ status: state.status, firstFieldId, submitButton, successHeading });
  // After hydration, so the checks load off the page's first load but before anyone can send.
  useEffect(() => form.prepare(), [form]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const labels = Object.fromEntries(form.fields.map((name) => [name, texts[name].label]));
    const result = await form.submit(labels as Record<Name, string>);
    if (!result.ok && result.firstInvalid) focusField(fieldIds(formId, result.firstInvalid).input);
  };
  const field = (name: Name) => ({
    formId,
    name,
    required: form.isRequired(name),
    ...texts[name],
    value: state.values[name],
    error: state.fieldErrors[name],
    onValue: (value: string) => state.setValue(name, value),
  });
  return {
    state,
    formId,
    /** Where the form posts: the same endpoint with or without JavaScript. */
    action: apiUrl(form.endpoint),
    /** The served error summary's problems, in field order, each with its field's id and label. */
    problems: form.fields
      .filter((name) => state.fieldErrors[name])
      .map((name) => ({ id: fieldIds(formId, name).input, text: state.fieldErrors[name] as string })),
    submitButton,
    successHeading,
    onSubmit,
    field,
    submitting: state.status === 'submitting',
  };
}

/** What a block's frame needs of the hook: nothing that depends on the form's field names. */
export type FormFrameHandle = Omit<ReturnType<typeof useFormBlock>, 'field' | 'state'> & {
  state: Pick<FormState<FormValues<never>>, 'status' | 'error' | 'summary' | 'values' | 'setValue' | 'reset'>;
};
