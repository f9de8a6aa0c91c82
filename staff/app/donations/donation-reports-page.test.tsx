// The Donation reports page: in May the year to file (the one that ended in March) is chosen; the
// download asks for that year's Part B, and the page says what the server said of the file; the Form 10BE
// files go one by one, the unmatched listed apart; a refusal is shown as the server worded it.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STAFF_API } from '../../../schema/api/staff.ts';
import { stubFetch } from '../../../tests/helpers/fetch-stub.ts';
import { renderStaff, staffAnswer } from '../../../tests/helpers/staff-render.tsx';
import { DonationReportsPage, financialYear } from './donation-reports-page.tsx';

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
});
afterEach(() => vi.unstubAllGlobals());

describe('the Donation reports page', () => {
  it('names financial years as the portal does, India time', () => {
    // 31 March 2027, 23:59 in India is still 2026-27; a minute later, 2027-28.
    expect(financialYear(new Date('2027-03-31T18:29:00Z'))).toBe('2026-27');
    expect(financialYear(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
    expect(financialYear(new Date('2026-11-29T12:00:00Z'), 1)).toBe('2025-26');
  });

  it('downloads Part B of the year that ended in March, and says what the file holds', async () => {
    const bodies: unknown[] = [];
    stubFetch(async (url, init) => {
      expect(url).toBe(STAFF_API.form10bd);
      bodies.push(JSON.parse(String(init.body)));
      const summary = 'Form 10BD 2026-27: 3 received donation(s) in Part B, Rs 4,000 in all.';
      return new Response('"Sl. No."\r\n', {
        status: 200,
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="form-10bd-2026-27-part-b.csv"',
          'x-summary': encodeURIComponent(summary),
        },
      });
    });
    const user = userEvent.setup();
    renderStaff(<DonationReportsPage today={new Date('2027-05-10T06:00:00Z')} />, '/donation-reports');
    expect((screen.getByRole('combobox', { name: 'Financial year' }) as HTMLSelectElement).value).toBe('2026-27');
    await user.click(screen.getByRole('button', { name: 'Download Part B (CSV)' }));
    expect(
      await screen.findByText(/Downloaded form-10bd-2026-27-part-b.csv. Form 10BD 2026-27: 3 received donation/),
    ).toBeTruthy();
    expect(bodies).toEqual([{ year: '2026-27', part: 'part-b' }]);
  });

  it('sends each Form 10BE file on its own and lists the ones that matched no donor apart', async () => {
    const sent: { fileName: string; content: string }[] = [];
    stubFetch(async (url, init) => {
      expect(url).toBe(STAFF_API.form10be);
      const body = JSON.parse(String(init.body)) as { fileName: string; content: string };
      sent.push(body);
      return body.fileName.includes('ABCDE1234F')
        ? staffAnswer(200, {
            success: true,
            message: `${body.fileName}: sent to the donor of K7M2-9QXD.`,
            data: { matched: true, reference: 'K7M2-9QXD' },
          })
        : staffAnswer(200, {
            success: true,
            message: `${body.fileName} matches no donor's ID: it was not sent, and nothing of it is kept.`,
            data: { matched: false },
          });
    });
    const user = userEvent.setup();
    renderStaff(<DonationReportsPage today={new Date('2027-05-10T06:00:00Z')} />, '/donation-reports');
    const pdf = (name: string) => new File(['%PDF-1.4 certificate'], name, { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Form 10BE files (PDF)'), [pdf('10BE_ABCDE1234F.pdf'), pdf('other.pdf')]);
    expect(await screen.findByText('1 of 2 file(s) sent to their donors.')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Sent' }).textContent).toContain('sent to the donor of K7M2-9QXD');
    expect(screen.getByRole('list', { name: 'Not sent' }).textContent).toContain('other.pdf matches no donor');
    expect(sent.map((one) => one.fileName)).toEqual(['10BE_ABCDE1234F.pdf', 'other.pdf']);
    expect(atob(sent[0].content)).toBe('%PDF-1.4 certificate');
  });

  it('shows a refusal in the server’s words', async () => {
    stubFetch(async () => staffAnswer(403, { success: false, message: 'Your role (editor) may not do this.' }));
    const user = userEvent.setup();
    renderStaff(<DonationReportsPage today={new Date('2026-11-29T06:00:00Z')} />, '/donation-reports');
    await user.click(screen.getByRole('button', { name: 'Download those without an ID' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Your role (editor) may not do this.');
  });
});
