// The checker of `npm run pages:check` (content/validation and content/translations) run on a revision's
// texts instead of the files on disk: the pages file first, then, when it has the schema's shape, each
// language's translations against it. Referenced pictures must exist in the site's public folder or be
// among the pictures uploaded from the staff area (`uploaded`: pictures-store.ts), and the glossaries are the repository's (translations/glossary.<language>.json), as for pages:check.
// The translations' messages also come placed on the fields of pages.json they are about (`fields`), for the
// section editor.
import { checkLanguage } from '../../content/translations/check.ts';
import { fieldMessages } from '../../content/translations/field-messages.ts';
import { parseTranslations } from '../../content/translations/load.ts';
import { defaultContext } from '../../content/validation/check-context.ts';
import { formatProblem, type Problem, validatePagesText } from '../../content/validation/index.ts';
import { TRANSLATED_LANGUAGES } from '../../schema/api/languages.ts';
import type { ContentCheck, ContentFieldMessage, ContentProblem } from '../../schema/api/publishing.ts';
import type { ContentFiles } from './content-files.ts';

const asProblem = (problem: Problem): ContentProblem => ({
  severity: problem.severity,
  file: problem.file,
  line: problem.line,
  column: problem.column,
  where: problem.where,
  message: problem.message,
  text: formatProblem(problem),
});

/** What the server itself reads of the published content, optional in the schema for older files. */
const SERVER_NEEDS = [
  ['notifications', "the team's e-mail addresses and the texts of the e-mails the forms send"],
  ['privacy', "the forms' privacy notices"],
] as const;

function serverNeeds(data: unknown): ContentProblem[] {
  const site = (data as { site?: Record<string, unknown> }).site ?? {};
  return SERVER_NEEDS.filter(([key]) => site[key] === undefined).map(([key, what]) => {
    const message = `The site settings have no "${key}": the server needs ${what}. Put them back (schema/site.schema.json describes them).`;
    return {
      severity: 'error',
      file: 'pages.json',
      line: 1,
      column: 1,
      where: `site.${key}`,
      message,
      text: `pages.json: ${message}`,
    };
  });
}

export function checkContentFiles(files: ContentFiles, uploaded: readonly string[] = []): ContentCheck {
  const result = validatePagesText(files.pagesText, 'pages.json', { ...defaultContext, uploaded: new Set(uploaded) });
  const problems = result.problems.map(asProblem);
  const fields: ContentFieldMessage[] = [];
  if (result.matchesSchema)
    for (const language of TRANSLATED_LANGUAGES) {
      const file = `translations/${language}.json`;
      const loaded = parseTranslations(files.translations[language], file, language);
      const report = checkLanguage(files.pagesText, result.data, loaded, language);
      problems.push(...report.problems.map((problem) => asProblem(problem)));
      fields.push(...fieldMessages(result.data as { pages: { path: string }[] }, language, report, loaded.data));
    }
  if (result.matchesSchema) problems.push(...serverNeeds(result.data));
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  return {
    ok: errors === 0,
    errors,
    warnings: problems.length - errors,
    problems,
    pages: result.pageCount,
    fields,
  };
}
