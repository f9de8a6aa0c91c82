import { useId, useSyncExternalStore, type FormEvent } from 'react';
import styled from 'styled-components';
import { useStore } from 'zustand';
import { ENDPOINTS } from '../../schema/api/endpoints.ts';
import type { UploadTestBlock } from '../../content/types.ts';
import { apiUrl } from '../../src/shared/forms/api-client.ts';
import { useServedStart } from '../../src/shared/forms/served-form.ts';
import { createUploadTest, sizeInKb } from '../../src/shared/forms/upload-test.ts';
import { usePageLanguage } from '../../src/shared/i18n/page-language.ts';
import { Container, Section } from '../../src/shared/ui/container.ts';
import { scriptedChecks, SubmitButton } from '../../src/shared/ui/form-controls.tsx';
import { BlockHeading, FormCard, headingTags, Intro, SubHeading } from '../../src/shared/ui/form-layout.tsx';

const Picker = styled.div`
  margin-bottom: ${({ theme }) => theme.space.l};
  label { display: block; font-weight: 600; margin-bottom: ${({ theme }) => theme.space.xs}; }
  input { font: inherit; max-width: 100%; }
`;

const FileDetails = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.m}`};
  margin: 0 0 ${({ theme }) => theme.space.l};
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const Result = styled.pre`
  margin: 0;
  padding: ${({ theme }) => theme.space.m};
  border-radius: ${({ theme }) => theme.radii.m};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const ResultArea = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
`;

const noSubscription = () => () => {};

/** False in the server's HTML and while hydrating, true once scripts run. */
const useScripted = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * Developer screen: pick a PDF, see its name, size and type, send it and read the raw answer. Without
 * JavaScript the form posts the file itself (the server names it by the file's own name) and the
 * server's page shows the answer.
 */
export default function UploadTest({
  id,
  headingLevel = 1,
  heading,
  intro,
  fileLabel,
  detailLabels,
  buttonLabel,
  uploadingLabel,
  resultHeading,
}: UploadTestBlock) {
  const { language } = usePageLanguage();
  const store = useServedStart(
    (served) => createUploadTest(undefined, served, language),
    () => ENDPOINTS.testUpload,
  );
  const scripted = useScripted();
  const { file, status, result, error, choose, upload } = useStore(store);
  const inputId = `${useId().replace(/:/g, '')}-file`;
  const tags = headingTags(headingLevel as 1 | 2);
  const submitting = status === 'submitting';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void upload();
  };

  return (
    <Section id={id} $tone="surface">
      <Container>
        <BlockHeading as={tags.main}>{heading}</BlockHeading>
        {intro && <Intro>{intro}</Intro>}
        <FormCard>
          <form
            method="post"
            encType="multipart/form-data"
            action={apiUrl(ENDPOINTS.testUpload)}
            onSubmit={onSubmit}
            ref={scriptedChecks}
            aria-label={heading}
          >
            {/* Before the file: the server reads the parts in order. */}
            {language !== 'en' && <input type="hidden" name="language" value={language} />}
            <Picker>
              <label htmlFor={inputId}>{fileLabel}</label>
              <input
                id={inputId}
                type="file"
                name="resume"
                accept="application/pdf"
                required
                onChange={(event) => choose(event.target.files?.[0] ?? null)}
              />
            </Picker>
            {file && (
              <FileDetails aria-label={fileLabel}>
                <dt>{detailLabels.name}</dt>
                <dd>{file.name}</dd>
                <dt>{detailLabels.size}</dt>
                <dd>{sizeInKb(file.size)}</dd>
                <dt>{detailLabels.type}</dt>
                <dd>{file.type || '-'}</dd>
              </FileDetails>
            )}
            {/* Greyed out until a file is chosen only once scripts run: without them the browser's own
                check of the required file stands in. `data-needs` lets the page's own small script do the
                same before this island wakes (src/shell/islands/button-states-before-wake.ts). */}
            <SubmitButton type="submit" data-needs="resume" disabled={scripted && (!file || submitting)}>
              {submitting ? uploadingLabel : buttonLabel}
            </SubmitButton>
          </form>
          <ResultArea aria-live="polite">
            {(result || error) && (
              <>
                <SubHeading as={tags.sub}>{resultHeading}</SubHeading>
                {result && <Result data-status={result.status}>{result.json}</Result>}
                {error && <Result role="alert">{error}</Result>}
              </>
            )}
          </ResultArea>
        </FormCard>
      </Container>
    </Section>
  );
}
