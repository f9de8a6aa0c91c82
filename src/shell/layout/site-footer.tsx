import { Fragment } from 'react';
import styled from 'styled-components';
import type { SiteSettings, SocialLink } from '../../../content/types.ts';
import { usePageLanguage } from '../../shared/i18n/page-language.ts';
import { Icon } from '../../shared/ui/icons.tsx';
import { SmartLink } from '../../shared/ui/smart-link.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { Words } from './words.tsx';

const Foot = styled.footer`
  background: ${({ theme }) => theme.colors.secondaryDark};
  color: ${({ theme }) => theme.colors.onDark};
  padding: ${({ theme }) => `${theme.space.xxl} 0 ${theme.space.l}`};
  a { color: inherit; text-decoration: none; }
  a:hover { color: ${({ theme }) => theme.colors.accent}; text-decoration: underline; }
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.l};
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  h2 { font-size: ${({ theme }) => theme.fontSizes.lead}; color: ${({ theme }) => theme.colors.accent}; }
  ul { list-style: none; margin: 0; padding: 0; }
  li { padding: ${({ theme }) => theme.space.xs} 0; }
`;

const Social = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.s};
  list-style: none;
  margin: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.l};
  padding: 0;
  a { display: inline-flex; width: 44px; height: 44px; align-items: center; justify-content: center; border: 1px solid rgba(255, 255, 255, 0.4); border-radius: 50%; }
`;

const Small = styled.div`
  border-top: 1px solid rgba(255, 255, 255, 0.2);
  padding-top: ${({ theme }) => theme.space.l};
  font-size: ${({ theme }) => theme.fontSizes.small};
  p { margin: 0 0 ${({ theme }) => theme.space.xs}; }
`;

const networkNames: Record<SocialLink['network'], string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  x: 'X (Twitter)',
  youtube: 'YouTube',
};

/** The footer's columns of links: where the mobile menu leads when JavaScript is off. */
export const SITE_LINKS_ID = 'site-links';

export function SiteFooter({ site }: { site: SiteSettings }) {
  const { footer, social, contact } = site;
  const { strings } = usePageLanguage();
  return (
    <Foot>
      <Inner>
        <Columns id={SITE_LINKS_ID}>
          {footer.columns.map((column) => (
            <nav key={column.heading} aria-label={column.heading}>
              <h2>
                <Words text={column.heading} />
              </h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <SmartLink href={link.href}>
                      <Words text={link.label} />
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </Columns>
        <LanguageSwitch />
        <Social aria-label={strings.socialMedia}>
          {social.map((item) => (
            <li key={item.network}>
              <a
                href={item.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${networkNames[item.network]} ${strings.opensInNewTab}`}
              >
                <Icon name={item.network} />
              </a>
            </li>
          ))}
        </Social>
        <Small>
          <p>
            {contact.address.map((line, i) => (
              <Fragment key={line}>
                {i > 0 && ', '}
                <Words text={line} />
              </Fragment>
            ))}{' '}
            · <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </p>
          <p>
            <Words text={footer.copyright} />
          </p>
          <p>
            <Words text={footer.credit} />
          </p>
        </Small>
      </Inner>
    </Foot>
  );
}
