// A send before the island woke is held, marked busy, and made again once hydrated, or posted plainly.
import { afterEach, expect, it, vi } from 'vitest';
import { holdSends, PLAIN_POST_AFTER_MS } from './sends-before-wake.ts';

function island() {
  document.body.innerHTML = `<div data-island="contact-form" style="display:contents">
    <form method="post" action="/api/contact" novalidate><input name="name"><button type="submit">Send</button></form></div>`;
  const element = document.querySelector<HTMLElement>('[data-island]') as HTMLElement;
  const form = element.querySelector('form') as HTMLFormElement;
  const button = element.querySelector('button') as HTMLButtonElement;
  return { element, form, button };
}

/** Whether a submit event reached the page unprevented (a real browser would then post the form plainly). */
function watchPlainPosts() {
  const posted: (HTMLElement | null)[] = [];
  const listener = (event: SubmitEvent) => {
    if (!event.defaultPrevented) posted.push(event.submitter);
    event.preventDefault(); // jsdom does not navigate
  };
  document.addEventListener('submit', listener);
  return { posted, stop: () => document.removeEventListener('submit', listener) };
}

afterEach(() => {
  vi.useRealTimers();
});

it('holds a send made before waking, marks the form busy, wakes the island, and makes it again once hydrated', () => {
  const { element, form, button } = island();
  const wake = vi.fn();
  const sends = holdSends(element, wake);
  const plain = watchPlainPosts();
  button.click();
  expect(wake).toHaveBeenCalledOnce();
  expect(form.getAttribute('aria-busy')).toBe('true');
  expect(plain.posted).toEqual([]);
  button.click(); // a second press while waiting is the same send
  expect(plain.posted).toEqual([]);
  sends.unmark();
  expect(form.hasAttribute('aria-busy')).toBe(false);
  // Once hydrated, the island's own handler hears the send again (here nothing prevents it, so it counts).
  sends.replay();
  expect(plain.posted).toEqual([button]);
  // Later sends are the island's alone.
  button.click();
  expect(plain.posted).toHaveLength(2);
  plain.stop();
});

it('replays nothing when nothing was sent', () => {
  const { element } = island();
  const sends = holdSends(element, vi.fn());
  const plain = watchPlainPosts();
  sends.replay();
  expect(plain.posted).toEqual([]);
  plain.stop();
});

it('posts the held send plainly when the island cannot start, and lets later sends through', () => {
  const { element, form, button } = island();
  const sends = holdSends(element, vi.fn());
  const plain = watchPlainPosts();
  button.click();
  sends.postPlainly();
  expect(plain.posted).toEqual([button]);
  expect(form.hasAttribute('aria-busy')).toBe(false);
  button.click();
  expect(plain.posted).toHaveLength(2);
  plain.stop();
});

it(`posts the held send plainly when the island has not woken ${PLAIN_POST_AFTER_MS / 1000} s later`, () => {
  vi.useFakeTimers();
  const { element, button } = island();
  holdSends(element, vi.fn());
  const plain = watchPlainPosts();
  button.click();
  vi.advanceTimersByTime(PLAIN_POST_AFTER_MS - 1);
  expect(plain.posted).toEqual([]);
  vi.advanceTimersByTime(1);
  expect(plain.posted).toEqual([button]);
  plain.stop();
});
