import type { ImpactAreasBlock } from '../../content/types.ts';
import { Card, CardBody, CardImage, cardSizes } from '../../src/shared/ui/card.ts';
import { CardGridSection } from '../../src/shared/ui/card-grid-section.tsx';

/** Where the work happens: a picture, a name and a few words per kind of place. */
export default function ImpactAreas({ id, heading, intro, tone = 'surface', areas }: ImpactAreasBlock) {
  return (
    <CardGridSection id={id} heading={heading} intro={intro} tone={tone} cardMin="13rem">
      {areas.map(({ title, image, description }) => (
        <Card key={title}>
          <CardImage image={image} sizes={cardSizes} />
          <CardBody>
            <h3>{title}</h3>
            <p>{description}</p>
          </CardBody>
        </Card>
      ))}
    </CardGridSection>
  );
}
