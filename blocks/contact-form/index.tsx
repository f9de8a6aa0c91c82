import styled from 'styled-components';
import { HONEYPOT_FIELD } from '../../schema/api/payloads.ts';
import type { ContactFormBlock } from '../../src/shared/content/types.ts';
import { CONTACT_FIELDS, createContactForm } from '../../src/shared/forms/contact-form.ts';
import { apiUrl } from '../../src/shared/forms/api-client.ts';
import { useFormBlock } from '../../src/shared/forms/use-form-block.ts';
import { Container, Section } from '../../src/shared/ui/container.ts';
import { Field, FormAlert, Honeypot, RequiredNote, SubmitButton } from '../../src/shared/ui/form-controls.tsx';
import {
  BlockHeading,
  FormCard,
  FormGrid,
  headingTags,
  Intro,
  SentStatus,
  SidePanel,
  SubHeading,
} from '../../src/shared/ui/form-layout.tsx';
import { Icon } from '../../src/shared/ui/icons.tsx';

const Details = styled.dl`
  margin: 0;
  dt { display: flex; align-items: center; gap: ${({ theme }) => theme.space.s}; font-weight: 700; margin-top: ${({ theme }) => theme.space.l}; }
  dd { margin: ${({ theme }) => theme.space.xs} 0 0; }
  address { font-style: normal; }
`;

const telHref = (number: string) => `tel:${number.replace(/[^+0-9]/g, '')}`;

/** Contact Us: the form (name, phone, email, message) beside the office's address, e-mail and phone. */
export default function ContactForm(props: ContactFormBlock) {
  const {
    id,
    headingLevel = 1,
    heading,
    intro,
    details,
    formHeading,
    requiredNote,
    fields,
    submitLabel,
    submittingLabel,
    success,
    timeoutMs,
  } = props;
  const { state, formId, submitButton, successHeading, onSubmit, field, submitting } = useFormBlock({
    create: () => createContactForm({ timeoutMs }),
    names: CONTACT_FIELDS,
    fields,
    isRequired: () => true,
  });
  const tags = headingTags(headingLevel as 1 | 2);

  return (
    <Section id={id} $tone="surface">
      <Container>
        <BlockHeading as={tags.main}>{heading}</BlockHeading>
        {intro && <Intro>{intro}</Intro>}
        <FormGrid>
          <FormCard>
            <SentStatus
              ref={successHeading}
              sent={state.status === 'submitted'}
              level={tags.sub}
              {...success}
              onAgain={state.reset}
            />
            {state.status !== 'submitted' && (
              <form
                noValidate
                method="post"
                action={apiUrl('/api/contact')}
                onSubmit={onSubmit}
                aria-labelledby={formHeading ? `${formId}-title` : undefined}
                aria-label={formHeading ? undefined : heading}
              >
                {formHeading && (
                  <SubHeading as={tags.sub} id={`${formId}-title`}>
                    {formHeading}
                  </SubHeading>
                )}
                {requiredNote && <RequiredNote>{requiredNote}</RequiredNote>}
                <FormAlert message={state.error} />
                <Field {...field('name')} autoComplete="name" />
                <Field {...field('phone')} type="tel" autoComplete="tel" inputMode="tel" />
                <Field {...field('email')} type="email" autoComplete="email" inputMode="email" />
                <Field {...field('message')} kind="textarea" />
                <Honeypot
                  formId={formId}
                  name={HONEYPOT_FIELD}
                  value={state.values[HONEYPOT_FIELD]}
                  onValue={(value) => state.setValue(HONEYPOT_FIELD, value)}
                />
                <SubmitButton ref={submitButton} type="submit" disabled={submitting}>
                  {submitting ? submittingLabel : submitLabel}
                </SubmitButton>
              </form>
            )}
          </FormCard>
          <SidePanel aria-labelledby={`${formId}-details`}>
            <SubHeading as={tags.sub} id={`${formId}-details`}>
              {details.heading}
            </SubHeading>
            <Details>
              <dt>
                <Icon name="location" />
                {details.address.label}
              </dt>
              <dd>
                <address>
                  {details.address.lines.map((line) => (
                    <span key={line}>
                      {line}
                      <br />
                    </span>
                  ))}
                </address>
              </dd>
              <dt>
                <Icon name="mail" />
                {details.email.label}
              </dt>
              <dd>
                <a href={`mailto:${details.email.address}`}>{details.email.address}</a>
              </dd>
              <dt>
                <Icon name="phone" />
                {details.phone.label}
              </dt>
              <dd>
                <a href={telHref(details.phone.number)}>{details.phone.number}</a>
              </dd>
            </Details>
          </SidePanel>
        </FormGrid>
      </Container>
    </Section>
  );
}
