// How to pay a pledge, as the server answered it (schema/api/donation-payment.ts): the UPI QR code and a
// button that opens a UPI app with the same link, the bank account with copy buttons, cheque or DD, and
// the FCRA account when the foundation has one. Every value comes from the admin's settings; the words
// from the block's content. The copy buttons need the script, so they appear once it runs.
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { indianRupees, type PledgePayment } from '../../schema/api/donation-payment.ts';
import type { DonationFormBlock } from '../../content/types.ts';
import { SubHeading } from '../../src/shared/ui/form-layout.tsx';

const Panel = styled.section`
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.l};
  border-radius: ${({ theme }) => theme.radii.l};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow-wrap: anywhere;
  ${({ theme }) => theme.media.desktop} {
    display: grid;
    grid-template-columns: repeat(3, 1fr);
    gap: ${({ theme }) => theme.space.xl};
  }
`;

const Whole = styled.div`
  grid-column: 1 / -1;
`;

const Reference = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lead};
  strong { white-space: nowrap; font-size: ${({ theme }) => theme.fontSizes.h3}; }
`;

const Warning = styled.p`
  padding: ${({ theme }) => theme.space.m};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primarySoft};
  font-weight: 700;
`;

const Qr = styled.div`
  width: min(100%, 16rem);
  svg { display: block; width: 100%; height: auto; }
`;

const AppButton = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 48px;
  margin: ${({ theme }) => theme.space.m} 0;
  padding: ${({ theme }) => `${theme.space.s} ${theme.space.xl}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onDark};
  font-weight: 600;
  text-decoration: none;
`;

const Details = styled.dl`
  margin: 0;
  dt { font-weight: 700; margin-top: ${({ theme }) => theme.space.m}; }
  dd { margin: ${({ theme }) => theme.space.xs} 0 0; display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space.s}; align-items: center; }
`;

const CopyButton = styled.button`
  min-height: 44px;
  min-width: 44px;
  padding: 0 ${({ theme }) => theme.space.m};
  border: 2px solid ${({ theme }) => theme.colors.secondary};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.secondary};
  font-weight: 600;
  cursor: pointer;
`;

type PayTexts = DonationFormBlock['pay'];

/** `{amount}` in the block's words is the pledge's amount as India writes it. */
const withAmount = (text: string, rupees: number) => text.replace(/\{amount\}/g, indianRupees(rupees));

function Copyable({ value, texts, scripted }: { value: string; texts: PayTexts; scripted: boolean }) {
  const [copied, setCopied] = useState(false);
  return (
    <dd>
      <span>{value}</span>
      {scripted && (
        <CopyButton
          type="button"
          onClick={() => void navigator.clipboard?.writeText(value).then(() => setCopied(true))}
        >
          {texts.copyLabel}
        </CopyButton>
      )}
      <span aria-live="polite">{copied ? texts.copiedLabel : ''}</span>
    </dd>
  );
}

export function PaymentDetails({
  pledge,
  texts,
  level,
}: {
  pledge: PledgePayment;
  texts: PayTexts;
  level: 'h2' | 'h3';
}) {
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  const item = (label: string, value: string) => (
    <>
      <dt>{label}</dt>
      <Copyable value={value} texts={texts} scripted={scripted} />
    </>
  );
  return (
    <Panel aria-labelledby="donation-pay-heading">
      <Whole>
        <SubHeading as={level} id="donation-pay-heading">
          {withAmount(texts.heading, pledge.amountRupees)}
        </SubHeading>
        {pledge.placeholders && <Warning>{texts.placeholderNotice}</Warning>}
        <Reference>
          {texts.referenceLabel} <strong>{pledge.reference.replace('-', '\u2011')}</strong>
        </Reference>
      </Whole>
      <div>
        <h3>{texts.upiHeading}</h3>
        <p>{texts.upiText}</p>
        <Qr>
          <svg
            role="img"
            aria-label={pledge.qr.label}
            viewBox={`0 0 ${pledge.qr.size} ${pledge.qr.size}`}
            shapeRendering="crispEdges"
          >
            <path fill="#ffffff" d={`M0 0h${pledge.qr.size}v${pledge.qr.size}H0z`} />
            <path stroke="#000000" d={pledge.qr.path} />
          </svg>
        </Qr>
        <AppButton href={pledge.upiLink}>{texts.upiButton}</AppButton>
        <p>{withAmount(texts.typeAmountNote, pledge.amountRupees)}</p>
        <Details>{item(texts.upiIdLabel, pledge.upiId)}</Details>
      </div>
      <div>
        <h3>{texts.bankHeading}</h3>
        <p>{texts.bankText}</p>
        <Details>
          {item(texts.accountNameLabel, pledge.bank.accountName)}
          {item(texts.accountNumberLabel, pledge.bank.accountNumber)}
          {item(texts.ifscLabel, pledge.bank.ifsc)}
          {item(texts.bankNameLabel, pledge.bank.bankName)}
          {item(texts.referenceLabel, pledge.reference)}
        </Details>
      </div>
      <div>
        <h3>{texts.chequeHeading}</h3>
        <Details>
          <dt>{texts.payeeLabel}</dt>
          <dd>{pledge.cheque.payee}</dd>
        </Details>
        <p>{texts.chequeText}</p>
        <address>{pledge.cheque.address}</address>
        {pledge.fcra && (
          <>
            <h3>{texts.fcraHeading}</h3>
            <p>{texts.fcraText}</p>
            <p>
              {pledge.fcra.account} ({pledge.fcra.registration})
            </p>
          </>
        )}
      </div>
    </Panel>
  );
}
