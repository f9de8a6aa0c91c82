import styled from 'styled-components';
import type { ShownNotice } from '../../schema/api/privacy-notice.ts';
import type { ContactFormBlock } from '../../content/types.ts';
import { ConsentNotice } from '../../src/shared/forms/consent-notice.tsx';
import { createContactForm } from '../../src/shared/forms/contact-form.ts';
import { FormBlockFrame } from '../../src/shared/forms/form-block-frame.tsx';
import type { PageFormTexts } from '../../src/shared/forms/form-definition.ts';
import { useFormBlock } from '../../src/shared/forms/use-form-block.ts';
import { usePageLanguage } from '../../src/shared/i18n/page-language.ts';
import { Field } from '../../src/shared/ui/form-controls.tsx';
import { Icon } from '../../src/shared/ui/icons.tsx';
import { SmartLink } from '../../src/shared/ui/smart-link.tsx';

const Details = styled.dl`
  margin: 0;
  dt { display: flex; align-items: center; gap: ${({ theme }) => theme.space.s}; font-weight: 700; margin-top: ${({ theme }) => theme.space.l}; }
  dd { margin: ${({ theme }) => theme.space.xs} 0 0; }
  address { font-style: normal; }
`;

const Callout = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.l};
  padding: ${({ theme }) => theme.space.m};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primarySoft};
  font-size: ${({ theme }) => theme.fontSizes.lead};
  a { font-weight: 700; }
`;

const telHref = (number: string) => `tel:${number.replace(/[^+0-9]/g, '')}`;

/**
 * Contact Us: the form (name, phone, email, message, the privacy notice's tick box) beside the office's
 * address, e-mail and phone. `notice` is added by the build from site.privacy, and on a Hindi or Telugu page
 * `texts`, the form's messages in that language (content/form-notices.ts).
 */
export default function ContactForm(props: ContactFormBlock & { notice?: ShownNotice; texts?: PageFormTexts }) {
  const { details, formHeading, fields, timeoutMs, notice, texts } = props;
  const { language } = usePageLanguage();
  const form = useFormBlock(
    (served) => createContactForm({ timeoutMs, served, noticeVersion: notice?.version, language }),
    { ...fields, consent: { label: notice?.consentLabel ?? texts?.consentLabel ?? 'Consent' } },
  );
  const { field } = form;
  const content = (
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
  );

  return (
    <FormBlockFrame
      {...props}
      form={form}
      title={formHeading}
      before={
        props.callout && (
          <Callout>
            {props.callout.text} <SmartLink href={props.callout.link.href}>{props.callout.link.label}</SmartLink>
          </Callout>
        )
      }
      side={{ id: 'details', heading: details.heading, content }}
    >
      <Field {...field('name')} autoComplete="name" />
      <Field {...field('phone')} type="tel" autoComplete="tel" inputMode="tel" />
      <Field {...field('email')} type="email" autoComplete="email" inputMode="email" />
      <Field {...field('message')} kind="textarea" />
      {notice && <ConsentNotice notice={notice} {...field('consent')} />}
    </FormBlockFrame>
  );
}
