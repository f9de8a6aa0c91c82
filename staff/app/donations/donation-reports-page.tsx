// Form 10BD for the income tax portal (admins; the treasurer too where that role exists): choose the
// financial year, download Part B as the portal's CSV template has it, and the received donations
// without an ID apart. Each download is recorded in the processing log (the file holds every donor's ID).
import { type FormEvent, useState } from 'react';
import { Field } from '../../../src/shared/ui/form-controls.tsx';
import { STAFF_API } from '../../../schema/api/staff.ts';
import { ApiError, downloadWithSummary } from '../api.ts';
import { Actions, Button, Card, Muted, Notice, PageHeading } from '../ui.tsx';

/** "2026-27" for the financial year (April to March, India time) that `day` is in, `back` years before. */
export function financialYear(day: Date, back = 0): string {
  const india = new Date(day.getTime() + 330 * 60_000);
  const start = (india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1) - back;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
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
    </>
  );
}
