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
