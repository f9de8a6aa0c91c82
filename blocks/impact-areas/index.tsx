import type { ImpactAreasBlock } from '../../content/types.ts';
import { Card, CardBody, CardGrid, CardImage, cardSizes, SectionIntro } from '../../src/shared/ui/card.ts';
import { Container, Section, SectionHeading } from '../../src/shared/ui/container.ts';

/** Where the work happens: a picture, a name and a few words per kind of place. */
export default function ImpactAreas({ id, heading, intro, tone = 'surface', areas }: ImpactAreasBlock) {
  return (
    <Section id={id} $tone={tone}>
      <Container>
        <SectionHeading>{heading}</SectionHeading>
        {intro && <SectionIntro>{intro}</SectionIntro>}
        <CardGrid $min="13rem">
          {areas.map(({ title, image, description }) => (
            <Card key={title}>
              <CardImage image={image} sizes={cardSizes} />
              <CardBody>
                <h3>{title}</h3>
                <p>{description}</p>
              </CardBody>
            </Card>
          ))}
        </CardGrid>
      </Container>
    </Section>
  );
}
