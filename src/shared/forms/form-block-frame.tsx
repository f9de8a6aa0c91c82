// The frame every form block renders: its heading and intro, the form card (title, note, alert,
// the block's own fields, the honeypot, the send button, and the confirmation that replaces the
// sent form) beside a side panel. Every text comes from the block's props (pages.json).
// Without JavaScript the form posts itself (method, action, names, the browser's own checks of
// `required` and the input types); once hydrated, the block's checks and messages take over.
import type { ReactNode } from 'react';
import { IDEMPOTENCY_FIELD } from '../../../schema/api/form-page.ts';
import { HONEYPOT_FIELD } from '../../../schema/api/payloads.ts';
import { usePageLanguage } from '../i18n/page-language.ts';
import { Container, Section } from '../ui/container.ts';
import { RequiredNote, scriptedChecks, SubmitButton } from '../ui/form-controls.tsx';
import { FormAlert, Honeypot } from '../ui/form-signals.tsx';
import {
  BlockHeading,
  FormCard,
  FormGrid,
  headingTags,
  Intro,
  SentStatus,
  SidePanel,
  SubHeading,
} from '../ui/form-layout.tsx';
import { ErrorSummary } from './error-summary.tsx';
import type { PageFormTexts } from './form-definition.ts';
import type { FormFrameHandle } from './use-form-block.ts';

export interface FormBlockFrameProps {
  id?: string;
  headingLevel?: number;
  heading: string;
  intro?: string;
  form: FormFrameHandle;
  /** The form's own title; without one the form is named by the block heading. */
  title?: string;
  requiredNote?: string;
  submitLabel: string;
  submittingLabel: string;
  success: { heading: string; text?: string; againLabel: string };
  /** Shown under the success heading in place of success.text (e.g. the server's message). */
  successText?: string | null;
  /** The heading of the error summary on a page served for a plain post (English by default). */
  errorSummaryHeading?: string;
  /** A Hindi or Telugu page's form texts: the error summary's heading and the title's "Error: " come from them. */
  texts?: PageFormTexts;
  /** Shown between the heading and the form (the Donate form's payment details). */
  before?: ReactNode;
  /** The side panel: its heading, the suffix of its heading's id, and its content. */
  side: { id: string; heading: string; content: ReactNode };
  /** The block's fields, in page order. */
  children: ReactNode;
}

export function FormBlockFrame(props: FormBlockFrameProps) {
  const { id, headingLevel = 1, heading, intro, form, title, requiredNote, success, successText, side } = props;
  const { state, formId, submitting } = form;
  const { language } = usePageLanguage();
  const { summary } = state;
  const tags = headingTags(headingLevel as 1 | 2);
  return (
    <Section id={id} $tone="surface">
      <Container>
        <BlockHeading as={tags.main}>{heading}</BlockHeading>
        {intro && <Intro>{intro}</Intro>}
        {props.before}
        <FormGrid>
          <FormCard>
            <SentStatus
              ref={form.successHeading}
              sent={state.status === 'submitted'}
              level={tags.sub}
              {...success}
              text={successText ?? success.text}
              onAgain={state.reset}
            />
            {summary && (
              <ErrorSummary
                heading={props.errorSummaryHeading ?? props.texts?.errorSummaryHeading ?? 'There is a problem'}
                titlePrefix={props.texts?.errorTitlePrefix}
                level={tags.sub}
                message={summary.message}
                problems={[...form.problems, ...summary.others.map((text) => ({ text }))]}
              />
            )}
            {state.status !== 'submitted' && (
              <form
                ref={scriptedChecks}
                method="post"
                action={form.action}
                onSubmit={form.onSubmit}
                aria-labelledby={title ? `${formId}-title` : undefined}
                aria-label={title ? undefined : heading}
              >
                {title && (
                  <SubHeading as={tags.sub} id={`${formId}-title`}>
                    {title}
                  </SubHeading>
                )}
                {requiredNote && <RequiredNote>{requiredNote}</RequiredNote>}
                <FormAlert message={state.error} />
                {props.children}
                <Honeypot
                  formId={formId}
                  name={HONEYPOT_FIELD}
                  value={state.values[HONEYPOT_FIELD]}
                  onValue={(value) => state.setValue(HONEYPOT_FIELD, value)}
                />
                {/* The Idempotency-Key of a plain post: the server writes a fresh one into each page it
                    serves (so the value differs from this render's), the scripted path sends a header. */}
                <input type="hidden" name={IDEMPOTENCY_FIELD} defaultValue="" suppressHydrationWarning />
                {/* The server answers a plain post in the page's language (English when left out). */}
                {language !== 'en' && <input type="hidden" name="language" value={language} />}
                <SubmitButton ref={form.submitButton} type="submit" disabled={submitting}>
                  {submitting ? props.submittingLabel : props.submitLabel}
                </SubmitButton>
              </form>
            )}
          </FormCard>
          <SidePanel aria-labelledby={`${formId}-${side.id}`}>
            <SubHeading as={tags.sub} id={`${formId}-${side.id}`}>
              {side.heading}
            </SubHeading>
            {side.content}
          </SidePanel>
        </FormGrid>
      </Container>
    </Section>
  );
}
