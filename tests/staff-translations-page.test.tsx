// The staff area's page of a language's texts, against a stand-in server: the count of reviewed texts, the
// filters (not reviewed, changed in English since review, one page), a correction saved in place (and a
// refusal shown as the server words it, the text kept), Mark reviewed raising the count, and texts chosen
// and marked reviewed in one request.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRANSLATIONS_API, type TranslationTexts, type TranslationTextView } from '../schema/api/translations.ts';
import { TranslationsPage } from '../staff/app/translations/translations-page.tsx';
import { stubFetch } from './helpers/fetch-stub.ts';
import { renderBlock } from './helpers/render-block.tsx';

const text = (where: string, change: Partial<TranslationTextView> = {}): TranslationTextView => ({
  where,
  page: '/history',
  field: `block 1 (hero) > ${where}`,
  en: 'Dear {name},',
  text: 'ప్రియమైన {name} గారికి,',
  state: 'not-reviewed',
  outdated: false,
  glossary: [],
  ...change,
});

const LIST: TranslationTexts = {
  language: 'te',
  revision: 7,
  reviewed: 1,
  total: 4,
  texts: [
    text('greeting', { glossary: ['"donation" is విరాళం'] }),
    text('heading', { page: '/education', en: 'Education', text: 'విద్య' }),
    text('reviewed', { state: 'reviewed', reviewedOn: '2026-11-28' }),
    text('changed', { state: 'english-changed', en: 'Our new story', text: 'మా కథ', outdated: true }),
  ],
};

const answer = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => vi.unstubAllGlobals());

const rowOf = (field: string) => screen.getByRole('heading', { name: new RegExp(field) }).closest('li') as HTMLElement;

