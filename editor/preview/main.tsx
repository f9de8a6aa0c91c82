/**
 * The editor's preview page (in an iframe of editor/app/preview-frame.tsx): one section, or the whole page,
 * rendered through the site's block registry and page renderer, inside its theme and a router, as a page of the
 * site shows it; the whole page scrolls to the section being edited. In
 * Hindi or Telugu the page is in that language as the built site's is: its `lang`, its web font, the words
 * around the content (ui-strings) and, for a section left in English, the site's lang="en" wrapper.
 */
import { StrictMode, useEffect, useMemo, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { blockRegistry } from '../../blocks/registry.ts';
import { createBlockLoader } from '../../src/shell/blocks-runtime/block-loader.ts';
import { PageBlocks } from '../../src/shell/blocks-runtime/page-blocks.tsx';
import type { BlockType } from '../../content/types.ts';
import { LANGUAGE_TAGS, type Language } from '../../schema/api/languages.ts';
import { PageLanguageContext, pageLanguageOf } from '../../src/shared/i18n/page-language.ts';
import type { UiStrings } from '../../src/shared/i18n/ui-strings/en.ts';
import { uiStrings as english } from '../../src/shared/i18n/ui-strings/en.ts';
import { uiStrings as hindi } from '../../src/shared/i18n/ui-strings/hi.ts';
import { uiStrings as telugu } from '../../src/shared/i18n/ui-strings/te.ts';
import { GlobalStyle } from '../../src/shared/theme/global-style.ts';
import { theme } from '../../src/shared/theme/tokens.ts';
import type { PreviewMessage } from '../app/preview-frame.tsx';
import { languageFontCss } from './language-fonts.ts';

const loader = createBlockLoader(blockRegistry);
const STRINGS: Record<Language, UiStrings> = { en: english, hi: hindi, te: telugu };
const fontStyle = document.createElement('style');

function PreviewPage() {
  const [shown, setShown] = useState<Omit<PreviewMessage, 'kind'>>({ blocks: [], language: 'en', englishBlocks: [] });
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onMessage = async (event: MessageEvent) => {
      if (event.origin !== location.origin || event.data?.kind !== 'editor-preview') return;
      const { blocks, language, englishBlocks, scrollTo } = event.data as PreviewMessage;
      const types = [...new Set(blocks.map((block) => block.type))].filter((type) => type in blockRegistry);
      await loader.load(types as BlockType[]);
      setShown({ blocks, language, englishBlocks, scrollTo });
    };
    window.addEventListener('message', onMessage);
    window.parent.postMessage('preview-ready', location.origin);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  const { blocks, language, englishBlocks, scrollTo } = shown;
  useEffect(() => {
    if (scrollTo === undefined) return;
    // The preview's own window only: scrollIntoView would scroll the editor around the frame too.
    const section = container.current?.children[scrollTo] as HTMLElement | undefined;
    if (section) window.scrollTo({ top: section.getBoundingClientRect().top + window.scrollY });
  }, [scrollTo]);
  const pageLanguage = useMemo(() => pageLanguageOf(language, STRINGS[language]), [language]);
  useEffect(() => {
    document.documentElement.lang = LANGUAGE_TAGS[language];
    // After the theme's styles, as in the built page's head, so its font stacks win over the theme's.
    fontStyle.textContent = languageFontCss(language, theme.fonts);
    document.head.appendChild(fontStyle);
  }, [language]);
  return (
    <PageLanguageContext value={pageLanguage}>
      {/* Not a <main>: the editor around it has the page's one main landmark. */}
      <div ref={container}>
        {blocks.length ? (
          <PageBlocks pagePath="/editor-preview" loader={loader} blocks={blocks} englishBlocks={englishBlocks} />
        ) : (
          <p lang="en">Choose a section.</p>
        )}
      </div>
    </PageLanguageContext>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    {/* A memory router: a link in the preview changes nothing instead of leaving the editor. */}
    <Router hook={memoryLocation({ path: '/' }).hook}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <PreviewPage />
      </ThemeProvider>
    </Router>
  </StrictMode>,
);
