// Which addresses each form lives on: the pages of pages.json whose blocks hold it, in every
// language (/ContactPage, /hi/ContactPage, /te/ContactPage), compared as _routes.json keys are
// (lower case, no trailing slash). A plain post's 303 leads only there, and only there does
// ?sent=<form> draw the confirmation: anywhere else the query means nothing.
import type { FormName } from '../../schema/api/form-page.ts';
import { normalisePath } from '../../content/routes.ts';
import { LANGUAGES, type Language, localisePath } from '../../schema/api/languages.ts';

/** The block type that draws each form (blocks/<type>; the server never imports the blocks). */
const FORM_BLOCKS: Record<string, readonly FormName[]> = {
  'contact-form': ['contact'],
  'join-form': ['volunteer'],
  'upload-test': ['testUpload'],
  // The Donate form's two steps are one block.
  'donation-form': ['donationPledge', 'donation'],
};

interface PagesFile {
  pages: { path: string; blocks?: { type?: string }[] }[];
}

export interface FormAddresses {
  /** True when `path` (as requested, any case, with or without a trailing slash) is a page of `form`. */
  has(form: FormName, path: string): boolean;
  /** The form's own page in `language`, for a post that came from nowhere we know. */
  home(form: FormName, language: Language): string;
}

/** The page each form lived on before pages.json said; still the answer for a form on no page. */
export const FORM_PAGES: Record<FormName, string> = {
  contact: '/ContactPage',
  volunteer: '/JoinUs',
  testUpload: '/FileUploadTest',
  donationPledge: '/donate',
  donation: '/donate',
};

export function formAddresses(file: PagesFile): FormAddresses {
  const pagesOf = new Map<FormName, string[]>();
  for (const page of file.pages) {
    for (const block of page.blocks ?? []) {
      for (const form of block.type ? (FORM_BLOCKS[block.type] ?? []) : [])
        if (!pagesOf.get(form)?.includes(page.path)) pagesOf.set(form, [...(pagesOf.get(form) ?? []), page.path]);
    }
  }
  // A form on no page keeps its historical address, so its redirect still has somewhere to go.
  const homes = (form: FormName) => pagesOf.get(form) ?? [FORM_PAGES[form]];
  const known = new Map<FormName, Set<string>>(
    (Object.keys(FORM_PAGES) as FormName[]).map((form) => [
      form,
      new Set(homes(form).flatMap((path) => LANGUAGES.map((language) => normalisePath(localisePath(path, language))))),
    ]),
  );
  return {
    has: (form, path) => known.get(form)?.has(normalisePath(path)) ?? false,
    home: (form, language) => localisePath(homes(form)[0], language),
  };
}
