// @vitest-environment node
// The server's renderer of a form page (renderFormPage): the template filled as the prerenderer fills it, the
// "Error: " title, noindex, and the state embedded so that no value can break out of its <script>.
import { expect, it } from 'vitest';
import { SERVED_FORM_STATE_ID, type ServedFormState } from '../../../schema/api/form-page.ts';
import { renderFormPage } from '../../../tests/helpers/repository-renderers.ts';
import { servedStateScript } from './fill-template.ts';

const template = `<!doctype html><html><head><title></title>
    <!--head-->
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head><body><div id="root"><!--app-html--></div>
</body></html>`;

const refused: ServedFormState = {
  form: 'contact',
  status: 'error',
  values: { name: 'Asha</script><script>alert(1)</script><!--', phone: '$&', email: 'a@b', message: 'Hi' },
  fieldErrors: { email: 'Email must be an email address.' },
};

it('an error page: "Error: " title, noindex, preloads, values kept, summary and the state as escaped JSON', async () => {
  const html = await renderFormPage('/ContactPage', { template, preloads: ['assets/contact-form.js'], state: refused });
  expect(html).toMatch(/<title>Error: [^<]+<\/title>/);
  expect(html).toMatch(/<meta property="og:title" content="Error: /);
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(html).toContain('<link rel="modulepreload" href="/assets/contact-form.js">');
  expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index.js">');
  expect(html).toContain('There is a problem');
  // "$&" is kept as typed (a replacement pattern would have pasted the marker in).
  expect(html).toContain('value="$&amp;"');
  // The only </script> after the state's opening tag is its own.
  const start = html.indexOf(`<script type="application/json" id="${SERVED_FORM_STATE_ID}">`);
  expect(start).toBeGreaterThan(html.indexOf('</div>'));
  const body = html.slice(start).replace(/^<script[^>]*>/, '');
  const json = body.slice(0, body.indexOf('</script>'));
  expect(json).not.toMatch(/<|<!--/);
  expect(JSON.parse(json)).toEqual(refused);
});

it('a confirmation page has no "Error: " and draws the sent state; a query in the address is not part of the route', async () => {
  const html = await renderFormPage('/JoinUs?sent=1', {
    template,
    preloads: [],
    state: { form: 'volunteer', status: 'submitted', message: 'Thank you!' },
  });
  expect(html).not.toContain('Error: ');
  expect(html).toContain('Application Submitted Successfully!');
  expect(html).toContain('Thank you!');
  expect(html).toContain('<meta name="robots" content="noindex">');
});

it('the embedded state escapes every "<", so neither "</script>" nor "<!--" survives', () => {
  const script = servedStateScript(refused);
  expect(script.match(/<\/script>/g)).toHaveLength(1);
  expect(script).not.toContain('<!--');
  expect(script).toContain('\\u003c/script>');
});
