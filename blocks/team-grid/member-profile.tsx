import styled, { keyframes } from 'styled-components';
import type { TeamMember } from '../../content/types.ts';
import { Icon, type IconName } from '../../src/shared/ui/icons.tsx';
import { useUiStrings } from '../../src/shared/i18n/page-language.ts';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

/** The native modal dialog: the browser keeps focus in it, makes the page behind inert and closes it on Escape. */
const Dialog = styled.dialog`
  width: calc(100% - 2 * ${({ theme }) => theme.space.m});
  max-width: ${({ theme }) => theme.layout.textWidth};
  max-height: none;
  padding: 0;
  border: 0;
  background: none;
  overflow: visible;
  &[open], &[open]::backdrop { animation: ${fadeIn} ${({ theme }) => theme.motion.fast} ease-out; }
  &::backdrop { background: ${({ theme }) => theme.colors.scrim}; }
  ${({ theme }) => theme.media.reducedMotion} { &[open]::backdrop { animation: none; } }
`;

/** Fills the dialog, so a click whose target is the dialog itself fell on the backdrop around it. */
const Panel = styled.div`
  position: relative;
  max-height: calc(100svh - 2 * ${({ theme }) => theme.space.m});
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.l};
  border-radius: ${({ theme }) => theme.radii.l};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

const Close = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space.s};
  right: ${({ theme }) => theme.space.s};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.border}; }
`;

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

/** A person's biography and public profiles: the hidden copy each card carries, which the dialog shows. */
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

/**
 * The block's one profile dialog, empty in the server's HTML: the enhancer (enhance.ts) fills it from the
 * card whose Read more was chosen (its photo, name, and the hidden copy of its role, biography and links)
 * and opens it with showModal(). Closed, it is neither seen nor announced.
 */
export function ProfileDialog({ headingId }: { headingId: string }) {
  return (
    <Dialog aria-labelledby={headingId} aria-modal="true" data-profile-dialog>
      <Panel>
        {/* Named with the person when it opens (the card's data-close-label). */}
        <Close type="button" data-profile-close>
          <Icon name="close" />
        </Close>
        <Top>
          <div data-profile-photo />
          <div>
            <h2 id={headingId}>
              <span data-profile-name />
            </h2>
            <p data-profile-role />
          </div>
        </Top>
        <div data-profile-body />
      </Panel>
    </Dialog>
  );
}
