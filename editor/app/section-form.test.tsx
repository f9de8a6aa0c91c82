// The section form as a keyboard and screen reader user meets it: the page picker knows an alias and
// another spelling (bug 5), a new picture empties the old alt text and takes the focus there (bug 7), the
// list buttons say which entry they act on and leave the focus on it, "Still right" keeps it in the
// translation, and only a field with an error is aria-invalid (bug 8).
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PagesFile } from '../../content/types.ts';
import { blockKinds } from '../../content/block-schemas.ts';
import type { BlockKind, FieldProblem } from './backend.ts';
import type { EditorFormContext } from './form-context.ts';
import { SectionForm } from './section-form.tsx';
import type { Translations } from './translations.ts';

const data = JSON.parse(readFileSync('pages.json', 'utf8')) as PagesFile;
const hero = (blockKinds('.') as unknown as BlockKind[]).find((kind) => kind.type === 'hero')!;
const empty = (language: 'hi' | 'te') => ({ language, review: '', site: {}, pages: {} });

interface Options {
  block: Record<string, unknown>;
  problems?: FieldProblem[];
  entry?: { en: string; text: string };
}

function Harness({ block: initial, problems = [], entry }: Options) {
  const [block, setBlock] = useState(initial);
  // As in the editor, a translation typed is a new translations object (the form redraws on new data).
  const [translations, setTranslations] = useState(() => {
    const hi = { ...empty('hi'), pages: entry ? { '/': { '/blocks/0/heading': entry } } : {} };
    return { hi, te: empty('te') } as unknown as Translations;
  });
  const context: EditorFormContext = {
    content: () => data,
    pictures: () => ['/images/about-hero.svg', '/images/home-hero.svg'],
    uploaded: () => [],
    upload: vi.fn(),
    deletePicture: vi.fn(),
    announce: vi.fn(),
    base: ['blocks', 0],
    owner: ['pages', 0],
    translatable: new Set(entry ? ['/blocks/0/heading'] : []),
    entryOf: (language, pointer) => translations[language].pages['/']?.[pointer],
    translate: (language, pointer, english, text) =>
      setTranslations((current) => ({
        ...current,
        [language]: { ...current[language], pages: { '/': { [pointer]: { en: english, text } } } },
      })),
    version: String(problems.length) + JSON.stringify(translations),
    problemsAt: (path) => problems.filter((problem) => JSON.stringify(problem.path) === JSON.stringify(path)),
    fix: vi.fn(),
  };
  return (
    <SectionForm
      schema={hero.schema}
      block={block}
      problems={problems}
      context={context}
      idPrefix="section"
      onChange={setBlock}
    />
  );
}

const heroBlock = () => ({
  type: 'hero',
  heading: 'Turning Compassion into Action',
  image: { src: '/images/home-hero.svg', alt: 'Volunteers and children at a learning centre' },
  buttons: [
    { label: 'Our History', href: '/New' },
    { label: 'Our Team', href: '/Member', variant: 'secondary' },
    { label: 'Join Us', href: '/JoinUs' },
  ],
});
const focused = () => document.activeElement as HTMLElement;

