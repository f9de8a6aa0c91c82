// The policy block's "Last updated" line speaks the page's language (not English on a Hindi or Telugu
// page): the words come from the words around the content, the date is written as the language writes it
// and stays machine-readable.
import { render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { expect, it } from 'vitest';
import type { PolicySectionsBlock } from '../../content/types.ts';
import type { Language } from '../../schema/api/languages.ts';
import { PageLanguageContext, pageLanguageOf } from '../../src/shared/i18n/page-language.ts';
import { uiStrings as english } from '../../src/shared/i18n/ui-strings/en.ts';
import { uiStrings as hindi } from '../../src/shared/i18n/ui-strings/hi.ts';
import { uiStrings as telugu } from '../../src/shared/i18n/ui-strings/te.ts';
import { theme } from '../../src/shared/theme/tokens.ts';
import example from './example.json';
import PolicySections from './index.tsx';

const block = { ...(example as PolicySectionsBlock), updated: '2025-06-01' };
const strings = { en: english, hi: hindi, te: telugu };

function dateLine(language: Language) {
  const { container } = render(
    <ThemeProvider theme={theme}>
      <PageLanguageContext value={pageLanguageOf(language, strings[language])}>
        <PolicySections {...block} />
      </PageLanguageContext>
    </ThemeProvider>,
  );
  return container.querySelector('time')?.parentElement;
}

it.each([
  ['en', 'Last updated: 1 June 2025'],
  ['hi', 'अंतिम अद्यतन: 1 जून 2025'],
  ['te', 'చివరిగా నవీకరించిన తేదీ: 1 జూన్, 2025'],
] as const)('in %s the line reads “%s”, the date machine-readable', (language, line) => {
  const paragraph = dateLine(language);
  expect(paragraph?.textContent).toBe(line);
  expect(paragraph?.querySelector('time')?.getAttribute('dateTime')).toBe('2025-06-01');
});

it('has no line without a date', () => {
  const { container } = render(
    <ThemeProvider theme={theme}>
      <PolicySections {...(example as PolicySectionsBlock)} />
    </ThemeProvider>,
  );
  expect(container.querySelector('time')).toBeNull();
  expect(container.textContent).not.toContain('Last updated');
});
