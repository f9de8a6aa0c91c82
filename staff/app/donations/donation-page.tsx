// One donation: what the donor told us, whether the money was found, and its receipts (each opens as the
// PDF that was e-mailed). A treasurer or an admin marks it here: received (the date credited and the bank's
// reference; a numbered receipt is made and e-mailed to the donor) or not received (the reason, which the
// donor reads in a kind e-mail in her language); a receipt with a mistake is cancelled with a reason and
// a new one issued. A coordinator sees the same page without the forms. Opening it is logged as viewed.
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { indianRupees } from '../../../schema/api/donation-payment.ts';
import { languageNameInEnglish } from '../../../schema/api/languages.ts';
import { DONATIONS_API, type DonationView, MONEY_LABELS } from '../../../schema/api/staff-donations.ts';
import { Field } from '../../../src/shared/ui/form-controls.tsx';
import { call, noticeOf } from '../api.ts';
import { DayField } from '../dates/day-field.tsx';
import { DAY_MESSAGE, isoOfTyped, typedOfIso } from '../dates/typed-day.ts';
import { Actions, Button, Card, Facts, formatTime, Muted, Notice, PageHeading } from '../ui.tsx';

/** An address as she wrote it, line by line. */
const Lines = styled.dd`
  white-space: pre-line;
`;

type Said = { text: string; error: boolean } | undefined;

function ReceivedForm({ id, onDone }: { id: string; onDone: (said: Said) => void }) {
  const [day, setDay] = useState('');
  const [reference, setReference] = useState('');
  const [dayError, setDayError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const creditedOn = isoOfTyped(day);
    if (!creditedOn) {
      setDayError(DAY_MESSAGE);
      document.getElementById('money-received-creditedOn')?.focus();
      return;
    }
    setDayError(undefined);
    setBusy(true);
    const answer = await call('POST', DONATIONS_API.received(id), { creditedOn, bankReference: reference });
    setBusy(false);
    onDone(noticeOf(answer));
  };
  return (
    <form onSubmit={submit} aria-labelledby="received-heading" noValidate>
      <h3 id="received-heading">Mark received</h3>
      <Muted>
        A receipt is numbered, made and e-mailed to the donor at once. It cannot be changed after, only cancelled.
      </Muted>
      <DayField
        formId="money-received"
        name="creditedOn"
        label="Date credited"
        hint="Day/month/year, as in the bank statement"
        value={day}
        error={dayError}
        onValue={setDay}
      />
      <Field
        formId="money-received"
        name="bankReference"
        label="Bank reference"
        hint="The reference of the credit in the statement (UTR, or the cheque's number)"
        value={reference}
        onValue={setReference}
        required
      />
      <Actions>
        <Button type="submit" disabled={busy}>
          Mark received and send the receipt
        </Button>
      </Actions>
    </form>
  );
}

function ReasonForm({
  heading,
  hint,
  button,
  formId,
  send,
}: {
  heading: string;
  hint: string;
  button: string;
  formId: string;
  send: (reason: string) => Promise<void>;
}) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    await send(reason);
    setBusy(false);
  };
  return (
    <form onSubmit={submit} aria-labelledby={`${formId}-heading`} noValidate>
      <h3 id={`${formId}-heading`}>{heading}</h3>
      <Field
        formId={formId}
        name="reason"
        label="Reason"
        hint={hint}
        kind="textarea"
        value={reason}
        onValue={setReason}
        required
      />
      <Actions>
        <Button type="submit" $tone="plain" disabled={busy}>
          {button}
        </Button>
      </Actions>
    </form>
  );
}

/** Cancel the receipt in force: the reason, and the date credited or bank reference corrected if they were wrong. */
function CancelForm({ id, onDone }: { id: string; onDone: (said: Said) => void }) {
  const [reason, setReason] = useState('');
  const [day, setDay] = useState('');
  const [reference, setReference] = useState('');
  const [dayError, setDayError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const creditedOn = isoOfTyped(day);
    if (creditedOn === undefined) {
      setDayError(DAY_MESSAGE);
      document.getElementById('receipt-cancel-creditedOn')?.focus();
      return;
    }
    setDayError(undefined);
    setBusy(true);
    const body = {
      reason,
      ...(creditedOn ? { creditedOn } : {}),
      ...(reference.trim() ? { bankReference: reference.trim() } : {}),
    };
    const answer = await call('POST', DONATIONS_API.cancelReceipt(id), body);
    setBusy(false);
    onDone(noticeOf(answer));
  };
  return (
    <form onSubmit={submit} aria-labelledby="receipt-cancel-heading" noValidate>
      <h3 id="receipt-cancel-heading">Cancel the receipt</h3>
      <Field
        formId="receipt-cancel"
        name="reason"
        label="Reason"
        hint="Kept with the cancelled receipt (staff only). Its number is never used again; a new receipt is made and e-mailed."
        kind="textarea"
        value={reason}
        onValue={setReason}
        required
      />
      <DayField
        formId="receipt-cancel"
        name="creditedOn"
        label="Corrected date credited"
        hint="Only if it was wrong: day/month/year"
        value={day}
        error={dayError}
        onValue={setDay}
      />
      <Field
        formId="receipt-cancel"
        name="bankReference"
        label="Corrected bank reference"
        hint="Only if it was wrong"
        value={reference}
        onValue={setReference}
      />
      <Actions>
        <Button type="submit" $tone="plain" disabled={busy}>
          Cancel it and issue a new receipt
        </Button>
      </Actions>
    </form>
  );
}

