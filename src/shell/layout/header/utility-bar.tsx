import styled from 'styled-components';
import type { SiteSettings } from '../../../../content/types.ts';
import { Icon } from '../../../shared/ui/icons.tsx';
import { SmartLink } from '../../../shared/ui/smart-link.tsx';
import { useUiStrings } from '../../../shared/i18n/page-language.ts';
import { LanguageSwitch } from '../language-switch.tsx';
import { Words } from '../words.tsx';

// Hidden while the header is compact, by then scrolled away above the screen: it keeps its place, so
// that nothing below it moves, and its links leave the tab order.
const Bar = styled.div`
  &[hidden] { display: block; visibility: hidden; }
  background: ${({ theme }) => theme.colors.secondaryDark};
  color: ${({ theme }) => theme.colors.onDark};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.l}`};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.l}`};
  a { color: inherit; }
`;

const Ranks = styled.p`
  margin: 0;
  display: flex;
  gap: ${({ theme }) => theme.space.m};
  strong { color: ${({ theme }) => theme.colors.accent}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.s};
  margin-left: auto;
`;

const IconLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radii.pill};
  &:hover { background: rgba(255, 255, 255, 0.15); color: inherit; }
`;

/** The bar above the menu: key links, India's ranks, the language switch, and call / e-mail / find-us shortcuts. */
export function UtilityBar({ site }: { site: SiteSettings }) {
  const { utilityBar, contact } = site;
  const strings = useUiStrings();
  return (
    <Bar data-utility-bar>
      <Inner>
        <Ranks>
          {utilityBar.ranks.map((rank) => (
            <span key={rank.label}>
              <Words text={rank.label} />: <strong>{rank.value}</strong>
            </span>
          ))}
        </Ranks>
        <Actions>
          {/* In the bar above the menu, not the menu's row: the row stays one line on a phone, and
              the switch keeps the bar's fixed colours while the header turns compact. */}
          <LanguageSwitch />
          {utilityBar.links.map((link) => (
            <SmartLink key={link.label} href={link.href}>
              <Words text={link.label} />
            </SmartLink>
          ))}
          <IconLink href={`tel:${contact.phone.replace(/\s/g, '')}`} aria-label={strings.callUs(contact.phone)}>
            <Icon name="phone" />
          </IconLink>
          <IconLink href={`mailto:${contact.email}`} aria-label={strings.emailUs(contact.email)}>
            <Icon name="mail" />
          </IconLink>
          <IconLink as={SmartLink} href={contact.mapLink ?? '/ContactPage'} aria-label={strings.findOffice}>
            <Icon name="location" />
          </IconLink>
        </Actions>
      </Inner>
    </Bar>
  );
}
