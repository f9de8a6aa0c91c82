// @vitest-environment node
// The preview banner goes first in <body> (after any attributes the body has) with its style in <head>, in
// the language of the address, and the page's own markup is left as it was around it.
import { describe, expect, it } from 'vitest';
import { withPreviewBanner } from './preview-banner.ts';

const page =
  '<!doctype html><html lang="hi-IN"><head><title>x</title></head><body class="home"><a href="#main">Skip</a></body></html>';

describe('withPreviewBanner', () => {
  it('puts the banner first in the body and its style in the head', () => {
    const html = withPreviewBanner(page, '/hi/', 7);
    expect(html).toMatch(/<\/title><style>[^<]*\.staff-preview-banner\{position:static;[^<]*<\/style><\/head>/);
    expect(html).toMatch(/<body class="home"><div class="staff-preview-banner" role="region" aria-label="[^"]+">/);
    expect(html).toContain('(संस्करण 7)');
    expect(html).toMatch(/<\/div><a href="#main">Skip<\/a><\/body><\/html>$/);
    expect(
      html.replace(/<style>[^<]*<\/style>/, '').replace(/<div class="staff-preview-banner"[\s\S]*?<\/div>/, ''),
    ).toBe(page);
  });

  it('speaks the address’s language: English without a prefix, Telugu under /te/', () => {
    expect(withPreviewBanner(page, '/JoinUs', 3)).toContain(
      'Preview of the draft (revision 3): visitors do not see this yet.',
    );
    expect(withPreviewBanner(page, '/te/JoinUs', 3)).toContain('(కూర్పు 3)');
  });

  it('goes first, with its style, in a page that has no body tag', () => {
    const html = withPreviewBanner('<!doctype html><h1>Home</h1>', '/', 2);
    expect(html).toMatch(
      /^<!doctype html><style>[^<]*<\/style><div class="staff-preview-banner"[\s\S]*<\/div><h1>Home<\/h1>$/,
    );
  });
});
