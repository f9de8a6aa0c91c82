// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PagesFile } from '../content/types.ts';
import { fingerprint, readPages, savePages } from '../editor/server/pages-file.ts';
import { writePages } from '../editor/server/pages-writer.ts';
import { PictureRefused, pictureFileName } from '../content/pictures/upload-rules.ts';
import { savePicture } from '../editor/server/pictures.ts';
import { readTranslationFile, type TranslationData, writeTranslations } from '../editor/server/translations-file.ts';

const original = readFileSync('pages.json', 'utf8');
const parsed = () => JSON.parse(original) as PagesFile;
let dir: string;
let file: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'editor-file-'));
  file = join(dir, 'pages.json');
  writeFileSync(file, original);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('writing pages.json', () => {
  it('gives back the file byte for byte when nothing changed, hand-made line breaks included', () => {
    expect(writePages(parsed(), original)).toBe(original);
  });

  it('changes only the lines of an edited value', () => {
    const data = parsed();
    const page = data.pages.find((candidate) => candidate.title)!;
    page.title = 'A new title';
    const before = original.split('\n');
    const after = writePages(data, original).split('\n');
    expect(after).toHaveLength(before.length);
    const changed = after.filter((line, at) => line !== before[at]);
    expect(changed).toEqual([expect.stringContaining('"title": "A new title"')]);
  });

  it('keeps the text of a moved section as it was written', () => {
    const data = parsed();
    const blocks = data.pages[0].blocks;
    [blocks[1], blocks[2]] = [blocks[2], blocks[1]];
    const text = writePages(data, original);
    expect(JSON.parse(text)).toEqual(data);
    // The same lines, in another order: nothing but the move.
    expect([...text.split('\n')].sort()).toEqual([...original.split('\n')].sort());
  });
});

describe('saving pages.json', () => {
  it('saves over the version it loaded, and says when nothing changed', () => {
    const { hash } = readPages(file);
    const data = parsed();
    data.pages[0].title = 'Home, edited';
    const saved = savePages(file, { data, baseHash: hash });
    expect(saved).toEqual({
      status: 'saved',
      hash: fingerprint(readFileSync(file, 'utf8')),
      changed: true,
      translationHashes: {},
    });
    expect(JSON.parse(readFileSync(file, 'utf8')).pages[0].title).toBe('Home, edited');
    const again = savePages(file, { data, baseHash: (saved as { hash: string }).hash });
    expect(again).toMatchObject({ status: 'saved', changed: false });
  });

  it('refuses to overwrite a file changed on disk since it was loaded, unless asked to replace that version', () => {
    const { hash } = readPages(file);
    const elsewhere = original.replace('"version": 1', '"version": 1 ');
    writeFileSync(file, elsewhere);
    const data = parsed();
    data.pages[0].title = 'Mine';
    expect(savePages(file, { data, baseHash: hash })).toEqual({
      status: 'conflict',
      hash: fingerprint(elsewhere),
      translationHashes: { hi: fingerprint(''), te: fingerprint('') },
      files: ['pages.json'],
    });
    expect(readFileSync(file, 'utf8')).toBe(elsewhere);
    // Asked to replace the version it loaded, not the one on disk now: nothing is replaced unseen.
    expect(savePages(file, { data, baseHash: hash, overwrite: { hash } })).toMatchObject({ status: 'conflict' });
    expect(readFileSync(file, 'utf8')).toBe(elsewhere);
    const seen = { hash: fingerprint(elsewhere) };
    expect(savePages(file, { data, baseHash: hash, overwrite: seen })).toMatchObject({ status: 'saved' });
    expect(JSON.parse(readFileSync(file, 'utf8')).pages[0].title).toBe('Mine');
  });

  it('never writes content the checker refuses, and says where the error is', () => {
    const { hash } = readPages(file);
    const data = parsed();
    (data.pages[0].blocks[0] as { heading?: string }).heading = '';
    const outcome = savePages(file, { data, baseHash: hash });
    expect(outcome.status).toBe('invalid');
    expect(outcome.status === 'invalid' && outcome.problems[0]).toMatchObject({
      path: ['pages', 0, 'blocks', 0, 'heading'],
      where: '/ > block 1 (hero) > heading',
    });
    expect(readFileSync(file, 'utf8')).toBe(original);
  });
});

const hindi = readFileSync('translations/hi.json', 'utf8');
const hindiData = () => JSON.parse(hindi) as TranslationData;
/** The lines of `after` that differ from `before` (same line count expected). */
const changedLinesOf = (before: string, after: string) => {
  const old = before.split('\n');
  return after.split('\n').filter((line, at) => line !== old[at]);
};

