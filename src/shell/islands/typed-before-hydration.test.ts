// What a form held before its island woke is handed to the island: typed text and a chosen file.
import { expect, it, vi } from 'vitest';
import { keepTyped } from './typed-before-hydration.ts';

it('tells the island of a file chosen before it woke by a change event, and of nothing when none was chosen', () => {
  document.body.innerHTML = `<form><input type="file" name="resume"><input type="file" name="other"></form>`;
  const [chosen, empty] = document.querySelectorAll('input');
  const file = new File(['%PDF-1.4'], 'report.pdf', { type: 'application/pdf' });
  Object.defineProperty(chosen, 'files', { value: [file] });
  const heard = vi.fn();
  document.addEventListener('change', (event) => heard((event.target as HTMLInputElement).name));
  const replay = keepTyped(document.body);
  expect(heard).not.toHaveBeenCalled();
  replay();
  expect(heard.mock.calls).toEqual([['resume']]);
  expect(empty.files?.length ?? 0).toBe(0);
});

it('gives typed text back as an input event', () => {
  document.body.innerHTML = `<form><input name="name" value=""></form>`;
  const field = document.querySelector('input') as HTMLInputElement;
  field.value = 'Asha Rao';
  const heard = vi.fn();
  field.addEventListener('input', () => heard(field.value));
  keepTyped(document.body)();
  expect(heard.mock.calls).toEqual([['Asha Rao']]);
});
