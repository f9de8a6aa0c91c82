import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { PledgePayment } from '../../schema/api/donation-payment.ts';
import { DONATION_MESSAGES, type FcraAccount, foreignContributionRefusal } from '../../schema/api/donation-rules.ts';
import type { ShownNotice } from '../../schema/api/privacy-notice.ts';
import type { DonationFormBlock } from '../../content/types.ts';
import { ConsentNotice } from '../../src/shared/forms/consent-notice.tsx';
import { createDonationForm, createPledgeForm } from '../../src/shared/forms/donation-forms.ts';
import { FormBlockFrame } from '../../src/shared/forms/form-block-frame.tsx';
import type { PageFormTexts } from '../../src/shared/forms/form-definition.ts';
import { useFormBlock } from '../../src/shared/forms/use-form-block.ts';
import { usePageLanguage } from '../../src/shared/i18n/page-language.ts';
import { Field, fieldIds } from '../../src/shared/ui/form-controls.tsx';
import { AmountChoice } from './amount-choice.tsx';
import { PaymentDetails } from './payment-details.tsx';

const Paragraphs = styled.div`
  p { margin: 0 0 ${({ theme }) => theme.space.m}; }
`;

const Tick = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.s};
  align-items: flex-start;
  margin-bottom: ${({ theme }) => theme.space.s};
  input { width: 24px; height: 24px; margin: 0; flex: none; }
  label { font-weight: 600; }
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.l};
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primaryDark};
`;

type Props = DonationFormBlock & { notice?: ShownNotice; texts?: PageFormTexts };

/**
 * Donate: choose an amount and what it is for, and Give; the server answers how to pay (the page a plain
 * post is led to shows the same), then the donor tells us she has paid, for her receipt and Form 10BD.
 * "I am an Indian citizen" is no required field in the page's markup: without it the server (or the form's
 * checks) says why a gift cannot be accepted, which a browser's own "please tick this box" would not.
 * `notice` is added by the build from site.privacy.donation, and on a Hindi or Telugu page `texts`.
 */
export default function DonationForm(props: Props) {
  const { amount, purpose, about, pay, tellUs, timeoutMs, notice, texts } = props;
  const { language } = usePageLanguage();
  const [pledge, setPledge] = useState<PledgePayment>();
  // The FCRA account of the pledge shown, read when the form is checked: the citizen box's refusal names it.
  const fcra = useRef<FcraAccount | undefined>(undefined);
  let servedPledge: PledgePayment | undefined;
  let tellUsServed = false;

  const give = useFormBlock(
    (served) => {
      if (served?.form === 'donationPledge' && served.status === 'pledged') servedPledge = served.pledge;
      const start = served?.status === 'pledged' ? undefined : served;
      return createPledgeForm({
        timeoutMs,
        served: start,
        language,
        onSuccess: (data) => setPledge(data as PledgePayment),
      });
    },
    {
      amount: { label: amount.legend },
      otherAmount: amount.otherField,
      purpose: { label: purpose.label },
    },
  );
  const details = useFormBlock(
    (served) => {
      tellUsServed = served?.form === 'donation';
      const form = createDonationForm({
        timeoutMs,
        served,
        noticeVersion: notice?.version,
        language,
        refusals: (texts): Record<string, string> =>
          fcra.current
            ? { citizen: foreignContributionRefusal(texts?.messages ?? DONATION_MESSAGES, fcra.current) }
            : {},
      });
      if (servedPledge) form.store.getState().setValue('pledge', servedPledge.reference);
      return form;
    },
    {
      ...tellUs.fields,
      pledge: { label: tellUs.fields.name.label },
      citizen: { label: tellUs.citizenLabel },
      consent: { label: notice?.consentLabel ?? texts?.consentLabel ?? 'Consent' },
    },
  );
  const [shown] = useState(() => ({ pledge: servedPledge, tellUs: tellUsServed }));
  const payment = pledge ?? shown.pledge;
  fcra.current = payment?.fcra;
  // The second step quotes the pledge the first one answered with.
  const { setValue } = details.state;
  useEffect(() => {
    if (pledge) setValue('pledge', pledge.reference);
  }, [pledge, setValue]);

  const side = {
    id: 'about',
    heading: about.heading,
    content: (
      <Paragraphs>
        {about.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Paragraphs>
    ),
  };

  if (!payment && !shown.tellUs) {
    const { field } = give;
    return (
      <FormBlockFrame
        {...props}
        form={give}
        submitLabel={props.giveLabel}
        submittingLabel={props.givingLabel}
        side={side}
      >
        <AmountChoice
          formId={give.formId}
          legend={amount.legend}
          otherLabel={amount.otherLabel}
          value={give.state.values.amount}
          error={give.state.fieldErrors.amount}
          onValue={(value) => give.state.setValue('amount', value)}
        />
        <Field {...field('otherAmount')} inputMode="numeric" autoComplete="off" />
        <Field {...field('purpose')} kind="select" options={purpose.options} />
      </FormBlockFrame>
    );
  }

  const { field } = details;
  const citizenIds = fieldIds(details.formId, 'citizen');
  const citizenError = details.state.fieldErrors.citizen;
  const level = (props.headingLevel ?? 1) === 1 ? 'h2' : 'h3';
  return (
    <FormBlockFrame
      {...props}
      form={details}
      title={tellUs.heading}
      intro={tellUs.intro ?? props.intro}
      submitLabel={tellUs.submitLabel}
      submittingLabel={tellUs.submittingLabel}
      // The server's confirmation: the gift's reference, when the receipt follows, the refund rule.
      successText={details.state.successMessage}
      before={
        payment && details.state.status !== 'submitted' ? (
          <PaymentDetails pledge={payment} texts={pay} level={level} />
        ) : undefined
      }
      side={side}
    >
      <input type="hidden" name="pledge" value={details.state.values.pledge || payment?.reference || ''} />
      <Field {...field('name')} autoComplete="name" />
      <Field {...field('email')} type="email" autoComplete="email" inputMode="email" />
      <Field {...field('phone')} type="tel" autoComplete="tel" inputMode="tel" />
      <Field {...field('address')} kind="textarea" autoComplete="street-address" />
      <Field {...field('idType')} kind="select" options={tellUs.idTypeOptions} />
      <Field {...field('idNumber')} autoComplete="off" />
      <Field {...field('paidOn')} inputMode="decimal" autoComplete="off" />
      <Field {...field('mode')} kind="select" options={tellUs.modeOptions} />
      <Field {...field('transactionRef')} autoComplete="off" />
      <Tick>
        <input
          type="checkbox"
          id={citizenIds.input}
          name="citizen"
          value="yes"
          checked={details.state.values.citizen === 'yes'}
          aria-invalid={citizenError ? true : undefined}
          aria-describedby={[citizenIds.hint, citizenError ? citizenIds.error : ''].filter(Boolean).join(' ')}
          onChange={(event) => details.state.setValue('citizen', event.target.checked ? 'yes' : '')}
        />
        <label htmlFor={citizenIds.input}>{tellUs.citizenLabel}</label>
      </Tick>
      <Hint id={citizenIds.hint}>{tellUs.citizenHint}</Hint>
      {citizenError && <ErrorText id={citizenIds.error}>{citizenError}</ErrorText>}
      {notice && <ConsentNotice notice={notice} {...field('consent')} />}
    </FormBlockFrame>
  );
}
