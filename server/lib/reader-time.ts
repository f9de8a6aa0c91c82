// A moment in India's time as a Hindi or Telugu reader says it: the part of the day, a 12-hour clock and
// "Indian time" in words ("दोपहर 2:30 बजे (भारतीय समय)", "మధ్యాహ్నం 2:30 (భారత సమయం)"), not a timetable's
// "14:30 भारतीय मानक समय". The parts of the day are ours, not ICU's: ICU's differ between versions and call
// 17:30 మధ్యాహ్నం in Telugu.
import type { TranslatedLanguage } from '../../schema/api/languages.ts';

interface ReaderClock {
  /** The part of the day from each hour (0-23) on, latest first wins. */
  periods: readonly (readonly [fromHour: number, word: string])[];
  /** The time once the part of the day, the hour and minutes are known. */
  write: (period: string, clock: string) => string;
}

const CLOCKS: Record<TranslatedLanguage, ReaderClock> = {
  hi: {
    periods: [
      [0, 'रात'],
      [4, 'सुबह'],
      [12, 'दोपहर'],
      [16, 'शाम'],
      [20, 'रात'],
    ],
    write: (period, clock) => `${period} ${clock} बजे (भारतीय समय)`,
  },
  te: {
    periods: [
      [0, 'రాత్రి'],
      [4, 'ఉదయం'],
      [12, 'మధ్యాహ్నం'],
      [16, 'సాయంత్రం'],
      [19, 'రాత్రి'],
    ],
    write: (period, clock) => `${period} ${clock} (భారత సమయం)`,
  },
};

const IST_HOUR_MINUTE = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Kolkata',
});

/** The time of day in India, as `language` writes it: "दोपहर 2:30 बजे (भारतीय समय)". */
export function formatReaderTime(date: Date, language: TranslatedLanguage): string {
  const parts = Object.fromEntries(IST_HOUR_MINUTE.formatToParts(date).map((part) => [part.type, part.value]));
  const hour = Number(parts.hour);
  const { periods, write } = CLOCKS[language];
  const period = periods.filter(([from]) => hour >= from).at(-1)?.[1] ?? periods[0][1];
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return write(period, `${twelve}:${parts.minute}`);
}
