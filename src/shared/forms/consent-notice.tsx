// The privacy notice a form shows above its send button, and the unticked box the visitor must
// tick (DPDP Act: notice before consent). The box posts consent=yes, and the notice's version goes
// with it as a hidden field, so the same markup works with and without JavaScript.
import type { ShownNotice } from '../../../schema/api/privacy-notice.ts';
import styled from 'styled-components';
import { localisePath } from '../../../schema/api/languages.ts';
import { usePageLanguage } from '../i18n/page-language.ts';
import { belowPinnedHeader, fieldIds } from '../ui/form-controls.tsx';
import { SmartLink } from '../ui/smart-link.tsx';

const Box = styled.div`
  margin-bottom: ${({ theme }) => theme.space.l};
  padding: ${({ theme }) => theme.space.m};
  border-left: 4px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.small};
  /* The grievance officer's e-mail address is one unbreakable word: see error-summary.tsx. */
  overflow-wrap: anywhere;
  p { margin: 0 0 ${({ theme }) => theme.space.s}; }
`;

const Tick = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.s};
  align-items: flex-start;
  font-size: 1rem;
  input { width: 24px; height: 24px; margin: 0; flex: none; ${belowPinnedHeader} }
  label { font-weight: 600; }
`;

const ErrorText = styled.p`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primaryDark};
`;

/** The notice as the build gives it: with the Your data page's name in the page's language, when it has one. */
export type NoticeWithPageNames = ShownNotice & { yourDataPage?: { name: string; english?: true } };

export interface ConsentNoticeProps {
  notice: NoticeWithPageNames;
  formId: string;
  value: string;
  error?: string;
  onValue: (value: string) => void;
}

export function ConsentNotice({ notice, formId, value, error, onValue }: ConsentNoticeProps) {
  const ids = fieldIds(formId, 'consent');
  const officer = notice.grievance;
  const { language } = usePageLanguage();
  // The link is named by its page's title in this language (content/form-notices.ts); without one, by the
  // address it leads to in this language (/hi/your-data).
  const yourData = notice.yourDataPage;
  return (
    <Box role="group" aria-labelledby={`${ids.input}-heading`}>
      <p id={`${ids.input}-heading`}>
        <strong>{notice.heading}</strong>
      </p>
      {notice.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <p>{notice.retention}</p>
      <p>
        {notice.withdrawal}
        {notice.yourDataHref && (
          <>
            {' '}
            <SmartLink href={notice.yourDataHref} lang={yourData?.english ? 'en' : undefined}>
              {yourData?.name ?? localisePath(notice.yourDataHref, language)}
            </SmartLink>
          </>
        )}
      </p>
      <p>
        {officer.role}: <a href={`mailto:${officer.email}`}>{officer.email}</a>, {officer.phone}
      </p>
      <p>
        <SmartLink href={notice.policyLink.href}>{notice.policyLink.label}</SmartLink>
      </p>
      <Tick>
        <input
          type="checkbox"
          id={ids.input}
          name="consent"
          value="yes"
          required
          checked={value === 'yes'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.error : undefined}
          onChange={(event) => onValue(event.target.checked ? 'yes' : '')}
        />
        <label htmlFor={ids.input}>{notice.consentLabel}</label>
      </Tick>
      {error && <ErrorText id={ids.error}>{error}</ErrorText>}
      <input type="hidden" name="noticeVersion" value={notice.version} />
    </Box>
  );
}
