import { PICTURE_ENDINGS } from '../pictures/upload-rules.ts';
import { invisiblesIn } from './invisible-characters.ts';

/** The picture formats the site's picture pipeline and every browser read: the upload rules' own list. */
const PICTURE_FORMATS = PICTURE_ENDINGS;
const FORMAT_LIST = PICTURE_FORMATS.map((format) => `.${format}`).join(', ');

/** Formats a phone or a camera saves that browsers do not all show, and how to get a working copy. */
const CONVERT: Record<string, string> = {
  heic: 'iPhones save photos as .heic, which most browsers cannot show',
  heif: '.heif photos (from phones) are not shown by most browsers',
  tif: '.tif pictures are not shown by browsers',
  tiff: '.tiff pictures are not shown by browsers',
  bmp: '.bmp pictures are very large and not worth sending to visitors',
  gif: '.gif is not one of the formats the site resizes for phones',
  pdf: 'a .pdf is a document, not a picture',
};

/** A safe name for the same file: small-letter ending, dashes for spaces, only letters, digits, - and _. */
function saferName(name: string, ending: string): string {
  const dot = name.lastIndexOf('.');
  const stem = (dot > 0 ? name.slice(0, dot) : name)
    .replace(/\s+/g, '-')
    .replace(/[^A-Za-z0-9_.-]/g, '')
    .replace(/-+/g, '-');
  return `${stem || 'picture'}.${ending}`;
}

/**
 * Says exactly what is wrong with a picture address the schema refused (`"/images/IMG 2041.HEIC"`), and
 * what to write instead. The schema accepts /images/ names of letters, digits, dashes, underscores and
 * dots, ending in one of PICTURE_FORMATS in small letters.
 */
export function pictureNameProblem(src: string): string {
  const faults: string[] = [];
  let path = src;
  if (/^\/?public\/images\//.test(src)) {
    faults.push('leave out "public": addresses start at /images/');
    path = src.replace(/^\/?public/, '');
  } else if (src.startsWith('images/')) {
    faults.push('it must start with a slash, "/images/..."');
    path = `/${src}`;
  } else if (/^https?:\/\//.test(src)) {
    return `"${src}" is a picture on another website. Save the picture into the public/images/ folder and write "/images/" and its file name here. Formats that work: ${FORMAT_LIST}.`;
  } else if (!src.startsWith('/images/')) {
    faults.push('a picture must be in the public/images/ folder, and its address starts with /images/');
    path = `/images/${src.replace(/^\/+/, '').replace(/^.*\//, '')}`;
  }
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  const ending = dot > 0 ? name.slice(dot + 1) : '';
  let fixedEnding = ending.toLowerCase();
  let convert = false;
  if (!ending) {
    faults.push(`the name has no ending such as .jpg`);
    fixedEnding = 'jpg';
  } else if (!PICTURE_FORMATS.includes(ending.toLowerCase())) {
    const why = CONVERT[ending.toLowerCase()] ?? `.${ending} is not a picture format the site can use`;
    faults.push(why);
    fixedEnding = 'jpg';
    convert = true;
  } else if (ending !== fixedEnding) {
    faults.push(`the ending ".${ending}" has capital letters: endings must be in small letters, ".${fixedEnding}"`);
  }
  const stem = dot > 0 ? path.slice(0, path.length - ending.length - 1) : path;
  const invisible = invisiblesIn(stem);
  if (invisible.length > 0) faults.push(`the name holds an invisible ${invisible[0].name}`);
  else if (/\s/.test(stem)) faults.push('the name has spaces, which break web addresses');
  const odd = [...new Set(stem.replace(/^\/images\//, '').replace(/[A-Za-z0-9_\-/.\s]/g, ''))].filter(
    (char) => invisiblesIn(char).length === 0,
  );
  if (odd.length > 0)
    faults.push(`the name has ${odd.map((c) => `"${c}"`).join(' ')}, which web addresses cannot hold as they are`);
  if (/\.\./.test(stem)) faults.push('the name has ".." in it');
  const folder = path.slice(0, path.lastIndexOf('/') + 1);
  const suggestion = `${folder}${saferName(name, fixedEnding)}`;
  const file = `"${suggestion.slice(folder.length)}" (in public${folder})`;
  const fix = convert
    ? ` Open it, save (or export) a copy as ${file}, and write "${suggestion}" here.`
    : suggestion === path
      ? ''
      : ` Rename the file to ${file} and write "${suggestion}" here.`;
  return `the picture "${src}" cannot be used: ${faults.join('; ') || 'the name is not written the expected way'}.${fix} Names may use letters, digits, dashes (-) and underscores (_); formats that work: ${FORMAT_LIST}.`;
}
