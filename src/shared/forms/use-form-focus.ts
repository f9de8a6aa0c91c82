// Where keyboard focus goes as a form changes state, so nobody is left on a vanished button:
// a failed send -> the send button again (it was disabled in flight); success -> the success
// heading; "send another" -> the first field. (A refused check focuses the first invalid
// field directly in the submit handler, since it can repeat without a change of state.)
import { useEffect, useRef, type RefObject } from 'react';
import type { FormStatus } from './form-store.ts';

interface FocusTargets {
  status: FormStatus;
  firstFieldId: string;
  submitButton: RefObject<HTMLButtonElement | null>;
  successHeading: RefObject<HTMLElement | null>;
}

export function useFormFocus({ status, firstFieldId, submitButton, successHeading }: FocusTargets): void {
  const previous = useRef<FormStatus>(status);
  useEffect(() => {
    const before = previous.current;
    previous.current = status;
    if (before === status) return;
    if (status === 'error' && before === 'submitting') submitButton.current?.focus();
    else if (status === 'submitted') successHeading.current?.focus();
    else if (status === 'idle' && before === 'submitted') document.getElementById(firstFieldId)?.focus();
  }, [status, firstFieldId, submitButton, successHeading]);
}

/** Moves focus to a field by its element id (after a refused check). */
export function focusField(id: string): void {
  document.getElementById(id)?.focus();
}
