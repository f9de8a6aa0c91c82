import styled from 'styled-components';
import { HONEYPOT_FIELD } from '../../schema/api/payloads.ts';
import type { JoinFormBlock } from '../../src/shared/content/types.ts';
import { createJoinForm, JOIN_FIELDS } from '../../src/shared/forms/join-form.ts';
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
import { SmartLink } from '../../src/shared/ui/smart-link.tsx';

const NameRow = styled.div`
  ${({ theme }) => theme.media.tablet} {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: ${({ theme }) => theme.space.l};
  }
`;

const Points = styled.ul`
  padding-left: ${({ theme }) => theme.space.l};
  margin: 0 0 ${({ theme }) => theme.space.l};
  li { margin-bottom: ${({ theme }) => theme.space.s}; }
`;

const MailLink = styled(SmartLink)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.s};
  min-height: 48px;
`;

/** Join Us: the volunteer application form beside a panel about organisational partnership. */
export default function JoinForm(props: JoinFormBlock) {
  const {
    id,
    headingLevel = 1,
    heading,
    intro,
    formTitle,
    requiredNote,
    partnership,
    domainOptions,
    fields,
    submitLabel,
    submittingLabel,
    success,
    timeoutMs,
  } = props;
  const { state, formId, submitButton, successHeading, onSubmit, field, submitting } = useFormBlock({
    create: () => createJoinForm({ timeoutMs }),
    names: JOIN_FIELDS,
    fields,
    isRequired: (name) => name !== 'questionsForUs',
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
              text={state.successMessage ?? success.text}
              onAgain={state.reset}
            />
            {state.status !== 'submitted' && (
              <form
                noValidate
                method="post"
                action={apiUrl('/api/volunteer-simple')}
                onSubmit={onSubmit}
                aria-labelledby={`${formId}-title`}
              >
                <SubHeading as={tags.sub} id={`${formId}-title`}>
                  {formTitle}
                </SubHeading>
                {requiredNote && <RequiredNote>{requiredNote}</RequiredNote>}
                <FormAlert message={state.error} />
                <Field {...field('domain')} kind="select" options={domainOptions} />
                <NameRow>
                  <Field {...field('firstName')} autoComplete="given-name" />
                  <Field {...field('lastName')} autoComplete="family-name" />
                </NameRow>
                <Field {...field('contact')} type="tel" autoComplete="tel" inputMode="tel" />
                <Field {...field('dateOfBirth')} autoComplete="bday" />
                <Field {...field('email')} type="email" autoComplete="email" inputMode="email" />
                <Field {...field('whyJoinUs')} kind="textarea" />
                <Field {...field('questionsForUs')} kind="textarea" />
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
          <SidePanel aria-labelledby={`${formId}-partnership`}>
            <SubHeading as={tags.sub} id={`${formId}-partnership`}>
              {partnership.heading}
            </SubHeading>
            {partnership.text && <p>{partnership.text}</p>}
            <Points>
              {partnership.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </Points>
            <MailLink href={partnership.mailLink.href}>
              <Icon name="mail" />
              {partnership.mailLink.label}
            </MailLink>
          </SidePanel>
        </FormGrid>
      </Container>
    </Section>
  );
}
