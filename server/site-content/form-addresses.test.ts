// @vitest-environment node
// Which addresses hold which form, from the pages file: a form moved to another page is found
// there (in every language), and a form on no page keeps its old address for its redirect.
import { describe, expect, it } from 'vitest';
import { formAddresses } from './form-addresses.ts';

const addresses = formAddresses({
  pages: [
    { path: '/', blocks: [{ type: 'hero' }] },
    { path: '/Contact-Us', blocks: [{ type: 'rich-text' }, { type: 'contact-form' }] },
    { path: '/help', blocks: [{ type: 'contact-form' }] },
  ],
});

describe('form addresses', () => {
  it('are the pages holding the form, in each language, in any case and with a trailing slash', () => {
    for (const path of ['/Contact-Us', '/contact-us/', '/hi/Contact-Us', '/te/contact-us', '/help', '/hi/help']) {
      expect(addresses.has('contact', path)).toBe(true);
    }
    for (const path of ['/', '/ContactPage', '/fr/contact-us', '/contact-us/extra']) {
      expect(addresses.has('contact', path)).toBe(false);
    }
    expect(addresses.has('volunteer', '/help')).toBe(false);
  });

  it("send a post from nowhere known to the form's first page in its language", () => {
    expect(addresses.home('contact', 'en')).toBe('/Contact-Us');
    expect(addresses.home('contact', 'hi')).toBe('/hi/Contact-Us');
  });

  it('keep the old address of a form on no page', () => {
    expect(addresses.home('volunteer', 'te')).toBe('/te/JoinUs');
    expect(addresses.has('volunteer', '/te/joinus')).toBe(true);
  });
});
