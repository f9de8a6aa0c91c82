// startIslands on the server's HTML of a form island, before any React arrives.
import { expect, it, vi } from 'vitest';
import { startIslands, whenNeeded } from './start-islands.ts';

it("a form in an island is not checked by the browser's bubbles (the island or the server checks it in the page's language)", () => {
  document.body.innerHTML = `<div data-island="contact-form" data-wake="touch" style="display:contents">
    <form method="post" action="/api/contact"><input name="name" required></form></div>
    <form method="get" action="/search"><input name="q" required></form>`;
  const [inIsland, elsewhere] = document.querySelectorAll('form');
  expect(inIsland.noValidate).toBe(false);
  startIslands();
  expect(inIsland.noValidate).toBe(true);
  // A form outside any island keeps the browser's checks.
  expect(elsewhere.noValidate).toBe(false);
});

it('a form island marked idle wakes once the page has loaded and the browser is idle, with nothing touched', async () => {
  document.body.innerHTML = `<div data-island="contact-form" data-wake="idle" style="display:contents"><form></form></div>`;
  const element = document.querySelector<HTMLElement>('[data-island]') as HTMLElement;
  const start = vi.fn();
  expect(document.readyState).toBe('complete'); // jsdom has loaded: the idle callback is asked for at once
  whenNeeded(element, start, 'idle');
  expect(start).not.toHaveBeenCalled();
  await vi.waitFor(() => expect(start).toHaveBeenCalledOnce());
});

it('an island marked touch waits for a touch, and starts once however many touches follow', async () => {
  document.body.innerHTML = `<div data-island="contact-form" data-wake="touch" style="display:contents"><input></div>`;
  const element = document.querySelector<HTMLElement>('[data-island]') as HTMLElement;
  const start = vi.fn();
  whenNeeded(element, start, 'touch');
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(start).not.toHaveBeenCalled();
  element.querySelector('input')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  element.querySelector('input')?.dispatchEvent(new Event('input', { bubbles: true }));
  expect(start).toHaveBeenCalledOnce();
});