describe('the translations page', () => {
  it('shows the count and the texts not reviewed, with the English beside, and filters by state and page', async () => {
    stubFetch(() => answer(200, { success: true, message: '', data: LIST }));
    renderBlock(<TranslationsPage language="te" />);
    expect(await screen.findByText('1 of 4 texts reviewed')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '/history: block 1 (hero) > greeting',
      '/education: block 1 (hero) > heading',
      '/history: block 1 (hero) > changed',
    ]);
    const greeting = rowOf('greeting');
    expect(within(greeting).getByText('Dear {name},').getAttribute('lang')).toBe('en');
    expect(within(greeting).getByLabelText('Telugu').getAttribute('lang')).toBe('te');
    expect(within(greeting).getByText('"donation" is విరాళం')).toBeTruthy();

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Show'), 'Changed in English since review');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '/history: block 1 (hero) > changed',
    ]);
    expect(screen.getByText(/The English changed since it was reviewed/)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Show'), 'All texts');
    await user.selectOptions(screen.getByLabelText('Page'), '/education');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '/education: block 1 (hero) > heading',
    ]);
  });

  it('saves a correction in place; a refusal is shown in its words and the text stays as typed', async () => {
    const sent: { url: string; body: unknown }[] = [];
    const corrected = 'ప్రియమైన {name} గారూ,';
    stubFetch((url, init) => {
      if (init.method === 'POST') {
        const body = JSON.parse(String(init.body));
        sent.push({ url, body });
        if (!body.text.includes('{name}'))
          return answer(400, {
            success: false,
            message: 'Not saved: the corrected text must keep {name} exactly as in the English: it lacks {name}',
          });
        const texts = LIST.texts.map((one) =>
          one.where === 'greeting' ? { ...one, text: corrected, state: 'reviewed' as const } : one,
        );
        return answer(201, {
          success: true,
          message: 'Saved in the draft (revision 8) and marked reviewed.',
          data: { ...LIST, revision: 8, reviewed: 2, texts, warnings: [] },
        });
      }
      return answer(200, { success: true, message: '', data: LIST });
    });
    renderBlock(<TranslationsPage language="te" />);
    await screen.findByText('1 of 4 texts reviewed');
    const user = userEvent.setup();
    const box = within(rowOf('greeting')).getByLabelText('Telugu');
    await user.clear(box);
    await user.type(box, 'ప్రియమైన {{పేరు} గారూ,');
    await user.click(within(rowOf('greeting')).getByRole('button', { name: /^Save correction/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Not saved: the corrected text must keep {name} exactly as in the English: it lacks {name}',
    );
    expect((within(rowOf('greeting')).getByLabelText('Telugu') as HTMLTextAreaElement).value).toBe('ప్రియమైన {పేరు} గారూ,');

    await user.clear(box);
    await user.type(box, corrected.replace('{', '{{'));
    await user.click(within(rowOf('greeting')).getByRole('button', { name: /^Save correction/ }));
    expect(await screen.findByText('2 of 4 texts reviewed')).toBeTruthy();
    expect(sent.at(-1)).toEqual({
      url: TRANSLATIONS_API.correct,
      body: { language: 'te', revision: 7, where: 'greeting', english: 'Dear {name},', text: corrected },
    });
  });

  it('Mark reviewed sends the text as read and the count rises', async () => {
    const sent: unknown[] = [];
    stubFetch((url, init) => {
      if (init.method === 'POST') {
        sent.push(JSON.parse(String(init.body)));
        const texts = LIST.texts.map((one) => (one.where === 'heading' ? { ...one, state: 'reviewed' as const } : one));
        return answer(201, {
          success: true,
          message: '1 text marked reviewed in the draft (revision 8).',
          data: { ...LIST, revision: 8, reviewed: 2, texts, warnings: [] },
        });
      }
      expect(url).toBe(`${TRANSLATIONS_API.texts}?language=te`);
      return answer(200, { success: true, message: '', data: LIST });
    });
    renderBlock(<TranslationsPage language="te" />);
    await screen.findByText('1 of 4 texts reviewed');
    expect(
      (within(rowOf('changed')).getByRole('button', { name: /^Mark reviewed/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await userEvent.setup().click(within(rowOf('heading')).getByRole('button', { name: /^Mark reviewed/ }));
    await waitFor(() => expect(screen.getByText('2 of 4 texts reviewed')).toBeTruthy());
    expect(sent).toEqual([
      { language: 'te', revision: 7, texts: [{ where: 'heading', english: 'Education', text: 'విద్య' }] },
    ]);
    expect(screen.queryByRole('heading', { name: /> heading/ })).toBeNull();
  });

  it('marks the texts chosen reviewed in one request; a text being corrected cannot be chosen', async () => {
    const sent: unknown[] = [];
    stubFetch((_url, init) => {
      if (init.method === 'POST') {
        sent.push(JSON.parse(String(init.body)));
        const texts = LIST.texts.map((one) =>
          one.where === 'greeting' || one.where === 'heading' ? { ...one, state: 'reviewed' as const } : one,
        );
        return answer(201, {
          success: true,
          message: '2 texts marked reviewed in the draft (revision 8).',
          data: { ...LIST, revision: 8, reviewed: 3, texts, warnings: [] },
        });
      }
      return answer(200, { success: true, message: '', data: LIST });
    });
    renderBlock(<TranslationsPage language="te" />);
    await screen.findByText('1 of 4 texts reviewed');
    const user = userEvent.setup();
    const markChosen = () =>
      screen.getByRole('button', { name: /^Mark .*chosen texts? reviewed$/ }) as HTMLButtonElement;
    expect(markChosen().disabled).toBe(true);
    const box = (field: string) => within(rowOf(field)).getByRole('checkbox', { name: /^Choose for marking reviewed/ });
    expect((box('changed') as HTMLInputElement).disabled).toBe(true);
    await user.click(box('greeting'));
    // Correcting a chosen text takes it out of the choice.
    await user.type(within(rowOf('greeting')).getByLabelText('Telugu'), '!');
    expect((box('greeting') as HTMLInputElement).checked).toBe(false);
    expect(markChosen().textContent).toBe('Mark the chosen texts reviewed');
    await user.type(within(rowOf('greeting')).getByLabelText('Telugu'), '{Backspace}');
    await user.click(box('greeting'));
    await user.click(box('heading'));
    expect(markChosen().textContent).toBe('Mark 2 chosen texts reviewed');
    await user.click(markChosen());
    expect(await screen.findByText('3 of 4 texts reviewed')).toBeTruthy();
    expect(sent).toEqual([
      {
        language: 'te',
        revision: 7,
        texts: [
          { where: 'greeting', english: 'Dear {name},', text: 'ప్రియమైన {name} గారికి,' },
          { where: 'heading', english: 'Education', text: 'విద్య' },
        ],
      },
    ]);
    expect(
      screen.getByText('2 texts marked reviewed in the draft (revision 8).').closest('[role="status"]'),
    ).toBeTruthy();
    expect(markChosen().textContent).toBe('Mark the chosen texts reviewed');
  });
});
