// A language's texts for its translators (/translations/te, /translations/hi): the count of reviewed texts,
// the filters (not reviewed, changed in English since review, one page), and each text to correct in place or
// mark reviewed, one by one or the texts chosen, in one request. Both make a new draft; visitors see them
// once an editor publishes. The server checks a correction as the review sheet does and its refusal is
// shown as it says it.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { TranslatedLanguage } from '../../../schema/api/languages.ts';
import {
  TRANSLATIONS_API,
  type TranslationChange,
  type TranslationTexts,
  type TranslationTextView,
} from '../../../schema/api/translations.ts';
import styled from 'styled-components';
import { Link } from 'wouter';
import { type Answer, call } from '../api.ts';
import { Actions, Button, Muted, Notice, NoticeFocus, PageHeading } from '../ui.tsx';
import { PAGE_SIZE, pagesOf, SHOWS, type Show, shownTexts, type TextFilter } from './shown-texts.ts';
import { type RowActions, TextRow } from './text-row.tsx';

/** A filter whose choices may be long (the server's pages and e-mails): it narrows to the phone's width. */
const Filter = styled.label`
  max-width: 100%;
  select {
    max-width: 100%;
  }
`;

export const LANGUAGE_NAMES: Record<TranslatedLanguage, string> = { hi: 'Hindi', te: 'Telugu' };

export function TranslationsPage({ language }: { language: TranslatedLanguage }) {
  const name = LANGUAGE_NAMES[language];
  const [list, setList] = useState<TranslationTexts>();
  const [filter, setFilter] = useState<TextFilter>({ show: 'not-reviewed', page: '' });
  const [limit, setLimit] = useState(PAGE_SIZE);
  const [notice, setNotice] = useState<{ text: string; error: boolean }>();
  /** The texts chosen for Mark reviewed, by where they are written. */
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [marking, setMarking] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);

  const load = useCallback(async () => {
    const answer = await call<TranslationTexts>('GET', `${TRANSLATIONS_API.texts}?language=${language}`);
    if (answer.ok) setList(answer.data);
    else setNotice({ text: answer.message, error: true });
  }, [language]);
  useEffect(() => {
    load();
  }, [load]);

  const settled = (answer: Answer<TranslationChange>) => {
    if (answer.ok) {
      setList(answer.data);
      setChosen(new Set());
      const warnings = answer.data.warnings.length ? ` ${answer.data.warnings.join(' ')}` : '';
      setNotice({ text: `${answer.message}${warnings}`, error: false });
    } else setNotice({ text: answer.message, error: true });
    noticeRef.current?.focus();
    return answer.ok;
  };
  const review = (texts: TranslationTextView[]) =>
    call<TranslationChange>('POST', TRANSLATIONS_API.review, {
      language,
      revision: list?.revision,
      texts: texts.map((text) => ({ where: text.where, english: text.en, text: text.text })),
    });
  const markChosen = async () => {
    setMarking(true);
    settled(await review((list?.texts ?? []).filter((text) => chosen.has(text.where))));
    setMarking(false);
  };
  const choose = (where: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(where);
    else next.delete(where);
    setChosen(next);
  };
  const actions: RowActions = {
    correct: async (text, value) =>
      settled(
        await call<TranslationChange>('POST', TRANSLATIONS_API.correct, {
          language,
          revision: list?.revision,
          where: text.where,
          english: text.en,
          text: value,
        }),
      ),
    markReviewed: async (text) => {
      settled(await review([text]));
    },
  };

  const shown = useMemo(() => shownTexts(list?.texts ?? [], filter), [list, filter]);
  const filterBy = (change: Partial<TextFilter>) => {
    setFilter({ ...filter, ...change });
    setLimit(PAGE_SIZE);
  };
  return (
    <>
      <p>
        <Link href="/translations">All languages</Link>
      </p>
      <PageHeading title={`${name} texts`}>{name} texts</PageHeading>
      <Muted>
        Every text a visitor reads in {name} on the pages, the menu and footer, the privacy notice and the e-mails to
        visitors. Corrections and marks go into the draft: visitors see them once an editor publishes it.
      </Muted>
      <NoticeFocus ref={noticeRef}>
        <Notice error={notice?.error}>{notice?.text}</Notice>
      </NoticeFocus>
      {list ? (
        <>
          <p role="status">
            <strong>
              {list.reviewed} of {list.total} texts reviewed
            </strong>{' '}
            (draft revision {list.revision})
          </p>
          <Actions role="group" aria-label="Which texts to show">
            <Filter>
              Show{' '}
              <select value={filter.show} onChange={(event) => filterBy({ show: event.target.value as Show })}>
                {SHOWS.map((show) => (
                  <option key={show.value} value={show.value}>
                    {show.label}
                  </option>
                ))}
              </select>
            </Filter>
            <Filter>
              Page{' '}
              <select value={filter.page} onChange={(event) => filterBy({ page: event.target.value })}>
                <option value="">Every page</option>
                {pagesOf(list.texts).map((page) => (
                  <option key={page} value={page}>
                    {page}
                  </option>
                ))}
              </select>
            </Filter>
          </Actions>
          <p>
            {shown.length} {shown.length === 1 ? 'text' : 'texts'} shown
            {shown.length > limit ? ` (the first ${limit})` : ''}.
          </p>
          <Actions role="group" aria-label="The texts chosen">
            <Button type="button" disabled={marking || chosen.size === 0} onClick={markChosen}>
              {chosen.size
                ? `Mark ${chosen.size} chosen ${chosen.size === 1 ? 'text' : 'texts'} reviewed`
                : 'Mark the chosen texts reviewed'}
            </Button>
            {chosen.size ? (
              <Button type="button" $tone="plain" disabled={marking} onClick={() => setChosen(new Set())}>
                Choose none
              </Button>
            ) : (
              <Muted>Tick Choose beside the texts you have read to mark them reviewed together.</Muted>
            )}
          </Actions>
          <ul>
            {shown.slice(0, limit).map((text: TranslationTextView) => (
              <TextRow
                key={`${list.revision} ${text.where}`}
                text={text}
                language={language}
                languageName={name}
                actions={actions}
                selected={chosen.has(text.where)}
                onSelect={(on) => choose(text.where, on)}
              />
            ))}
          </ul>
          {shown.length > limit ? (
            <Button type="button" $tone="plain" onClick={() => setLimit(limit + PAGE_SIZE)}>
              Show {PAGE_SIZE} more
            </Button>
          ) : null}
        </>
      ) : (
        <p aria-busy="true">Loading the texts…</p>
      )}
    </>
  );
}
