// The upload test without JavaScript: the form posts the file itself, and the server's page shows its answer.
import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { UploadTestBlock } from '../../content/types.ts';
import { serveAndHydrate, servedHtml, unmountServed } from '../../tests/helpers/served-page.tsx';
import UploadTest from './index.tsx';
import example from './example.json';

const page = () => <UploadTest {...(example as UploadTestBlock)} />;

afterEach(() => {
  unmountServed();
  vi.restoreAllMocks();
});

it('the prerendered form is a multipart post of a required PDF, and Test Upload is not disabled there', () => {
  const holder = document.createElement('div');
  holder.innerHTML = servedHtml(page(), undefined, '/FileUploadTest');
  const form = holder.querySelector('form') as HTMLFormElement;
  expect(form.getAttribute('method')).toBe('post');
  expect(form.getAttribute('enctype')).toBe('multipart/form-data');
  expect(form.getAttribute('action')).toBe('/api/test-upload');
  expect(form.hasAttribute('novalidate')).toBe(false);
  const file = form.querySelector('input[type="file"]') as HTMLInputElement;
  expect([file.name, file.accept, file.required]).toEqual(['resume', 'application/pdf', true]);
  expect((form.querySelector('button[type="submit"]') as HTMLButtonElement).disabled).toBe(false);
});

it('once hydrated, Test Upload is disabled until a file is chosen and the form no longer validates itself', async () => {
  const { container, hydrationErrors } = await serveAndHydrate(page(), undefined, '/FileUploadTest');
  expect(hydrationErrors).toEqual([]);
  expect((screen.getByRole('button', { name: 'Test Upload' }) as HTMLButtonElement).disabled).toBe(true);
  expect((container.querySelector('form') as HTMLFormElement).noValidate).toBe(true);
});

it("the server's page for an upload shows its answer, pretty-printed, in the result area", async () => {
  const { hydrationErrors } = await serveAndHydrate(
    page(),
    { form: 'testUpload', status: 'uploaded', result: { status: 200, json: '{"success":true,"file":"a.pdf"}' } },
    '/FileUploadTest',
  );
  expect(hydrationErrors).toEqual([]);
  expect(screen.getByRole('heading', { name: 'Result' })).toBeTruthy();
  const result = screen.getByText(/"success": true/);
  expect(result.textContent).toBe('{\n  "success": true,\n  "file": "a.pdf"\n}');
  expect(result.getAttribute('data-status')).toBe('200');
});
