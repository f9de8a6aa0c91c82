import styled from 'styled-components';
import type { JoinFormBlock } from '../../src/shared/content/types.ts';
import { FormBlockFrame } from '../../src/shared/forms/form-block-frame.tsx';
import { createJoinForm } from '../../src/shared/forms/join-form.ts';
import { useFormBlock } from '../../src/shared/forms/use-form-block.ts';
import { Field } from '../../src/shared/ui/form-controls.tsx';
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
  const { formTitle, partnership, domainOptions, fields, timeoutMs } = props;
  const form = useFormBlock((served) => createJoinForm({ timeoutMs, served }), fields);
  const { field } = form;
  const content = (
    <>
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
    </>
  );

  return (
    <FormBlockFrame
      {...props}
      form={form}
      title={formTitle}
      successText={form.state.successMessage}
      side={{ id: 'partnership', heading: partnership.heading, content }}
    >
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
    </FormBlockFrame>
  );
}
