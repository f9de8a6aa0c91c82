// What every form block does the same way: one store per block instance, ids for labels and
// errors, focus after submit and success, and the props each <Field> needs.
import { useId, useRef, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import { fieldIds } from '../ui/form-controls.tsx';
import type { SubmitResult } from './contact-form.ts';
import type { FormStore } from './form-store.ts';
import { focusField, useFormFocus } from './use-form-focus.ts';

interface FormHandle<Values extends Record<string, string>> {
  store: FormStore<Values>;
  submit: (labels?: Record<string, string>) => Promise<SubmitResult>;
}

interface Options<Name extends string, Values extends Record<string, string>> {
  create: () => FormHandle<Values>;
  names: readonly Name[];
  fields: Record<Name, { label: string }>;
  isRequired: (name: Name) => boolean;
}

export function useFormBlock<Name extends string & keyof Values, Values extends Record<string, string>>({
  create,
  names,
  fields,
  isRequired,
}: Options<Name, Values>) {
  const [form] = useState(create);
  const state = useStore(form.store);
  const formId = useId().replace(/:/g, '');
  const submitButton = useRef<HTMLButtonElement>(null);
  const successHeading = useRef<HTMLHeadingElement>(null);
  useFormFocus({ status: state.status, firstFieldId: fieldIds(formId, names[0]).input, submitButton, successHeading });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const labels = Object.fromEntries(names.map((name) => [name, fields[name].label]));
    const result = await form.submit(labels);
    if (!result.ok && result.firstInvalid) focusField(fieldIds(formId, result.firstInvalid).input);
  };
  const field = (name: Name) => ({
    formId,
    name,
    required: isRequired(name),
    ...fields[name],
    value: state.values[name],
    error: state.fieldErrors[name],
    onValue: (value: string) => state.setValue(name, value),
  });
  return { state, formId, submitButton, successHeading, onSubmit, field, submitting: state.status === 'submitting' };
}
