import styled from 'styled-components';
import { useLocation } from 'wouter';
import { usePageLanguage } from '../../shared/i18n/page-language.ts';
import { LANGUAGE_NAMES, LANGUAGE_TAGS, LANGUAGES, localisePath } from '../../../schema/api/languages.ts';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  list-style: none;
  margin: 0;
  padding: 0;
  a, strong {
    display: inline-block;
    padding: ${({ theme }) => theme.space.xs};
    line-height: 2;
    color: inherit;
  }
  strong { border-bottom: 2px solid; }
`;

/**
 * The same page in each language, each named in its own script. Plain links: another language is
 * another document (its <html lang>, texts and fonts), so the switch loads it afresh.
 */
export function LanguageSwitch() {
  const { language, strings } = usePageLanguage();
  // Inside the language's router base: the address without its /hi or /te.
  const [path] = useLocation();
  return (
    <List aria-label={strings.languages}>
      {LANGUAGES.map((other) => (
        <li key={other} lang={LANGUAGE_TAGS[other]}>
          {other === language ? (
            <strong aria-current="true">{LANGUAGE_NAMES[other]}</strong>
          ) : (
            <a href={localisePath(path, other)} hrefLang={LANGUAGE_TAGS[other]}>
              {LANGUAGE_NAMES[other]}
            </a>
          )}
        </li>
      ))}
    </List>
  );
}
