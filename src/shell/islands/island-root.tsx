import { type ReactNode, useEffect, useMemo } from 'react';
import { ThemeProvider } from 'styled-components';
import { Router } from 'wouter';
import type { Language } from '../../../schema/api/languages.ts';
import { PageLanguageContext, pageLanguageOf } from '../../shared/i18n/page-language.ts';
import type { UiStrings } from '../../shared/i18n/ui-strings/en.ts';
import { theme } from '../../shared/theme/tokens.ts';
import { FirstBlock } from '../../shared/ui/responsive-image.tsx';

interface Props {
  language: Language;
  strings?: UiStrings;
  /** The island is the page's first block (its picture loads first). */
  first: boolean;
  /** The server's address, for the router while prerendering. */
  ssrPath?: string;
  /** Runs once the island is hydrated (the browser's runtime replays what was typed before). */
  onHydrated?: () => void;
  children: ReactNode;
}

/** What a block rendered as an island of its own finds around it: the same contexts the whole page gives. */
export function IslandRoot({ language, strings, first, ssrPath, onHydrated, children }: Props) {
  const pageLanguage = useMemo(() => pageLanguageOf(language, strings), [language, strings]);
  return (
    <PageLanguageContext value={pageLanguage}>
      <ThemeProvider theme={theme}>
        <Router base={language === 'en' ? '' : `/${language}`} ssrPath={ssrPath}>
          <FirstBlock.Provider value={first}>{children}</FirstBlock.Provider>
          {onHydrated && <Hydrated run={onHydrated} />}
        </Router>
      </ThemeProvider>
    </PageLanguageContext>
  );
}

function Hydrated({ run }: { run: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the island's first render is committed
  useEffect(run, []);
  return null;
}
