// The expiry of a guardian's link as a Hindi or Telugu reader says a time: the part of the day, a 12-hour
// clock and "Indian time", never the timetable's 14:30.
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../privacy/privacy-pages.ts';
import { formatReaderTime } from './reader-time.ts';

/** The moment `hh:mm` in India on 24 November 2026 (India is UTC+5:30 all year). */
const ist = (hour: number, minute = 30) => new Date(Date.UTC(2026, 10, 24, hour, minute) - 5.5 * 3_600_000);

describe('a time as a Hindi or Telugu reader says it', () => {
  it('writes the afternoon as people say it: दोपहर 2:30 बजे (भारतीय समय), మధ్యాహ్నం 2:30 (భారత సమయం)', () => {
    expect(formatReaderTime(ist(14), 'hi')).toBe('दोपहर 2:30 बजे (भारतीय समय)');
    expect(formatReaderTime(ist(14), 'te')).toBe('మధ్యాహ్నం 2:30 (భారత సమయం)');
  });

  it.each([
    [0, 'रात 12:30 बजे', 'రాత్రి 12:30'],
    [6, 'सुबह 6:30 बजे', 'ఉదయం 6:30'],
    [11, 'सुबह 11:30 बजे', 'ఉదయం 11:30'],
    [12, 'दोपहर 12:30 बजे', 'మధ్యాహ్నం 12:30'],
    [17, 'शाम 5:30 बजे', 'సాయంత్రం 5:30'],
    [19, 'शाम 7:30 बजे', 'రాత్రి 7:30'],
    [21, 'रात 9:30 बजे', 'రాత్రి 9:30'],
  ])('%i:30 in India is %s / %s', (hour, hindi, telugu) => {
    expect(formatReaderTime(ist(hour), 'hi')).toBe(`${hindi} (भारतीय समय)`);
    expect(formatReaderTime(ist(hour), 'te')).toBe(`${telugu} (భారత సమయం)`);
  });

  it('keeps the minutes two digits and the hour without a leading zero', () => {
    expect(formatReaderTime(ist(9, 5), 'hi')).toBe('सुबह 9:05 बजे (भारतीय समय)');
  });

  it('gives the whole expiry with the month in the language, and English its own IST line', () => {
    expect(formatDateTime(ist(14), 'hi')).toBe('24 नवंबर 2026, दोपहर 2:30 बजे (भारतीय समय)');
    expect(formatDateTime(ist(14), 'te')).toMatch(/^24 నవంబర్,? 2026, మధ్యాహ్నం 2:30 \(భారత సమయం\)$/);
    expect(formatDateTime(ist(14), 'en')).toBe('24 Nov 2026, 14:30 IST');
  });
});
