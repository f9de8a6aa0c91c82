// How a form starts on a page served for a plain post: the visitor's values and the server's refusals
// (with a summary), or sent. The same start on the server and in the browser, so hydration matches.
import type { ServedFormState } from '../../../schema/api/form-page.ts';
import type { FormStart } from './form-store.ts';

export function servedStart<Values extends Record<string, string>>(
  served: ServedFormState,
  fields: readonly string[],
  empty: Values,
): FormStart<Values> {
  if (served.status === 'submitted') {
    const awaitingGuardian = served.awaitingGuardian === true;
    return { status: 'submitted', successMessage: served.message ?? null, awaitingGuardian };
  }
  if (served.status !== 'error') return {};
  const values: Record<string, string> = { ...empty };
  const fieldErrors: Record<string, string> = {};
  const others: string[] = [];
  for (const name of fields) values[name] = served.values[name] ?? '';
  for (const [name, message] of Object.entries(served.fieldErrors)) {
    // A refusal of a field the form does not show (e.g. a copied one) is listed without a link.
    if (fields.includes(name)) fieldErrors[name] = message;
    else others.push(message);
  }
  return {
    status: 'error',
    values: values as Values,
    fieldErrors: fieldErrors as FormStart<Values>['fieldErrors'],
    summary: { message: served.message, others },
  };
}
