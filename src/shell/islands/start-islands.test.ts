// startIslands on the server's HTML of a form island, before any React arrives.
import { expect, it } from 'vitest';
import { startIslands } from './start-islands.ts';

it("a form sent before its island wakes is checked by the server in the page's language, not by the browser", () => {
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
