// The history's "Show changes" on the staff Pages page: a section moved and a heading changed (with its Hindi)
// on the repository's own content are said in words, the move in one line, never as JSON.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeChanges } from '../../../content/change-words/describe-changes.ts';
import type { Block } from '../../../content/types.ts';
import { type ContentState, PUBLISHING_API, type RevisionView } from '../../../schema/api/publishing.ts';
import { stubFetch } from '../../../tests/helpers/fetch-stub.ts';
import { contentNames, pageAt, rearrange, repositoryContent } from '../../../tests/helpers/revision-content.ts';
import { renderStaff, staffAnswer } from '../../../tests/helpers/staff-render.tsx';
import { PublishingPage } from './publishing-page.tsx';

const revision = (id: number): RevisionView => ({
  id,
  baseId: id - 1 || null,
  state: 'published',
  source: id === 1 ? 'repository' : 'editor',
  note: '',
  author: null,
  createdAt: '2026-11-29T10:00:00Z',
  publishedAt: '2026-11-29T10:00:00Z',
  publishedBy: 'asha@example.org',
  restores: null,
});

afterEach(() => vi.unstubAllGlobals());

describe('Show changes on the Pages page', () => {
  it('says a moved section in one line and a changed heading in words, with its Hindi beside it', async () => {
    const after = repositoryContent();
    rearrange(after, '/', [0, 1, 3, 4, 5, 6, 2, 7]);
    (pageAt(after, '/history').blocks[1] as Block & { heading: string }).heading = 'Our Story';
    after.translations.hi!.pages!['/history']['/blocks/1/heading'] = { en: 'Our Story', text: 'हमारी कहानी' };
    const changes = describeChanges(repositoryContent(), after, contentNames());
    const state: ContentState = {
      draft: { ...revision(2), content: { pages: '{}', translations: { hi: '{}', te: '{}' } } },
      published: revision(2),
      unpublishedChanges: false,
    };
    const answers: Record<string, unknown> = {
      [PUBLISHING_API.content]: state,
      [PUBLISHING_API.history]: [revision(2), revision(1)],
      [`${PUBLISHING_API.diff}?from=1&to=2`]: changes,
    };
    stubFetch(async (url) => staffAnswer(200, { success: true, message: 'Ok.', data: answers[url] }, 'editor'));
    renderStaff(<PublishingPage />, '/pages');

    await userEvent.click(await screen.findByRole('button', { name: 'Show changes from revision 1' }));
    const list = await screen.findByRole('list', { name: 'Changes' });
    const home = within(list).getByText('Page Home page (/)').closest('li')!;
    expect(
      within(home)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Moved "Our Interventions" (Topics beside a panel) above "Life at the Foundation" (Pictures slideshow with text)',
    ]);
    const history = within(list).getByText('Page Our History (/history)').closest('li')!;
    const heading = within(history)
      .getByText(/^Heading: /)
      .closest('li')!;
    expect(heading.textContent).toBe(
      'Heading: "Where It All Began" → "Our Story"Hindi: "शुरुआत कहाँ से हुई" → "हमारी कहानी"',
    );
    expect(within(history).getByText('Text: Our Story')).toBeTruthy();
    expect(list.textContent).not.toMatch(/\/blocks\/|[{}]/);
  });
});
