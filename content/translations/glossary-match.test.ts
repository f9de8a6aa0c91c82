import { describe, expect, it } from 'vitest';
import { type Glossary, glossaryFindings, glossaryHints, termsIn } from './glossary-match.ts';

const hindi: Glossary = {
  language: 'hi',
  review: 'needs review by a native speaker',
  keep: ['Example Welfare Foundation', 'Board Member #', 'JSON', 'application/json'],
  terms: [
    { en: ['foundation'], use: ['संस्था'], avoid: ['फ़ाउंडेशन'] },
    { en: ['institute'], use: ['संस्थान', 'संस्थानों'], avoid: ['संस्था'] },
    { en: ['board'], use: ['बोर्ड'], avoid: ['मंडल'] },
    { en: ['Data Protection Board'], use: ['डेटा संरक्षण बोर्ड'] },
    { en: ['form', 'forms'], notIn: ['in the form of'], use: ['फ़ॉर्म'], avoid: ['फॉर्म'] },
    { en: ['Contact Us'], matchCase: true, use: ['संपर्क करें'] },
    { en: ['application*'], use: ['आवेदन*'] },
    { en: ['e-mail*'], use: ['ईमेल'], avoid: ['ई-मेल'] },
  ],
};

const telugu: Glossary = {
  language: 'te',
  review: 'needs review by a native speaker',
  keep: [],
  terms: [
    { en: ['foundation'], use: ['సంస్థ*'], avoid: ['ఫౌండేషన్*'] },
    { en: ['purpose*'], use: ['ఉద్దేశ*'], avoid: ['ఉద్దేశ్య*', 'ప్రయోజన*'] },
  ],
};

const found = (glossary: Glossary, english: string, translation: string) =>
  glossaryFindings(glossary, english, translation).map((finding) =>
    finding.kind === 'avoided' ? `avoided ${finding.variant}@${finding.index}` : `missing ${finding.english}`,
  );

describe('the glossary rule for one text', () => {
  it('finds a variant to avoid, where it is, and a term translated with none of its words', () => {
    expect(found(telugu, 'About the Foundation', 'ఫౌండేషన్ గురించి')).toEqual(['avoided ఫౌండేషన్@0']);
    expect(found(telugu, 'About the Foundation', 'గురించి')).toEqual(['missing Foundation']);
    expect(found(telugu, 'About the Foundation', 'సంస్థ గురించి')).toEqual([]);
  });

  it('takes Telugu case endings with a *, and a term’s own avoided spelling even inside its word', () => {
    expect(found(telugu, 'Donations to the foundation.', 'సంస్థకు విరాళాలు.')).toEqual([]);
    expect(found(telugu, 'Donations to the foundation.', 'ఫౌండేషన్‌కు విరాళాలు.')).toEqual(['avoided ఫౌండేషన్‌కు@0']);
    expect(found(telugu, 'The purpose', 'ఉద్దేశ్యం')).toEqual(['avoided ఉద్దేశ్యం@0']);
  });

  it('reads Hindi words whole: संस्था is not संस्थान, and a vowel sign belongs to its word', () => {
    expect(found(hindi, 'The institute', 'संस्थान')).toEqual([]);
    expect(found(hindi, 'The institute', 'संस्था')).toEqual(['avoided संस्था@0']);
    expect(found(hindi, 'The foundation', 'संस्थाओं')).toEqual(['missing foundation']);
  });

  it('does not count a variant that is the word of another term of the same text', () => {
    expect(found(hindi, 'The foundation and its institute', 'संस्था और उसका संस्थान')).toEqual([]);
  });

  it('lets the longest English match win, and ignores kept names and {placeholders}', () => {
    expect(termsIn(hindi, 'Complain to the Data Protection Board.').map((term) => term.english)).toEqual([
      'Data Protection Board',
    ]);
    expect(termsIn(hindi, 'Board Member 3 of Example Welfare Foundation')).toEqual([]);
    expect(termsIn(hindi, 'Thank you for writing to {foundation}.')).toEqual([]);
    expect(termsIn(hindi, 'Send it as JSON (application/json).')).toEqual([]);
  });

  it('skips the phrases where the words mean something else, and matches a name’s capitals', () => {
    expect(termsIn(hindi, 'Help in the form of meals.')).toEqual([]);
    expect(termsIn(hindi, 'Fill in the form.').map((term) => term.english)).toEqual(['form']);
    expect(termsIn(hindi, 'Please contact us.')).toEqual([]);
    expect(termsIn(hindi, 'Use Contact Us.').map((term) => term.english)).toEqual(['Contact Us']);
  });

  it('finds "email" and "e-mail" alike in English, but tells ईमेल from ई-मेल', () => {
    expect(found(hindi, 'Your email address', 'आपका ई-मेल पता')).toEqual(['avoided ई-मेल@5']);
    expect(found(hindi, 'Your e-mail address', 'आपका ईमेल पता')).toEqual([]);
  });

  it('compares in NFC: ज़ typed as ज and a nukta is the same letter', () => {
    const glossary: Glossary = { ...hindi, terms: [{ en: ['needed'], use: ['ज़रूरी'] }] };
    expect(found(glossary, 'It is needed.', 'यह ज\u093Cरूरी है।'.replace('ज\u093C', '\u091C\u093C'))).toEqual([]);
    expect(found(glossary, 'It is needed.', 'यह \u095Bरूरी है।')).toEqual([]);
  });

  it('says nothing of an empty translation (not translated yet)', () => {
    expect(found(hindi, 'The foundation', '')).toEqual([]);
  });

  it('gives a reader the words to use and to avoid', () => {
    expect(glossaryHints(telugu, 'The foundation’s purpose')).toEqual([
      'foundation → సంస్థ… (not ఫౌండేషన్…)',
      'purpose → ఉద్దేశ… (not ఉద్దేశ్య…, ప్రయోజన…)',
    ]);
  });
});
