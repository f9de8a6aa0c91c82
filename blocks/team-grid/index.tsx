import { useId } from 'react';
import styled from 'styled-components';
import { useUiStrings } from '../../src/shared/i18n/page-language.ts';
import type { TeamGridBlock, TeamSection } from '../../content/types.ts';
import { Container, Section, SectionHeading } from '../../src/shared/ui/container.ts';
import { ResponsiveImage } from '../../src/shared/ui/responsive-image.tsx';
import { useEnhancer } from '../../src/shared/ui/use-enhancer.ts';
import { enhance } from './enhance.ts';
import { ProfileDetails, ProfileDialog } from './member-profile.tsx';

const Header = styled.header`
  max-width: ${({ theme }) => theme.layout.textWidth};
  margin: 0 auto ${({ theme }) => theme.space.xl};
  text-align: center;
  p { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center; /* a short last row sits in the middle */
  --gap: ${({ theme }) => theme.space.m};
  --columns: 2;
  gap: var(--gap);
  ${({ theme }) => theme.media.tablet} { --columns: 3; --gap: ${({ theme }) => theme.space.l}; }
  ${({ theme }) => theme.media.desktop} { --columns: 4; }
  > li { flex: 0 0 calc((100% - (var(--columns) - 1) * var(--gap)) / var(--columns)); }
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.l};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};
  img { width: 100%; aspect-ratio: 1; object-fit: cover; }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  padding: ${({ theme }) => theme.space.m};
  h3 { font-size: ${({ theme }) => theme.fontSizes.body}; color: ${({ theme }) => theme.colors.secondary}; margin-bottom: ${({ theme }) => theme.space.xs}; }
  p { margin: 0; font-size: ${({ theme }) => theme.fontSizes.small}; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const ReadMore = styled.button`
  align-self: flex-start;
  min-height: 44px;
  margin-top: auto;
  padding: ${({ theme }) => theme.space.s} 0 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  text-decoration: underline;
  text-underline-offset: 0.2em;
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.colors.primaryDark}; }
`;

interface SectionProps {
  section: TeamSection;
  tone: 'plain' | 'surface';
  readMoreLabel: string;
}

function TeamSectionView({ section, tone, readMoreLabel }: SectionProps) {
  const strings = useUiStrings();
  return (
    <Section id={section.id} $tone={tone}>
      <Container>
        <Header>
          <SectionHeading>{section.heading}</SectionHeading>
          {section.intro && <p>{section.intro}</p>}
        </Header>
        <Grid>
          {section.members.map((member) => (
            <Card key={member.name} data-member>
              <ResponsiveImage image={member.image} sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw" />
              <Body>
                <h3>{member.name}</h3>
                <p>{member.shortDesignation ?? member.designation}</p>
                {section.details && (
                  <>
                    <ReadMore
                      type="button"
                      aria-haspopup="dialog"
                      data-profile-open
                      data-close-label={strings.closeProfile(member.name)}
                      data-without-js="hidden"
                    >
                      {readMoreLabel} <span className="visually-hidden">{strings.about(member.name)}</span>
                    </ReadMore>
                    {/* The profile's text is in the HTML too, hidden: neither seen, announced nor focusable; the
                        dialog shows a copy of it. Without JavaScript (no dialog) it shows under the card instead. */}
                    <div hidden data-without-js="shown" data-profile>
                      <p data-profile-role>{member.designation}</p>
                      <ProfileDetails member={member} />
                    </div>
                  </>
                )}
              </Body>
            </Card>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}

/**
 * Team sections of people cards; where a section has details, Read more opens a person's profile in a modal
 * dialog. The behaviour is the block's enhancer (enhance.ts): no React in the browser.
 */
export default function TeamGrid({ id, sections, readMoreLabel }: TeamGridBlock) {
  const strings = useUiStrings();
  const headingId = useId();
  const root = useEnhancer<HTMLDivElement>(enhance);
  const hasProfiles = sections.some((section) => section.details);
  return (
    <div id={id} ref={root} data-enhance="team-grid">
      {sections.map((section, index) => (
        <TeamSectionView
          key={section.heading}
          section={section}
          tone={index % 2 === 0 ? 'plain' : 'surface'}
          readMoreLabel={readMoreLabel ?? strings.readMore}
        />
      ))}
      {hasProfiles && <ProfileDialog headingId={headingId} />}
    </div>
  );
}
