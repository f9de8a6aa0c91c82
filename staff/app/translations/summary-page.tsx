// The translations area's first page (/translations): for each language, how many of its texts a native
// speaker has reviewed in the draft and how many on the site visitors see (they differ until an editor
// publishes the draft), how many wait for a first review or a second reading, and the way to its texts.
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { type ReviewTally, TRANSLATIONS_API, type TranslationSummary } from '../../../schema/api/translations.ts';
import { call } from '../api.ts';
import { Card, Facts, Muted, Notice, PageHeading } from '../ui.tsx';
import { LANGUAGE_NAMES } from './translations-page.tsx';

const reviewedOf = (tally: ReviewTally) => `${tally.reviewed} of ${tally.total} texts reviewed`;

export function TranslationsSummaryPage() {
  const [summary, setSummary] = useState<TranslationSummary>();
  const [problem, setProblem] = useState<string>();
  useEffect(() => {
    call<TranslationSummary>('GET', TRANSLATIONS_API.summary).then((answer) => {
      if (answer.ok) setSummary(answer.data);
      else setProblem(answer.message);
    });
  }, []);
  const waiting = summary && summary.draft !== summary.published;
  return (
    <>
      <PageHeading title="Translations">Translations</PageHeading>
      <p>
        Every text a visitor reads in Hindi and Telugu (the pages, the menu and footer, the privacy notice and the
        e-mails to visitors) waits for a native speaker to read it. Open a language to correct its texts or mark them
        reviewed; an editor then publishes the draft.
      </p>
      <Notice error>{problem}</Notice>
      {summary ? (
        <>
          <p role="status">
            {waiting
              ? `The draft (revision ${summary.draft}) holds changes visitors do not see yet: the site shows revision ${summary.published}.`
              : `The draft is what visitors see (revision ${summary.published}).`}
          </p>
          {summary.languages.map(({ language, draft, published }) => {
            const name = LANGUAGE_NAMES[language];
            return (
              <Card key={language} aria-labelledby={`summary-${language}`}>
                <h2 id={`summary-${language}`}>{name}</h2>
                <Facts>
                  <dt>In the draft</dt>
                  <dd>{reviewedOf(draft)}</dd>
                  <dt>On the site</dt>
                  <dd>{reviewedOf(published)}</dd>
                  <dt>Not reviewed yet</dt>
                  <dd>{draft.notReviewed}</dd>
                  <dt>Changed in English since review</dt>
                  <dd>{draft.englishChanged}</dd>
                </Facts>
                <Link href={`/translations/${language}`}>Review the {name} texts</Link>
              </Card>
            );
          })}
          <Muted>
            The words written in the code (the forms&apos; messages, the pages and e-mails the server writes itself) are
            not listed here yet: they are reviewed through the review sheet (npm run translations:sheet), which npm run
            pages:check counts with these.
          </Muted>
        </>
      ) : problem ? null : (
        <p aria-busy="true">Counting the reviewed texts…</p>
      )}
    </>
  );
}
