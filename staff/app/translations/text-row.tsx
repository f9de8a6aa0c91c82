// One text on the translations page: where a reader meets it, the English beside the translation (in its own
// language, so a screen reader speaks each in its voice), the glossary's notes, its review state, the
// translation to correct in place (Save correction), Mark reviewed, and a box to choose it for marking several
// at once (only while its translation is the one shown, unedited, and not reviewed).
import { useState } from 'react';
import styled from 'styled-components';
import type { TranslationTextView } from '../../../schema/api/translations.ts';
import { Actions, Button, Muted } from '../ui.tsx';
import { STATE_WORDS } from './shown-texts.ts';

const Row = styled.li`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding: ${({ theme }) => theme.space.m} 0;
  textarea { width: 100%; min-height: 4.5rem; font: inherit; padding: ${({ theme }) => theme.space.xs}; }
  blockquote { margin: 0 0 ${({ theme }) => theme.space.s}; white-space: pre-wrap; }
`;

export interface RowActions {
  correct(text: TranslationTextView, value: string): Promise<boolean>;
  markReviewed(text: TranslationTextView): Promise<void>;
}

export function TextRow({
  text,
  language,
  languageName,
  actions,
  selected,
  onSelect,
}: {
  text: TranslationTextView;
  language: string;
  languageName: string;
  actions: RowActions;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}) {
  const [value, setValue] = useState(text.text);
  const [busy, setBusy] = useState(false);
  const id = `text-${text.where.replace(/[^A-Za-z0-9]+/g, '-')}`;
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    await work();
    setBusy(false);
  };
  const changed = value !== text.text;
  const markable = !changed && text.state !== 'reviewed' && text.text !== '' && !text.outdated;
  const edit = (next: string) => {
    setValue(next);
    // A text being corrected is no longer the one chosen for marking.
    if (selected && next !== text.text) onSelect(false);
  };
  return (
    <Row aria-labelledby={`${id}-where`}>
      <h2 id={`${id}-where`}>
        {text.page}: {text.field}
      </h2>
      <p>
        <strong>English</strong>
      </p>
      <blockquote lang="en">{text.en}</blockquote>
      {text.outdated ? (
        <Muted>
          This translation was made from an earlier English: visitors see the English until it is corrected.
        </Muted>
      ) : null}
      <label htmlFor={id}>
        <strong>{languageName}</strong>
      </label>
      <textarea id={id} lang={language} value={value} onChange={(event) => edit(event.target.value)} />
      {text.glossary.length ? (
        <ul aria-label="The glossary says">
          {text.glossary.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      <p>
        {STATE_WORDS[text.state]}
        {text.reviewedOn ? ` (${text.reviewedOn})` : ''}.
      </p>
      <Actions>
        <Button
          type="button"
          disabled={busy || !changed}
          onClick={() => run(() => actions.correct(text, value))}
          aria-label={`Save correction: ${text.page}: ${text.field}`}
        >
          Save correction
        </Button>
        <Button
          type="button"
          $tone="plain"
          disabled={busy || !markable}
          onClick={() => run(() => actions.markReviewed(text))}
          aria-label={`Mark reviewed: ${text.page}: ${text.field}`}
        >
          Mark reviewed
        </Button>
        <label>
          <input
            type="checkbox"
            checked={selected && markable}
            disabled={busy || !markable}
            onChange={(event) => onSelect(event.target.checked)}
            aria-label={`Choose for marking reviewed: ${text.page}: ${text.field}`}
          />{' '}
          Choose
        </label>
      </Actions>
    </Row>
  );
}
