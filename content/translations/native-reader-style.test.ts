// What a native reader stopped at in the Hindi and Telugu texts, checked in every text a reader meets
// (pages, privacy notice and e-mails, forms, words around the content, the server's pages and e-mails), so
// it does not come back: Telugu passives in -బడు that read as translation, two verbs for confirm and
// refuse, the nominative before a noun in "parent or guardian", two spellings of వెళ్లండి; Hindi's
// "temporary" for a sample address, phone or logo and two verbs for refuse.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { TranslatedLanguage } from '../../schema/api/languages.ts';
import { sourceContext } from './check-sources.ts';
import { loadGlossary } from './glossary.ts';
import { glossaryFindings } from './glossary-match.ts';
import { loadSources } from './text-sources.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** Every translated text of a language with where it is, as the review sheet names it. */
function textsOf(language: TranslatedLanguage) {
  const pagesText = readFileSync(join(root, 'pages.json'), 'utf8');
  const context = sourceContext(root, language, pagesText, JSON.parse(pagesText));
  return loadSources(context).flatMap((source) =>
    source.texts.map((text) => ({ where: `${text.file} ${text.key}`, text: text.text })),
  );
}

/** The texts holding `pattern`, each as "where: the words found". */
const offending = (language: TranslatedLanguage, pattern: RegExp) =>
  textsOf(language).flatMap(({ where, text }) => {
    const found = text.match(new RegExp(pattern.source, 'gu'));
    return found ? [`${where}: ${found.join(', ')}`] : [];
  });

// A verb's stem followed by బడు/బడి/బడ్డ... (తొలగించబడుతుంది, పంపబడింది): the passive. Not బడి "school"
// (a word of its own: బడిలో), కట్టుబడి "committed" or వెనుకబడి "left behind", which are not passives.
const TELUGU_PASSIVE = /(?<![\u0C00-\u0C7F])(?!కట్టుబడ|వెనుకబడ)[\u0C00-\u0C7F]+బడ[\u0C00-\u0C7F]*/;

describe('the Telugu a native reader signs off', () => {
  it('says what we do in the active voice, with no -బడు passive', () => {
    expect(offending('te', TELUGU_PASSIVE)).toEqual([]);
  });

  it('finds the passive it forbids, and lets school and commitment be', () => {
    const passive = new RegExp(TELUGU_PASSIVE.source, 'u');
    for (const slip of ['మీ దరఖాస్తు తొలగించబడుతుంది', 'సందేశం పంపబడింది', 'అన్నీ తొలగించబడ్డాయి']) expect(slip).toMatch(passive);
    for (const word of ['బడిలో భోజనం', 'మేము కట్టుబడి ఉన్నాము', 'వెనుకబడి ఉన్నారు', 'వెనుకబడకుండా'])
      expect(word).not.toMatch(passive);
  });

  it('has one verb for confirm (నిర్ధారించు) and one for refuse (నిరాకరించు)', () => {
    expect(offending('te', /ధృవీకర[\u0C00-\u0C7F]*|తిరస్కర[\u0C00-\u0C7F]*/)).toEqual([]);
  });

  it('puts "parent or guardian" in the oblique before a noun (తల్లిదండ్రుల లేదా సంరక్షకుల పేరు)', () => {
    expect(offending('te', /తల్లిదండ్రులు లేదా (?:చట్టబద్ధ )?సంరక్షకుల(?![\u0C00-\u0C7F])/)).toEqual([]);
  });

  it('spells వెళ్లండి and మళ్లీ one way, and writes (తప్పనిసరి కాదు) for an optional field', () => {
    expect(offending('te', /వెళ్ళ|మళ్ళ|ఐచ్ఛిక/)).toEqual([]);
  });
});

describe('the Hindi a native reader signs off', () => {
  it('calls a stand-in address, phone or logo a sample (नमूना), never temporary (अस्थायी)', () => {
    expect(offending('hi', /अस्थायी/)).toEqual([]);
    expect(textsOf('hi').filter(({ text }) => text.includes('(नमूना पता)')).length).toBeGreaterThan(0);
  });

  it('has one verb for refuse (अस्वीकार), not मना करें beside it', () => {
    expect(offending('hi', /मना कर[^\s।]*/)).toEqual([]);
  });

  it('names the surname so it cannot be read as a nickname', () => {
    expect(offending('hi', /उपनाम(?! \(सरनेम\))/)).toEqual([]);
  });
});

describe('the glossaries catch each variant the reader stopped at', () => {
  const slips = (language: TranslatedLanguage, english: string, translation: string) => {
    const glossary = loadGlossary(language, join(root, 'translations'))?.data;
    if (!glossary) throw new Error(`no glossary for ${language}`);
    return glossaryFindings(glossary, english, translation).map(
      (finding) => `${finding.kind} ${finding.variant ?? ''}`,
    );
  };

  it.each([
    ['Confirm or refuse the application', 'దరఖాస్తును ధృవీకరించండి లేదా తిరస్కరించండి'],
    ['Parent or guardian name', 'తల్లిదండ్రులు లేదా సంరక్షకుల పేరు'],
    ['Action in Communities', 'సముదాయాలలో కార్యాచరణ'],
    ['The centre works with NGOs and corporate partners.', 'ఈ కేంద్రం స్వచ్ఛంద సంస్థలు, వ్యాపార సంస్థల భాగస్వాములతో పనిచేస్తుంది.'],
    ['Questions for us (optional)', 'మాకు మీ ప్రశ్నలు (ఐచ్ఛికం)'],
    ['Your consent', 'మీ సమ్మతి'],
    ['Your donation receipt', 'మీ విరాళం రిసీట్'],
  ])('Telugu: "%s" as "%s" is caught', (english, telugu) => {
    expect(slips('te', english, telugu).some((slip) => slip.startsWith('avoided'))).toBe(true);
  });

  it.each([
    ['Registered Office (placeholder address)', 'पंजीकृत कार्यालय (अस्थायी पता)'],
    ['If they refuse, it is erased.', 'यदि वे मना करते हैं, तो इसे मिटा दिया जाता है।'],
    ['Gallery', 'गैलरी'],
    ['Your donation receipt', 'आपके दान की रिसीट'],
  ])('Hindi: "%s" as "%s" is caught', (english, hindi) => {
    expect(slips('hi', english, hindi).some((slip) => slip.startsWith('avoided'))).toBe(true);
  });

  it('has the words a donation needs: receipt, PAN, a UPI reference, 80G kept as it is', () => {
    expect(
      slips('te', 'Your 80G receipt needs your PAN and UPI reference.', 'మీ 80G రసీదుకు మీ పాన్ నంబర్, UPI సూచన సంఖ్య కావాలి.'),
    ).toEqual([]);
    expect(
      slips(
        'hi',
        'Your 80G receipt needs your PAN and UPI reference.',
        'आपकी 80G रसीद के लिए आपका पैन नंबर और UPI संदर्भ संख्या चाहिए।',
      ),
    ).toEqual([]);
    expect(slips('hi', 'Your PAN', 'आपका परमानेंट अकाउंट नंबर')).toEqual(['avoided परमानेंट अकाउंट']);
  });

  it('marks the choice of అంగీకారం over సమ్మతి for the foundation’s lawyer', () => {
    const consent = loadGlossary('te', join(root, 'translations'))?.data?.terms.find((term) =>
      term.en.includes('consent*'),
    );
    expect(consent?.use).toEqual(['అంగీకార*']);
    expect(consent?.note).toMatch(/^FOR THE FOUNDATION'S LAWYER: /);
  });
});