describe('the section form', () => {
  it('picks the page an alias or another spelling opens, and says so (bug 5)', () => {
    render(<Harness block={heroBlock()} />);
    const history = data.pages.find((page) => page.aliases?.some((alias) => alias.toLowerCase() === '/new'))!;
    const member = data.pages.find((page) => page.path.toLowerCase() === '/member')!;
    expect((document.getElementById('section_buttons_0_href__page') as HTMLSelectElement).value).toBe(history.path);
    expect((document.getElementById('section_buttons_1_href__page') as HTMLSelectElement).value).toBe(member.path);
    expect(document.getElementById('section_buttons_0_href__opens')?.textContent).toBe(
      `/New is another address of ${history.path}: it opens that page.`,
    );
    expect(screen.queryByText('(not a page of this site)')).toBeNull();
  });

  it('empties the alt text when another picture is chosen, and puts the focus there (bug 7)', async () => {
    render(<Harness block={heroBlock()} />);
    fireEvent.change(document.getElementById('section_image_src__choose')!, {
      target: { value: '/images/about-hero.svg' },
    });
    await waitFor(() => expect(focused().id).toBe('section_image_alt'));
    expect((document.getElementById('section_image_src') as HTMLInputElement).value).toBe('/images/about-hero.svg');
    expect((document.getElementById('section_image_alt') as HTMLInputElement).value).toBe('');
  });

  it("names each entry's buttons, and keeps the focus on the entry moved, after a removal and in a new entry (bug 8)", async () => {
    render(<Harness block={heroBlock()} />);
    const moveUp = screen.getByRole('button', { name: 'Move up: Button 2: Our Team' });
    expect(screen.getByRole('button', { name: 'Remove: Button 3: Join Us' })).toBeTruthy();
    fireEvent.click(moveUp);
    // Button 2 is now the first: its own Move up is off, so the focus is on its Move down.
    await waitFor(() => expect(focused().getAttribute('aria-label')).toBe('Move down: Button 1: Our Team'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove: Button 1: Our Team' }));
    await waitFor(() => expect(focused().getAttribute('aria-label')).toBe('Remove: Button 1: Our History'));
    fireEvent.click(screen.getByRole('button', { name: 'Add a button' }));
    await waitFor(() => expect(focused().id).toBe('section_buttons_2_label'));
  });

  it('keeps the focus in the translation after "Still right" (bug 8)', async () => {
    render(<Harness block={heroBlock()} entry={{ en: 'An older heading', text: 'पुराना शीर्षक' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Still right: the Hindi of Main heading' }));
    await waitFor(() => expect(focused().id).toBe('section_heading__hi'));
    expect(document.getElementById('section_heading__hi__stale')).toBeNull();
  });

  it('names the choices of a drop-down in plain words, not by their pages.json values', () => {
    render(<Harness block={heroBlock()} />);
    const style = screen.getAllByRole('combobox', { name: /^Style/ })[1] as HTMLSelectElement;
    expect([...style.options].map((option) => option.textContent)).toEqual(
      expect.arrayContaining(['Filled: the main action of the section', 'Outlined: a second choice']),
    );
    expect([...style.options].map((option) => option.textContent)).not.toContain('secondary');
    expect(style.selectedOptions[0].textContent).toBe('Outlined: a second choice');
    const filled = [...style.options].find((option) => option.textContent?.startsWith('Filled'))!;
    fireEvent.change(style, { target: { value: filled.value } });
    expect(style.selectedOptions[0].textContent).toBe('Filled: the main action of the section');
  });

  it('marks only the field with an error aria-invalid, not one with a warning nor the rest of the section', async () => {
    const at = (path: (string | number)[], severity: FieldProblem['severity'], message: string): FieldProblem => ({
      severity,
      where: '',
      message,
      path: ['pages', 0, 'blocks', 0, ...path],
    });
    const problems = [
      at(['heading'], 'error', 'must not be empty'),
      at(['text'], 'warning', 'this text is long'),
      at([], 'error', 'is a second main heading on this page'),
    ];
    await act(async () => {
      render(<Harness block={{ ...heroBlock(), heading: '', text: 'x' }} problems={problems} />);
    });
    expect(document.getElementById('section_heading')?.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('section_text')?.hasAttribute('aria-invalid')).toBe(false);
    expect(document.getElementById('section_buttons_0_label')?.hasAttribute('aria-invalid')).toBe(false);
    expect(document.getElementById('section_heading__error')?.textContent).toBe('Error must not be empty');
    expect(document.getElementById('section_text__error')?.textContent).toBe('Warning this text is long');
    expect(document.getElementById('section__messages')?.textContent).toBe(
      'Error is a second main heading on this page',
    );
  });
});
