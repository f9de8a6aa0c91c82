import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type { YourDataRequestBlock } from '../../content/types.ts';
import { type ApiOutcome, apiUrl, isConfirmed, postJson, serverMessage } from '../../src/shared/forms/api-client.ts';
import { CATALOGUE, contactErrorMessage, type FormMessages } from '../../src/shared/forms/error-messages.ts';
import { loadFormTexts } from '../../src/shared/forms/form-texts-loader.ts';
import { usePageLanguage } from '../../src/shared/i18n/page-language.ts';
import { Container, Section } from '../../src/shared/ui/container.ts';
import { Field, scriptedChecks, SubmitButton } from '../../src/shared/ui/form-controls.tsx';
import { BlockHeading, FormCard, headingTags, SentStatus } from '../../src/shared/ui/form-layout.tsx';
import { FormAlert } from '../../src/shared/ui/form-signals.tsx';

/**
 * The server's "Your data" endpoint (server/routes/your-data.ts). Not in schema/api/endpoints.ts on
 * purpose: every entry there is treated as a stored form by the plain-post pages, and this one
 * answers plain posts with a page of its own.
 */
export const YOUR_DATA_ENDPOINT = '/api/your-data';

const Explanation = styled.div`
  max-width: ${({ theme }) => theme.layout.textWidth};
  margin-bottom: ${({ theme }) => theme.space.xl};
  p { margin: 0 0 ${({ theme }) => theme.space.m}; }
`;

type Sending = { status: 'idle' | 'sending' } | { status: 'sent'; message: string } | { status: 'refused' };

/** How a refused request reads: a 400 is about the address (beside the field), anything else above the form. */
function refusal(outcome: ApiOutcome, messages: FormMessages): { field?: string; alert?: string } {
  const message = serverMessage(outcome);
  if (outcome.kind === 'response' && outcome.status === 400 && message) return { field: message };
  return { alert: contactErrorMessage(outcome, messages) };
}

/**
 * "Your data": asks for an email address and has the server email a link to see, erase or correct what it
 * holds under it. The server's answer is the same for every address, so the confirmation shows its words.
 * Without JavaScript the form posts itself and the server answers with a page of its own.
 */
export default function YourDataRequest(props: YourDataRequestBlock) {
  const { id, headingLevel = 1, heading, paragraphs, email, submitLabel, submittingLabel, success } = props;
  const { language } = usePageLanguage();
  const tags = headingTags(headingLevel as 1 | 2);
  const formId = `${useId().replace(/:/g, '')}-your-data`;
  const [value, setValue] = useState('');
  const [sending, setSending] = useState<Sending>({ status: 'idle' });
  const [errors, setErrors] = useState<{ field?: string; alert?: string }>({});
  const input = useRef<HTMLElement>(null);
  const confirmation = useRef<HTMLHeadingElement>(null);
  // Focus follows the state once React has drawn it, as in every form (use-form-focus.ts): sent -> the
  // confirmation, refused over the address -> the field, "again" -> the field. (A frame callback could run
  // before the render and find the confirmation not there yet.)
  const previous = useRef(sending.status);
  useEffect(() => {
    const before = previous.current;
    previous.current = sending.status;
    if (before === sending.status) return;
    if (sending.status === 'sent') confirmation.current?.focus();
    else if ((sending.status === 'refused' && errors.field) || (sending.status === 'idle' && before === 'sent'))
      input.current?.focus();
  }, [sending.status, errors.field]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.status === 'sending') return;
    setSending({ status: 'sending' });
    setErrors({});
    const body = language === 'en' ? { email: value } : { email: value, language };
    const outcome = await postJson(YOUR_DATA_ENDPOINT, body, { timeoutMs: props.timeoutMs ?? 10_000 });
    if (isConfirmed(outcome)) {
      setSending({ status: 'sent', message: serverMessage(outcome) ?? success.text ?? '' });
      return;
    }
    // A Hindi or Telugu page's catalogue comes only when it is needed (English: the code's own).
    const texts = await loadFormTexts(language);
    const refused = refusal(outcome, texts?.catalogue ?? CATALOGUE);
    setErrors(refused);
    setSending({ status: 'refused' });
  };

  const again = () => {
    setValue('');
    setErrors({});
    setSending({ status: 'idle' });
  };

  const sent = sending.status === 'sent';
  return (
    <Section id={id} $tone="surface">
      <Container>
        <BlockHeading as={tags.main}>{heading}</BlockHeading>
        <Explanation>
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Explanation>
        <FormCard>
          <SentStatus
            ref={confirmation}
            sent={sent}
            heading={success.heading}
            level={tags.sub}
            text={sent ? sending.message : null}
            againLabel={success.againLabel}
            onAgain={again}
          />
          {!sent && (
            <form
              method="post"
              action={apiUrl(YOUR_DATA_ENDPOINT)}
              onSubmit={onSubmit}
              ref={scriptedChecks}
              aria-label={heading}
            >
              <FormAlert id={`${formId}-alert`} message={errors.alert ?? null} />
              <Field
                ref={input}
                formId={formId}
                name="email"
                label={email.label}
                hint={email.hint}
                placeholder={email.placeholder}
                required
                error={errors.field}
                value={value}
                onValue={setValue}
                type="email"
                autoComplete="email"
                inputMode="email"
              />
              <SubmitButton type="submit">{sending.status === 'sending' ? submittingLabel : submitLabel}</SubmitButton>
            </form>
          )}
        </FormCard>
      </Container>
    </Section>
  );
}
