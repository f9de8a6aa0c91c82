import styled from 'styled-components';
import { useEffect, useState } from 'react';
import { GUARDIAN_TEXTS } from '../../schema/api/form-texts/guardian-en.ts';
import { GUARDIAN_FIELDS } from '../../schema/api/messages.ts';
import type { ShownNotice } from '../../schema/api/privacy-notice.ts';
import type { JoinFormBlock } from '../../content/types.ts';
import { ConsentNotice } from '../../src/shared/forms/consent-notice.tsx';
import { FormBlockFrame } from '../../src/shared/forms/form-block-frame.tsx';
import type { PageFormTexts } from '../../src/shared/forms/form-definition.ts';
import { createJoinForm, knownAdult, needsGuardian } from '../../src/shared/forms/join-form.ts';
import { useFormBlock } from '../../src/shared/forms/use-form-block.ts';
import { usePageLanguage } from '../../src/shared/i18n/page-language.ts';
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

const Guardian = styled.fieldset`
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.m};
  margin: 0 0 ${({ theme }) => theme.space.l};
  padding: ${({ theme }) => theme.space.m};
  legend { font-weight: 700; padding: 0 ${({ theme }) => theme.space.xs}; }
`;

/** The guardian's fields' labels, in the page's language. */
const guardianFields = (words: typeof GUARDIAN_TEXTS) => ({
  guardianName: { label: words.name },
  guardianEmail: { label: words.email },
  guardianRelationship: { label: words.relationship, placeholder: words.relationshipPlaceholder },
});

/**
 * Join Us: the volunteer application form beside a panel about organisational partnership. Under 18,
 * it asks for a parent or guardian and says why. The guardian's fields are shown, marked as for
 * applicants under 18, until a date of birth shows an adult (without JavaScript: always), so
 * nothing moves when the page's script starts.
 * `notice` is added by the build from site.privacy, and on a Hindi or Telugu page `texts`, the form's
 * messages and the guardian section's words in that language (content/form-notices.ts).
 */
export default function JoinForm(props: JoinFormBlock & { notice?: ShownNotice; texts?: PageFormTexts }) {
  const { formTitle, partnership, domainOptions, fields, timeoutMs, notice, texts } = props;
  const { language } = usePageLanguage();
  const guardian = texts?.guardian ?? GUARDIAN_TEXTS;
  const form = useFormBlock(
    (served) => createJoinForm({ timeoutMs, served, noticeVersion: notice?.version, language }),
    {
      ...fields,
      ...guardianFields(guardian),
      consent: { label: notice?.consentLabel ?? texts?.consentLabel ?? 'Consent' },
    },
  );
  const { field } = form;
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  const today = new Date();
  const minor = scripted && needsGuardian(form.state.values.dateOfBirth, today);
  const adult = scripted && knownAdult(form.state.values.dateOfBirth, today);
  const guardianShown = !adult || GUARDIAN_FIELDS.some((name) => form.state.fieldErrors[name]);
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
      // Under 18 the application waits for a parent or guardian: its heading says so, the server's text why.
      success={form.state.awaitingGuardian ? { ...props.success, heading: guardian.sentTitle } : props.success}
      successText={form.state.successMessage}
      side={{ id: 'partnership', heading: partnership.heading, content }}
    >
      <Field {...field('domain')} kind="select" options={domainOptions} />
      <NameRow>
        <Field {...field('firstName')} autoComplete="given-name" />
        <Field {...field('lastName')} autoComplete="family-name" />
      </NameRow>
      <Field {...field('contact')} type="tel" autoComplete="tel" inputMode="tel" />
      {/* Digits with a separator key: "decimal" offers "." on iOS and Android ("numeric" has none on iOS),
          and the date may be written 15.03.2010 (issue #24). */}
      <Field {...field('dateOfBirth')} autoComplete="bday" inputMode="decimal" />
      <Field {...field('email')} type="email" autoComplete="email" inputMode="email" />
      {guardianShown && (
        <Guardian>
          <legend>{minor ? guardian.legendMinor : guardian.legendMaybe}</legend>
          {notice?.guardianReason && <p>{notice.guardianReason}</p>}
          <Field {...field('guardianName')} required={minor} autoComplete="off" />
          <Field {...field('guardianEmail')} required={minor} type="email" autoComplete="off" inputMode="email" />
          <Field {...field('guardianRelationship')} required={minor} autoComplete="off" />
        </Guardian>
      )}
      <Field {...field('whyJoinUs')} kind="textarea" />
      <Field {...field('questionsForUs')} kind="textarea" />
      {notice && <ConsentNotice notice={notice} {...field('consent')} />}
    </FormBlockFrame>
  );
}
