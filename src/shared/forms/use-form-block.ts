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

/** A form in the state the server drew it in: the visitor's values and its refusals, or sent. */
function seed<Name extends string>(form: Form<Name>, served: ServedFormState): void {
  const { getState, setState } = form.store;
  if (served.status === 'submitted') setState({ status: 'submitted', successMessage: served.message ?? null });
  if (served.status !== 'error') return;
  const values = { ...getState().values };
  const fieldErrors: Partial<FormValues<Name>> = {};
  for (const name of form.fields) {
    values[name] = served.values[name] ?? '';
    if (served.fieldErrors[name]) fieldErrors[name] = served.fieldErrors[name];
  }
  // A refusal of a field the form does not show (e.g. a copied one) is listed without a link.
  const others = Object.entries(served.fieldErrors)
    .filter(([name]) => !(form.fields as readonly string[]).includes(name))
    .map(([, message]) => message);
  setState({ status: 'error', values, fieldErrors, summary: { message: served.message, others } });
}

export function useFormBlock<Name extends string>(create: () => Form<Name>, texts: Record<Name, FieldTexts>) {
  const form = useServedStart(create, (made) => made.endpoint, seed);
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
