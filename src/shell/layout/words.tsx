import { usePageLanguage } from '../../shared/i18n/page-language.ts';

/**
 * A menu or footer text. On a Hindi or Telugu page, a text left in English for want of a translation is
 * marked lang="en", so a screen reader reads it with an English voice.
 */
export function Words({ text }: { text: string }) {
  const { language, englishTexts } = usePageLanguage();
  return language !== 'en' && englishTexts.has(text) ? <span lang="en">{text}</span> : text;
}