function Receipts({ donation }: { donation: DonationView }) {
  if (donation.receipts.length === 0) return <Muted>No receipt yet.</Muted>;
  return (
    <ul aria-label="Receipts">
      {donation.receipts.map((receipt) => (
        <li key={receipt.id}>
          <a href={DONATIONS_API.receiptPdf(donation.id, receipt.id)} target="_blank" rel="noreferrer">
            {receipt.number}
          </a>{' '}
          issued {formatTime(receipt.issuedAt)}
          {receipt.issuedBy ? ` by ${receipt.issuedBy}` : ''}; e-mail {receipt.email ?? 'none'}
          {receipt.cancelledAt ? ` — cancelled ${formatTime(receipt.cancelledAt)}: ${receipt.cancelReason}` : ''}
        </li>
      ))}
    </ul>
  );
}

export function DonationPage({ id }: { id: string }) {
  const [donation, setDonation] = useState<DonationView>();
  const [failed, setFailed] = useState<string>();
  const [said, setSaid] = useState<Said>();
  const load = useCallback(async () => {
    const answer = await call<DonationView>('GET', DONATIONS_API.donation(id));
    if (answer.ok) setDonation(answer.data);
    else setFailed(answer.message);
  }, [id]);
  useEffect(() => {
    load();
  }, [load]);
  const done = async (notice: Said) => {
    setSaid(notice);
    if (notice && !notice.error) await load();
  };

  const back = <Link href="/donations">Back to the donations</Link>;
  if (failed)
    return (
      <>
        <PageHeading title="Donation">Donation</PageHeading>
        <Notice error>{failed}</Notice>
        {back}
      </>
    );
  if (!donation) return <p role="status">Loading…</p>;
  return (
    <>
      <PageHeading title={`Donation ${donation.reference}`}>
        Rs {indianRupees(donation.amountRupees)} from {donation.name}
      </PageHeading>
      {back}
      <Notice error={said?.error}>{said?.text}</Notice>
      <Card aria-labelledby="money-heading">
        <h2 id="money-heading">Money: {MONEY_LABELS[donation.money]}</h2>
        <Facts>
          {donation.creditedOn && (
            <>
              <dt>Date credited</dt>
              <dd>{typedOfIso(donation.creditedOn)}</dd>
              <dt>Bank reference</dt>
              <dd>{donation.bankReference}</dd>
            </>
          )}
          {donation.notReceivedReason && (
            <>
              <dt>Not received because</dt>
              <dd>{donation.notReceivedReason}</dd>
            </>
          )}
          {donation.checkedAt && (
            <>
              <dt>Checked</dt>
              <dd>
                {formatTime(donation.checkedAt)}
                {donation.checkedBy ? ` by ${donation.checkedBy}` : ''}
              </dd>
            </>
          )}
        </Facts>
        <h3>Receipts</h3>
        <Receipts donation={donation} />
        {donation.mayHandle && donation.money !== 'received' && <ReceivedForm id={donation.id} onDone={done} />}
        {donation.mayHandle && donation.money === 'waiting' && (
          <ReasonForm
            heading="Not received"
            hint="The donor reads this in a kind e-mail in her language, with how to reply."
            button="Mark not received and tell the donor"
            formId="money-not-received"
            send={async (reason) =>
              done(noticeOf(await call('POST', DONATIONS_API.notReceived(donation.id), { reason })))
            }
          />
        )}
        {donation.mayHandle && donation.money === 'received' && <CancelForm id={donation.id} onDone={done} />}
      </Card>
      <Card aria-labelledby="donor-heading">
        <h2 id="donor-heading">What the donor told us</h2>
        <Facts>
          <dt>Reference</dt>
          <dd>
            {donation.reference} (gift {donation.pledgeReference})
          </dd>
          <dt>Told us</dt>
          <dd>{formatTime(donation.toldAt)}</dd>
          <dt>Name as on ID</dt>
          <dd>{donation.name}</dd>
          <dt>E-mail</dt>
          <dd>{donation.email}</dd>
          <dt>Phone</dt>
          <dd>{donation.phone}</dd>
          <dt>Address</dt>
          <Lines>{donation.address}</Lines>
          <dt>ID</dt>
          <dd>{donation.idType === 'none' ? 'None given' : `${donation.idType.toUpperCase()} ${donation.idNumber}`}</dd>
          <dt>Paid</dt>
          <dd>
            {typedOfIso(donation.paidOn)} by {donation.mode.toUpperCase()}, transaction {donation.transactionRef}
          </dd>
          <dt>For</dt>
          <dd>{donation.purpose}</dd>
          <dt>Language</dt>
          <dd>{donation.language ? languageNameInEnglish(donation.language) : 'not recorded'}</dd>
          {donation.duplicateOf && (
            <>
              <dt>Same transaction as</dt>
              <dd>{donation.duplicateOf}</dd>
            </>
          )}
        </Facts>
      </Card>
    </>
  );
}
