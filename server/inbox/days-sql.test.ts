// @vitest-environment node
// The inbox's and the processing log's date filter (inbox-query.ts daysSql) reads dates as India's
// days: "1 March" starts at 18:30 UTC on 28 February, and a "to" day is included to its last minute.
import { describe, expect, it } from 'vitest';
import { daysSql, sqlParams } from './inbox-query.ts';

describe('daysSql', () => {
  it('takes India\'s days, the "to" day included', () => {
    const p = sqlParams();
    expect(daysSql('l.at', { from: '2026-03-01', to: '2026-03-01' }, p.add)).toEqual([
      'l.at >= $1::timestamptz',
      'l.at < $2::timestamptz',
    ]);
    expect(p.values).toEqual(['2026-02-28T18:30:00.000Z', '2026-03-01T18:30:00.000Z']);
  });

  it('gives no condition without dates, and one for either alone', () => {
    expect(daysSql('s.created_at', {}, sqlParams().add)).toEqual([]);
    expect(daysSql('s.created_at', { to: '2026-12-31' }, sqlParams().add)).toEqual(['s.created_at < $1::timestamptz']);
  });

  it('refuses a "to" before the "from" with a sentence', () => {
    expect(() => daysSql('l.at', { from: '2026-03-02', to: '2026-03-01' }, sqlParams().add)).toThrow(
      'The "to" date is before the "from" date.',
    );
  });
});
