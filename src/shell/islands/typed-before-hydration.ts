/**
 * A visitor may type into a form, or choose a file (by keyboard, by dropping it, or while the file dialog was
 * open as the script arrived), before its island's script has arrived. What the fields hold then is noted
 * before hydrating and handed to React afterwards as if typed or chosen again (input and change events, which
 * React's onChange hears), so nothing typed or chosen is lost and the form's state knows it.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Typed {
  field: Field;
  value?: string;
  checked?: boolean;
  /** A file input holding the visitor's files (the browser keeps them; React hears of them by a change event). */
  files?: true;
}

const changedByVisitor = (field: Field): Typed | undefined => {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return field.checked !== field.defaultChecked ? { field, checked: field.checked } : undefined;
  if (field instanceof HTMLInputElement && field.type === 'file')
    return field.files?.length ? { field, files: true } : undefined;
  if (field instanceof HTMLInputElement && field.type === 'hidden') return undefined;
  if (field instanceof HTMLSelectElement) {
    const initial = [...field.options].find((option) => option.defaultSelected)?.value ?? field.options[0]?.value;
    return field.value !== initial ? { field, value: field.value } : undefined;
  }
  return field.value !== field.defaultValue ? { field, value: field.value } : undefined;
};

/** Notes the fields changed in `root`; the function returned gives them to the hydrated island. */
export function keepTyped(root: ParentNode): () => void {
  const typed = [...root.querySelectorAll<Field>('input, textarea, select')]
    .map(changedByVisitor)
    .filter((entry): entry is Typed => !!entry);
  return () => {
    for (const { field, value, checked, files } of typed) {
      if (!field.isConnected) continue;
      if (files) {
        field.dispatchEvent(new Event('change', { bubbles: true }));
        continue;
      }
      // React's record of a field's last value was taken from the page while hydrating, so it already
      // holds what was typed and would see no change: assigning through the element (React's own setter)
      // first moves that record away, then the prototype's setter puts the visitor's value back unnoticed.
      if (checked !== undefined) {
        (field as HTMLInputElement).checked = !checked;
        field.click(); // toggles back to what the visitor chose; React hears a change
        continue;
      }
      field.value = '';
      nativeSetter(field, 'value')?.call(field, value);
      field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    }
  };
}

const nativeSetter = (field: Field, property: 'value' | 'checked') =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), property)?.set;
