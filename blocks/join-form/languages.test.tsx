// The join form on a Hindi page: the build gives the block its Hindi notice and form texts
// (content/form-notices.ts), and the page's language comes from PageLanguageContext. Its own words
// (the guardian section), its checks' sentences and what it sends are then Hindi.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, expect, it, vi } from 'vitest';
import { FORM_TEXTS } from '../../schema/api/form-texts/index.ts';
import { type PrivacySettings, shownNotice } from '../../schema/api/privacy-notice.ts';
import type { JoinFormBlock } from '../../content/types.ts';
import { PageLanguageContext, pageLanguageOf } from '../../src/shared/i18n/page-language.ts';
import { uiStrings } from '../../src/shared/i18n/ui-strings/hi.ts';
import { theme } from '../../src/shared/theme/tokens.ts';
import { json, stubFetch } from '../../tests/helpers/fetch-stub.ts';
import example from './example.json';
import JoinForm from './index.tsx';

const privacy: PrivacySettings = JSON.parse(readFileSync(path.resolve('pages.json'), 'utf8')).site.privacy;
const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const notice = shownNotice(privacy, 'volunteer', 'hi', sha256Hex);
const { server: _serverOnly, ...texts } = FORM_TEXTS.hi;
const base = example as JoinFormBlock;
// The labels as translations/hi.json gives them.
const block: JoinFormBlock = {
  ...base,
  fields: {
    ...base.fields,
    domain: { ...base.fields.domain, label: 'क्षेत्र' },
    firstName: { ...base.fields.firstName, label: 'पहला नाम' },
    email: { ...base.fields.email, label: 'ईमेल' },
  },
};

const renderHindi = () =>
  render(
    <Router hook={memoryLocation({ path: '/hi/JoinUs' }).hook}>
      <ThemeProvider theme={theme}>
        <PageLanguageContext.Provider value={pageLanguageOf('hi', uiStrings)}>
          <JoinForm {...block} notice={notice} texts={texts} />
        </PageLanguageContext.Provider>
      </ThemeProvider>
    </Router>,
  );

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

it('an empty send shows each problem in Hindi beside its field and sends nothing', async () => {
  const mock = stubFetch(json(201, { success: true, message: 'ok' }));
  const user = userEvent.setup();
  renderHindi();
  expect(screen.getByText('यदि आपकी आयु 18 वर्ष से कम है: आपके माता-पिता या अभिभावक')).toBeTruthy();
  expect(screen.getByLabelText(/^माता-पिता या अभिभावक का नाम/)).toBeTruthy();
  await user.click(screen.getByRole('button', { name: base.submitLabel }));
  const errors = () => screen.getAllByText(/./, { selector: 'p[id$="-error"]' }).map((p) => p.textContent);
  await waitFor(() => expect(errors()).toContain('पहला नाम भरना अनिवार्य है।'));
  expect(errors()).toContain('क्षेत्र भरना अनिवार्य है।');
  expect(errors()).toContain('ईमेल भरना अनिवार्य है।');
  expect(errors()).toContain(FORM_TEXTS.hi.messages.consentRequired);
  expect(errors().join(' ')).not.toMatch(/is required|Please/);
  expect(mock).not.toHaveBeenCalled();
});

it('a mistyped date of birth is refused in Hindi; a sent form says its language and its Hindi notice', async () => {
  const mock = stubFetch(json(201, { success: true, message: FORM_TEXTS.hi.messages.volunteerStored }));
  const user = userEvent.setup();
  renderHindi();
  await user.selectOptions(screen.getByLabelText(/^क्षेत्र/), 'ccae');
  await user.type(screen.getByLabelText(/^पहला नाम/), 'Asha');
  await user.type(screen.getByLabelText(/^Last name/), 'Rao');
  await user.type(screen.getByLabelText(/^Contact number/), '9876543210');
  await user.type(screen.getByLabelText(/^Date of birth/), '25 12 2001');
  await user.type(screen.getByLabelText(/^ईमेल/), 'asha@example.org');
  await user.type(screen.getByLabelText(/^Why do you want/), 'To teach.');
  await user.click(screen.getByLabelText(notice.consentLabel));
  await user.click(screen.getByRole('button', { name: base.submitLabel }));
  expect(await screen.findByText(FORM_TEXTS.hi.dateFormat, { selector: 'p[id$="-error"]' })).toBeTruthy();
  await user.clear(screen.getByLabelText(/^Date of birth/));
  await user.type(screen.getByLabelText(/^Date of birth/), '25/12/2001');
  await user.click(screen.getByRole('button', { name: base.submitLabel }));
  await waitFor(() => expect(mock).toHaveBeenCalledTimes(1));
  expect(JSON.parse(String(mock.mock.calls[0][1]?.body))).toMatchObject({
    language: 'hi',
    noticeVersion: notice.version,
  });
  expect(await screen.findByText(FORM_TEXTS.hi.messages.volunteerStored)).toBeTruthy();
});