describe('writing a translation file', () => {
  it('gives back the file byte for byte when nothing changed', () => {
    expect(writeTranslations(hindiData(), hindi)).toBe(hindi);
  });

  it('changes only the line of an edited translation, keeping the order of the entries', () => {
    const data = hindiData();
    const [path, texts] = Object.entries(data.pages)[1];
    const [pointer, entry] = Object.entries(texts)[0];
    texts[pointer] = { en: entry.en, text: 'नया पाठ' };
    const after = writeTranslations(data, hindi);
    expect(after.split('\n')).toHaveLength(hindi.split('\n').length);
    expect(changedLinesOf(hindi, after)).toEqual([expect.stringMatching(/^ +"text": "नया पाठ"$/)]);
    expect(Object.keys(JSON.parse(after).pages[path])).toEqual(Object.keys(texts));
  });
});

describe('saving translations with pages.json', () => {
  let translationsDir: string;
  beforeEach(() => {
    translationsDir = join(dir, 'translations');
    mkdirSync(translationsDir);
    writeFileSync(join(translationsDir, 'hi.json'), hindi);
  });

  it('writes the edited translation file, only its edited entry, and gives its new fingerprint', () => {
    const { hash } = readPages(file);
    const translation = readTranslationFile(translationsDir, 'hi');
    const data = hindiData();
    data.site['/navigation/0/label'] = { en: 'Home', text: 'होम' };
    const saved = savePages(file, {
      data: parsed(),
      baseHash: hash,
      translations: { hi: { data, baseHash: translation.hash } },
    });
    const after = readFileSync(join(translationsDir, 'hi.json'), 'utf8');
    expect(saved).toEqual({ status: 'saved', hash, changed: true, translationHashes: { hi: fingerprint(after) } });
    expect(changedLinesOf(hindi, after)).toEqual(['      "text": "होम"']);
    expect(readFileSync(file, 'utf8')).toBe(original);
  });

  it('refuses to overwrite a translation file changed on disk since it was loaded, naming it', () => {
    const { hash } = readPages(file);
    const translation = readTranslationFile(translationsDir, 'hi');
    const elsewhere = hindi.replace('"मुखपृष्ठ"', '"मुख्य पृष्ठ"');
    writeFileSync(join(translationsDir, 'hi.json'), elsewhere);
    const data = hindiData();
    data.site['/navigation/0/label'] = { en: 'Home', text: 'होम' };
    const request = { data: parsed(), baseHash: hash, translations: { hi: { data, baseHash: translation.hash } } };
    const conflict = savePages(file, request);
    expect(conflict).toMatchObject({ status: 'conflict', files: ['translations/hi.json'] });
    expect(conflict.status === 'conflict' && conflict.translationHashes.hi).toBe(fingerprint(elsewhere));
    expect(readFileSync(join(translationsDir, 'hi.json'), 'utf8')).toBe(elsewhere);
    // Replacing pages.json as it is does not cover hi.json: its own fingerprint on disk is needed too.
    expect(savePages(file, { ...request, overwrite: { hash } })).toMatchObject({ status: 'conflict' });
    const overwrite = { hash, translationHashes: { hi: fingerprint(elsewhere) } };
    expect(savePages(file, { ...request, overwrite })).toMatchObject({ status: 'saved' });
    expect(JSON.parse(readFileSync(join(translationsDir, 'hi.json'), 'utf8')).site['/navigation/0/label'].text).toBe(
      'होम',
    );
  });
});

describe('adding a picture', () => {
  it('names it as the schema wants: small letters, dashes, a known ending', () => {
    expect(pictureFileName('School visit 2.JPG')).toBe('school-visit-2.jpg');
    expect(pictureFileName('IMG_2041.jpeg')).toBe('img-2041.jpg');
    expect(pictureFileName('Café déjà.PNG')).toBe('cafe-deja.png');
  });

  it('refuses a format the site cannot show, naming the ones it can', () => {
    expect(() => pictureFileName('IMG_2041.HEIC')).toThrow(PictureRefused);
    expect(() => pictureFileName('IMG_2041.HEIC')).toThrow(/\.heic.*\.jpg, \.jpeg, \.png/);
  });

  it('never replaces a picture that is there: the copy gets a number', async () => {
    const red = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#f00' } })
      .jpeg()
      .toBuffer();
    const blue = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#00f' } })
      .jpeg()
      .toBuffer();
    expect(await savePicture(dir, 'Photo.jpg', red)).toBe('/images/photo.jpg');
    expect(await savePicture(dir, 'photo.JPG', blue)).toBe('/images/photo-2.jpg');
    expect(readFileSync(join(dir, 'images/photo.jpg'))).toEqual(red);
  });
});
