import { useId } from 'react';
import styled from 'styled-components';
import type { TeamMember } from '../../src/shared/content/types.ts';
import { Icon, type IconName } from '../../src/shared/ui/icons.tsx';
import { ModalDialog } from '../../src/shared/ui/modal-dialog.tsx';
import { ResponsiveImage } from '../../src/shared/ui/responsive-image.tsx';
import { useUiStrings } from '../../src/shared/i18n/page-language.ts';

const Top = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.l};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space.l};
  ${({ theme }) => theme.media.tablet} { grid-template-columns: 10rem 1fr; }
  img { width: 10rem; aspect-ratio: 1; object-fit: cover; border-radius: ${({ theme }) => theme.radii.l}; }
  h2 { font-size: ${({ theme }) => theme.fontSizes.h3}; color: ${({ theme }) => theme.colors.secondary}; margin-bottom: ${({ theme }) => theme.space.xs}; padding-right: ${({ theme }) => theme.space.xl}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.primary}; font-weight: 600; }
`;

const Social = styled.ul`
  list-style: none;
  display: flex;
  gap: ${({ theme }) => theme.space.s};
  margin: ${({ theme }) => theme.space.l} 0 0;
  padding: 0;
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.secondarySoft};
    color: ${({ theme }) => theme.colors.secondary};
  }
`;

const networks: { key: keyof NonNullable<TeamMember['socialMedia']>; icon: IconName; label: string }[] = [
  { key: 'linkedin', icon: 'linkedin', label: 'LinkedIn' },
  { key: 'twitter', icon: 'xLogo', label: 'X (Twitter)' },
  { key: 'website', icon: 'globe', label: 'website' },
];

/** A person's biography and public profiles: the body of the dialog, and of the hidden copy each card carries. */
export function ProfileDetails({ member }: { member: TeamMember }) {
  const links = networks.filter((network) => member.socialMedia?.[network.key]);
  const strings = useUiStrings();
  return (
    <>
      {member.bio?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {links.length > 0 && (
        <Social aria-label={strings.personOnline(member.name)}>
          {links.map((network) => (
            <li key={network.key}>
              <a
                href={member.socialMedia?.[network.key]}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${strings.personOn(member.name, network.key === 'website' ? strings.website : network.label)} ${strings.opensInNewTab}`}
              >
                <Icon name={network.icon} />
              </a>
            </li>
          ))}
        </Social>
      )}
    </>
  );
}

/** A person's full profile in a modal dialog: photo, name, full role, biography and public profiles. */
export function MemberProfile({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const strings = useUiStrings();
  const headingId = useId();
  return (
    <ModalDialog labelledBy={headingId} onClose={onClose} closeLabel={strings.closeProfile(member.name)}>
      <Top>
        <ResponsiveImage image={member.image} sizes="160px" />
        <div>
          <h2 id={headingId}>{member.name}</h2>
          <p>{member.designation}</p>
        </div>
      </Top>
      <ProfileDetails member={member} />
    </ModalDialog>
  );
}
