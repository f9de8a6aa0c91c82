import { describe, expect, it } from 'vitest';
import { formatProblem } from '../validation/index.ts';
import { checkLanguage } from './check.ts';
import { parseTranslations } from './load.ts';

const pages = {
  site: {},
  pages: [{ path: '/', blocks: [{ type: 'banner', text: 'Serving 600K+ meals a year.', emphasis: '600K+' }] }],
};
const pagesText = JSON.stringify(pages);

function warnings(text: string, emphasis: string) {
  const file = JSON.stringify(
    {
      language: 'hi',
      review: 'needs review by a native speaker',
      site: {},
      pages: {
        '/': {
          '/blocks/0/text': { en: 'Serving 600K+ meals a year.', text },
          '/blocks/0/emphasis': { en: '600K+', text: emphasis },
        },
      },
    },
    null,
    2,
  );
  const report = checkLanguage(pagesText, pages, parseTranslations(file, 'translations/hi.json', 'hi'), 'hi');
  return report.problems.map((problem) => formatProblem(problem));
}

describe('a banner’s highlighted words in translation', () => {
  it('warns, at the translated words, when the translated sentence does not hold them', () => {
    expect(warnings('हर साल 6 लाख+ भोजन परोसना।', '6 लाख से अधिक')).toEqual([
      'translations/hi.json:13:9  warning: / > /blocks/0/emphasis: the highlighted words "6 लाख से अधिक" are not in the translated text of this banner, so nothing is highlighted; write them exactly as they appear in /blocks/0/text',
    ]);
  });

  it('says nothing when they are there', () => {
    expect(warnings('हर साल 6 लाख से अधिक भोजन परोसना।', '6 लाख से अधिक')).toEqual([]);
  });
});
