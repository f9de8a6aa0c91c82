// Form 10BD for the income tax portal (admins; the treasurer too where that role exists): choose the
// financial year, download Part B as the portal's CSV template has it, and the received donations
// without an ID apart. Each download is recorded in the processing log (the file holds every donor's ID).
// Then the portal's Form 10BE certificates: each PDF is sent on its own and e-mailed by the server to the
// donor whose ID it holds; the page lists what became of each file, the unmatched ones apart.
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { Field } from '../../../src/shared/ui/form-controls.tsx';
import { STAFF_API } from '../../../schema/api/staff.ts';
import { ApiError, call, downloadWithSummary } from '../api.ts';
import { Actions, Button, Card, Muted, Notice, PageHeading } from '../ui.tsx';

/** "2026-27" for the financial year (April to March, India time) that `day` is in, `back` years before. */
export function financialYear(day: Date, back = 0): string {
  const india = new Date(day.getTime() + 330 * 60_000);
  const start = (india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1) - back;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** A file's bytes as base64, as the API takes them. */
async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

interface Outcome {
  file: string;
  sent: boolean;
  text: string;
}

/** The portal's Form 10BE PDFs: each sent to the server, which e-mails it to the donor it names. */
function CertificatesUpload() {
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  const [busy, setBusy] = useState(false);

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    if (files.length === 0) return;
    setBusy(true);
    setOutcomes([]);
    for (const file of files) {
      const answer = await call<{ matched: boolean }>('POST', STAFF_API.form10be, {
        fileName: file.name,
        content: await base64Of(file),
      });
      const sent = answer.ok && answer.data.matched;
      const text = answer.ok ? answer.message : `${file.name}: ${answer.message}`;
      setOutcomes((now) => [...now, { file: file.name, sent, text }]);
    }
    event.target.value = '';
    setBusy(false);
  }

  const sent = outcomes.filter((one) => one.sent);
  const apart = outcomes.filter((one) => !one.sent);
  return (
    <Card aria-labelledby="form-10be-heading">
      <h2 id="form-10be-heading">Form 10BE certificates</h2>
      <Muted>
        After filing Form 10BD, download the donors’ Form 10BE certificates from the portal (e-File, View Filed Forms)
        and choose them here. Each is e-mailed, in her language, to the donor whose ID number is in the file’s name or
        in the certificate. A file that matches no one is listed below and not sent.
      </Muted>
      <label htmlFor="form-10be-files">Form 10BE files (PDF)</label>
      <input
        id="form-10be-files"
        type="file"
        accept="application/pdf,.pdf"
        multiple
        disabled={busy}
        onChange={upload}
      />
      <div role="status">
        {outcomes.length > 0 ? (
          <p>
            {busy ? 'Sending… ' : ''}
            {sent.length} of {outcomes.length} file(s) sent to their donors.
          </p>
        ) : null}
      </div>
      {sent.length > 0 ? (
        <ul aria-label="Sent">
          {sent.map((one) => (
            <li key={one.file}>{one.text}</li>
          ))}
        </ul>
      ) : null}
      {apart.length > 0 ? (
        <>
          <h3>Not sent</h3>
          <ul aria-label="Not sent">
            {apart.map((one) => (
              <li key={one.file}>{one.text}</li>
            ))}
          </ul>
        </>
      ) : null}
    </Card>
  );
}

export function DonationReportsPage({ today = new Date() }: { today?: Date }) {
  const years = [0, 1, 2].map((back) => financialYear(today, back));
  // In April and May the year to file is the one that ended in March; later, the current one is shown first.
  const indiaMonth = new Date(today.getTime() + 330 * 60_000).getUTCMonth();
  const [year, setYear] = useState(indiaMonth === 3 || indiaMonth === 4 ? years[1] : years[0]);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ text: string; error: boolean }>();

  async function get(part: 'part-b' | 'without-id') {
    setBusy(true);
    try {
      const { name, summary } = await downloadWithSummary(STAFF_API.form10bd, { year, part });
      setNotice({ text: `Downloaded ${name}. ${summary}`, error: false });
    } catch (error) {
      setNotice({ text: error instanceof ApiError ? error.message : String(error), error: true });
    }
    setBusy(false);
  }

  return (
    <>
      <PageHeading title="Donation reports">Donation reports</PageHeading>
      <Card aria-labelledby="form-10bd-heading">
        <h2 id="form-10bd-heading">Form 10BD</h2>
        <Muted>
          The statement of the year’s donations, due on the income tax portal by 31 May. Part B lists every donation
          marked received between 1 April and 31 March (India time) whose donor gave an ID, in the columns of the
          portal’s CSV template. Donations without an ID cannot be reported; download them apart to ask the donors or to
          keep with the filing.
        </Muted>
        <form onSubmit={(event: FormEvent) => event.preventDefault()}>
          <Field
            formId="form-10bd"
            name="year"
            label="Financial year"
            kind="select"
            options={years.map((value) => ({ value, label: value }))}
            value={year}
            onValue={setYear}
          />
          <Actions>
            <Button type="button" disabled={busy} onClick={() => get('part-b')}>
              Download Part B (CSV)
            </Button>
            <Button type="button" $tone="plain" disabled={busy} onClick={() => get('without-id')}>
              Download those without an ID
            </Button>
          </Actions>
        </form>
        <Notice error={notice?.error}>{notice?.text}</Notice>
      </Card>
      <CertificatesUpload />
    </>
  );
}
