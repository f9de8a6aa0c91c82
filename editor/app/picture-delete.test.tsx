// Deleting an uploaded picture from the section editor's picture field, as a keyboard and screen reader
// user meets it: only an uploaded picture offers the button; it asks first (the focus on "Keep it", which
// deletes nothing); deleted, the field is emptied, the focus is on the picture list and the status says so;
// a refusal of the server (the draft, the published site or an older revision shows it) is written beside the
// button in its own words and said in the status; a picture another unsaved place shows is not sent.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { blockKinds } from '../../content/block-schemas.ts';
import type { PagesFile } from '../../content/types.ts';
import type { BlockKind } from './backend.ts';
import type { EditorFormContext } from './form-context.ts';
import { SectionForm } from './section-form.tsx';

const data = JSON.parse(readFileSync('pages.json', 'utf8')) as PagesFile;
const hero = (blockKinds('.') as unknown as BlockKind[]).find((kind) => kind.type === 'hero')!;
const UPLOADED = '/images/village-well.jpg';
const REFUSAL = `${UPLOADED} cannot be deleted: the draft shows it. Take it out of every page and publish first.`;

interface Options {
  src: string;
  deletePicture?: (src: string) => Promise<void>;
  /** The content's pages show it in another place too (not saved yet). */
  shownElsewhere?: boolean;
}

function harness({ src, deletePicture = vi.fn(async () => {}), shownElsewhere = false }: Options) {
  const announce = vi.fn();
  function Harness() {
    const [block, setBlock] = useState<Record<string, unknown>>({
      type: 'hero',
      heading: 'Turning Compassion into Action',
      image: { src, alt: 'A well opened in the village' },
    });
    const pages = [
      ...data.pages,
      { ...data.pages[0], path: '/unsaved', blocks: [block, ...(shownElsewhere ? [block] : [])] },
    ];
    const context: EditorFormContext = {
      content: () => ({ ...data, pages }) as PagesFile,
      pictures: () => ['/images/home-hero.svg', UPLOADED],
      uploaded: () => [UPLOADED],
      upload: vi.fn(),
      deletePicture,
      announce,
      base: ['blocks', 0],
      owner: ['pages', 0],
      translatable: new Set(),
      entryOf: () => undefined,
      translate: vi.fn(),
      version: JSON.stringify(block),
      problemsAt: () => [],
      fix: vi.fn(),
    };
    return (
      <SectionForm
        schema={hero.schema}
        block={block}
        problems={[]}
        context={context}
        idPrefix="section"
        onChange={setBlock}
      />
    );
  }
  render(<Harness />);
  return { announce, deletePicture };
}

const focused = () => document.activeElement as HTMLElement;
const field = () => (document.getElementById('section_image_src') as HTMLInputElement).value;
const ask = () => screen.getByRole('button', { name: 'Delete this uploaded picture…' });

describe('deleting an uploaded picture from its field', () => {
  it("offers no button for the repository's pictures", () => {
    harness({ src: '/images/home-hero.svg' });
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('asks first, with the focus on Keep it, which deletes nothing', async () => {
    const { deletePicture } = harness({ src: UPLOADED });
    fireEvent.click(ask());
    const question = screen.getByRole('group', { name: /Delete the uploaded picture village-well\.jpg for good\?/ });
    expect(question).toBeTruthy();
    await waitFor(() => expect(focused().textContent).toBe('Keep it'));
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(focused()).toBe(ask()));
    expect(screen.queryByRole('group', { name: /for good/ })).toBeNull();
    expect(deletePicture).not.toHaveBeenCalled();
    expect(field()).toBe(UPLOADED);
  });

  it('deleted, empties the field, puts the focus on the picture list and says so', async () => {
    const { deletePicture, announce } = harness({ src: UPLOADED });
    fireEvent.click(ask());
    fireEvent.click(screen.getByRole('button', { name: 'Delete village-well.jpg' }));
    await waitFor(() => expect(focused().id).toBe('section_image_src__choose'));
    expect(deletePicture).toHaveBeenCalledWith(UPLOADED);
    expect(field()).toBe('');
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(announce).toHaveBeenCalledWith(
      'Deleted the picture village-well.jpg. This field has no picture now: choose or upload one.',
    );
  });

  it("shows the server's refusal beside the button in its words, says it, and keeps the picture", async () => {
    const { announce } = harness({
      src: UPLOADED,
      deletePicture: vi.fn(async () => {
        throw new Error(REFUSAL);
      }),
    });
    fireEvent.click(ask());
    fireEvent.click(screen.getByRole('button', { name: 'Delete village-well.jpg' }));
    await waitFor(() => expect(focused()).toBe(ask()));
    expect(screen.getByText(REFUSAL).id).toBe(ask().getAttribute('aria-describedby'));
    expect(announce).toHaveBeenCalledWith(`village-well.jpg was not deleted. ${REFUSAL}`);
    expect(field()).toBe(UPLOADED);
    // Asking again clears the old refusal.
    fireEvent.click(ask());
    expect(screen.queryByText(REFUSAL)).toBeNull();
  });

  it('does not send a picture another unsaved place shows', async () => {
    const { deletePicture } = harness({ src: UPLOADED, shownElsewhere: true });
    fireEvent.click(ask());
    fireEvent.click(screen.getByRole('button', { name: 'Delete village-well.jpg' }));
    await waitFor(() =>
      expect(screen.getByText(/another place in the pages, not saved yet, shows it too/)).toBeTruthy(),
    );
    expect(deletePicture).not.toHaveBeenCalled();
    expect(field()).toBe(UPLOADED);
  });
});
