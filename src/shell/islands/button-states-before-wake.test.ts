// The upload test's button waits for its file from the moment the page's script runs, before React.
import { expect, it } from 'vitest';
import { keepButtonStates } from './button-states-before-wake.ts';

function island() {
  document.body.innerHTML = `<div data-island="upload-test" style="display:contents"><form>
    <input type="text" name="resume"><button type="submit" data-needs="resume">Test Upload</button>
    <button type="button">Other</button></form></div>`;
  const element = document.querySelector<HTMLElement>('[data-island]') as HTMLElement;
  const [waiting, other] = element.querySelectorAll('button');
  return { element, field: element.querySelector('input') as HTMLInputElement, waiting, other };
}

it('disables a button until its field has a value, follows the field, and gives the served state back before hydrating', () => {
  const { element, field, waiting, other } = island();
  const restore = keepButtonStates(element);
  expect(waiting.disabled).toBe(true);
  expect(other.disabled).toBe(false);
  field.value = 'C:\\fakepath\\report.pdf';
  field.dispatchEvent(new Event('change', { bubbles: true }));
  expect(waiting.disabled).toBe(false);
  field.value = '';
  field.dispatchEvent(new Event('input', { bubbles: true }));
  expect(waiting.disabled).toBe(true);
  restore();
  // As the server drew it, for React to hydrate; its own first render then decides.
  expect(waiting.disabled).toBe(false);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  expect(waiting.disabled).toBe(false);
});

it('leaves an island without waiting buttons alone', () => {
  const { element, other } = island();
  element.querySelector('[data-needs]')?.removeAttribute('data-needs');
  keepButtonStates(element)();
  expect(other.disabled).toBe(false);
});
