// The join form without JavaScript: its HTML posts itself, and the server's pages for a plain post hydrate.
import { screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { JoinFormBlock } from '../../content/types.ts';
import { FORM_TEXTS, fill } from '../../schema/api/form-texts/index.ts';
import { serveAndHydrate, servedHtml, unmountServed } from '../../tests/helpers/served-page.tsx';
import JoinForm from './index.tsx';
import example from './example.json';

const page = () => <JoinForm {...(example as JoinFormBlock)} />;

afterEach(() => {
  unmountServed();
  vi.restoreAllMocks();
});

it('the prerendered form has every name (the domain select too), no novalidate and the date as a DD/MM/YYYY text field', () => {
  const holder = document.createElement('div');
  holder.innerHTML = servedHtml(page(), undefined, '/JoinUs');
  const form = holder.querySelector('form[method="post"]') as HTMLFormElement;
  expect(form.hasAttribute('novalidate')).toBe(false);
  expect(form.getAttribute('action')).toBe('/api/volunteer-simple');
  expect(form.querySelector('select')?.getAttribute('name')).toBe('domain');
  const names = [...form.querySelectorAll('input, textarea, select')].map((control) => control.getAttribute('name'));
  expect(names).toEqual([
    'domain',
    'firstName',
    'lastName',
    'contact',
    'dateOfBirth',
    'email',
    // Without JavaScript the guardian's fields are always there, marked as for applicants under 18.
    'guardianName',
    'guardianEmail',
    'guardianRelationship',
    'whyJoinUs',
    'questionsForUs',
    'website',
    'idempotencyKey',
  ]);
  const date = form.querySelector('[name="dateOfBirth"]') as HTMLInputElement;
  expect(date.type).toBe('text');
  expect(date.hasAttribute('pattern')).toBe(false);
});

it("a too-young applicant's post comes back with the values kept, the date's message tied to it and in the summary", async () => {
  const { hydrationErrors } = await serveAndHydrate(
    page(),
    {
      form: 'volunteer',
      status: 'error',
      values: { domain: 'ccae', firstName: 'Asha', lastName: 'Rao', dateOfBirth: '01/01/2022', whyJoinUs: 'To help' },
      fieldErrors: {
        dateOfBirth: 'You must be at least 8 years old to fill this form.',
        selectedInitiative: 'Selected initiative must be one of the listed domains.',
      },
    },
    '/JoinUs',
  );
  expect(hydrationErrors).toEqual([]);
  expect((screen.getByLabelText(/^Domain/) as HTMLSelectElement).value).toBe('ccae');
  expect((screen.getByLabelText(/^Date of birth/) as HTMLInputElement).value).toBe('01/01/2022');
  const date = screen.getByLabelText(/^Date of birth/);
  expect(date.getAttribute('aria-invalid')).toBe('true');
  const summary = screen.getByRole('heading', { name: 'There is a problem' }).parentElement as HTMLElement;
  const link = within(summary).getByRole('link', { name: 'You must be at least 8 years old to fill this form.' });
  expect(link.getAttribute('href')).toBe(`#${date.id}`);
  // A refusal of a field the form does not show is listed, without a link.
  expect(within(summary).getByText('Selected initiative must be one of the listed domains.').tagName).toBe('LI');
});

it("a sent application shows the spec's heading with the server's message", async () => {
  await serveAndHydrate(page(), { form: 'volunteer', status: 'submitted', message: 'Thank you, Asha!' }, '/JoinUs');
  expect(screen.getByRole('heading', { name: 'Application Submitted Successfully!' })).toBeTruthy();
  expect(screen.getByRole('status').textContent).toContain('Thank you, Asha!');
  expect(screen.getByRole('button', { name: 'Submit Another Application' }).closest('form')?.method).toBe('get');
});

it('without JavaScript, an applicant under 18 reads in Telugu that it waits for her parent or guardian (issue #24)', async () => {
  const { server: _serverOnly, ...texts } = FORM_TEXTS.te;
  const message = fill(FORM_TEXTS.te.guardian.sentText, { days: 7 });
  const { hydrationErrors } = await serveAndHydrate(
    <JoinForm {...(example as JoinFormBlock)} texts={texts} />,
    { form: 'volunteer', status: 'submitted', message, awaitingGuardian: true },
    '/te/JoinUs',
  );
  expect(hydrationErrors).toEqual([]);
  expect(screen.getByRole('heading', { name: 'మీ తల్లిదండ్రుల లేదా సంరక్షకుల అంగీకారం కోసం వేచి ఉంది' })).toBeTruthy();
  expect(screen.getByRole('status').textContent).toContain('7 రోజుల్లో');
  expect(screen.queryByRole('heading', { name: 'Application Submitted Successfully!' })).toBeNull();
});
