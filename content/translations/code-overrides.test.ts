// A translator's correction of the code's words is used while it was made from today's English and keeps its
// placeholders; otherwise the code's own translation is, so a sentence a developer rewrote never goes out with
// an old correction.
import { describe, expect, it } from 'vitest';
import { layOverrides, overrideFor, withOverride } from './code-overrides.ts';

const english = { donations: { emailSubject: 'We have the details of your gift', greeting: 'Dear {name},' } };
const telugu = { donations: { emailSubject: 'మీ విరాళం వివరాలు మాకు అందాయి', greeting: 'ప్రియమైన {name},' } };
const FILE = 'server/words/te.json';

describe("corrections of the code's words", () => {
  it('lays a correction made from the same English over the table, leaving the table itself as it was', () => {
    const laid = layOverrides(
      telugu,
      english,
      {
        [`${FILE} donations.emailSubject`]: { en: english.donations.emailSubject, text: 'మీ విరాళం వివరాలు మాకు చేరాయి' },
      },
      FILE,
    );
    expect(laid.donations).toEqual({ emailSubject: 'మీ విరాళం వివరాలు మాకు చేరాయి', greeting: 'ప్రియమైన {name},' });
    expect(telugu.donations.emailSubject).toBe('మీ విరాళం వివరాలు మాకు అందాయి');
  });

  it('passes over a correction of an older English, one with other placeholders, another file and an unknown text', () => {
    const overrides = {
      [`${FILE} donations.emailSubject`]: { en: 'We received your gift', text: 'పాత సవరణ' },
      [`${FILE} donations.greeting`]: { en: 'Dear {name},', text: 'ప్రియమైన {పేరు},' },
      'server/words/hi.json donations.greeting': { en: 'Dear {name},', text: 'प्रिय {name},' },
      [`${FILE} donations.nothing`]: { en: 'x', text: 'y' },
    };
    expect(layOverrides(telugu, english, overrides, FILE)).toEqual(telugu);
    expect(overrideFor(overrides, `${FILE} donations.greeting`, 'Dear {name},')).toBeUndefined();
  });

  it("writes a correction into a translation file's code member, in order, with the English it was made from", () => {
    const file = `${JSON.stringify({ language: 'te', review: 'x', site: {}, pages: {} }, null, 2)}\n`;
    const once = withOverride(file, `${FILE} donations.greeting`, 'Dear {name},', 'ప్రియమైన {name} గారూ,');
    const twice = withOverride(once, `${FILE} donations.emailSubject`, english.donations.emailSubject, 'మీ విరాళం');
    expect(Object.entries(JSON.parse(twice).code)).toEqual([
      [`${FILE} donations.emailSubject`, { en: english.donations.emailSubject, text: 'మీ విరాళం' }],
      [`${FILE} donations.greeting`, { en: 'Dear {name},', text: 'ప్రియమైన {name} గారూ,' }],
    ]);
  });
});
