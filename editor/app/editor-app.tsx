/** The section editor: pages, a page's details and sections, the selected section's form and its preview. */
import { useEffect, useState } from 'react';
import type { Block, Page } from '../../src/shared/content/types.ts';
import { normalisePath } from '../../src/shell/routing/route-table.ts';
import { AddSection } from './add-section.tsx';
import { loadCatalogue, type BlockKind } from './api.ts';
import { useEditorState } from './editor-state.ts';
import { moveItem, withBlocks } from './history.ts';
import { removePage } from './page-links.ts';
import { PageDetailsForm } from './page-details.tsx';
import { PagePanel } from './page-panel.tsx';
import { Preview } from './preview.tsx';
import { ProblemList, SaveBar } from './save-bar.tsx';
import { SectionForm, sectionErrors } from './section-form.tsx';
import { SectionList, sectionName } from './section-list.tsx';
import { withoutPage, withoutTexts, withSectionsRearranged } from './translations.ts';
import { useFormContexts } from './use-form-contexts.ts';

const PATH_PATTERN = /^\/([A-Za-z0-9-]+(\/[A-Za-z0-9-]+)*)?$/;

export function EditorApp() {
  const state = useEditorState();
  const [kinds, setKinds] = useState<BlockKind[]>([]);
  const [pictures, setPictures] = useState<string[]>([]);
  const [focusRequest, setFocusRequest] = useState(-1);
  useEffect(() => {
    void loadCatalogue().then((catalogue) => {
      setKinds(catalogue.blocks);
      setPictures(catalogue.pictures);
    });
  }, []);
  const { history, data, apply } = state;
  const present = history?.present;
  const contexts = useFormContexts(state, pictures, setPictures);
  if (state.loadError) return <p role="alert">{state.loadError}</p>;
  if (!history || !data || !contexts || !present) return <p>Loading pages.json…</p>;

  const page = data.pages[present.page];
  const blocks = page.blocks;
  const block = blocks[present.section];
  const kind = kinds.find((candidate) => candidate.type === block?.type);
  const setBlocks = (next: Block[], section: number, description: string) => {
    const translations = withSectionsRearranged(present.translations, page.path, blocks, next);
    apply({ ...withBlocks(present, next, section), translations }, description);
    setFocusRequest((n) => n + 1);
  };

  const addPage = ({ path, title, description }: { path: string; title: string; description: string }) => {
    if (!PATH_PATTERN.test(path))
      return `"${path}" is not an address: start with / and use letters, digits and dashes, as /annual-report.`;
    const taken = data.pages.find((other) =>
      [other.path, ...(other.aliases ?? [])].some((p) => normalisePath(p) === normalisePath(path)),
    );
    if (taken) return `${path} is already taken by the page ${taken.path}.`;
    const first = {
      type: 'rich-text',
      heading: title,
      level: 1,
      paragraphs: [description || 'Write the first paragraph here.'],
    };
    const added = { path, title, ...(description ? { description } : {}), blocks: [first] } as Page;
    apply(
      { ...present, data: { ...data, pages: [...data.pages, added] }, page: data.pages.length, section: 0 },
      `Added the page ${path}.`,
    );
    return undefined;
  };

  return (
    <>
      <header className="top">
        <h1>Section editor</h1>
        <SaveBar state={state} />
      </header>
      <p className="visually-hidden" aria-live="polite">
        {state.announcement}
      </p>
      <main className="layout">
        <div className="side">
          <PagePanel
            data={data}
            selected={present.page}
            onSelect={(index) => state.select(index, 0)}
            onAdd={addPage}
            onRemove={(index, aliasOn) => {
              const removed = data.pages[index].path;
              const target = aliasOn === undefined ? undefined : data.pages[aliasOn].path;
              const next = removePage(data, index, aliasOn);
              const shown = target ? next.pages.findIndex((p) => p.path === target) : 0;
              apply(
                { data: next, translations: withoutPage(present.translations, removed), page: shown, section: 0 },
                `Removed the page ${removed}${target ? `; its address now opens ${target}` : ''}.`,
              );
            }}
          />
          <PageDetailsForm
            page={page}
            pageIndex={present.page}
            problems={state.problems}
            context={contexts.page}
            onChange={(next, removed) =>
              apply(
                {
                  ...present,
                  data: { ...data, pages: data.pages.map((other, at) => (at === present.page ? next : other)) },
                  translations: withoutTexts(present.translations, page.path, removed),
                },
                `Edited the details of ${page.path}.`,
                true,
              )
            }
          />
          <section aria-labelledby="sections-heading" className="panel">
            <h2 id="sections-heading">Sections of {page.path}</h2>
            <p className="help" id="sections-help">
              Alt+Arrow Up or Down on a section moves it; Arrow Up or Down goes to the next one.
            </p>
            <SectionList
              pagePath={page.path}
              blocks={blocks}
              selected={present.section}
              focusRequest={focusRequest}
              onSelect={(index) => state.select(present.page, index)}
              onMove={(from, to) =>
                setBlocks(
                  moveItem(blocks, from, to),
                  to,
                  `Moved ${blocks[from].type} to position ${to + 1} of ${blocks.length}.`,
                )
              }
              onDuplicate={(index) => {
                const copy = structuredClone(blocks[index]) as Block & { id?: string };
                delete copy.id; // a section name must be unique on its page
                setBlocks(
                  [...blocks.slice(0, index + 1), copy, ...blocks.slice(index + 1)],
                  index + 1,
                  `Duplicated ${sectionName(blocks[index], index)}.`,
                );
              }}
              onRemove={(index) =>
                setBlocks(
                  blocks.filter((_, at) => at !== index),
                  Math.max(0, Math.min(index, blocks.length - 2)),
                  `Removed ${sectionName(blocks[index], index)}. Undo brings it back.`,
                )
              }
            />
            <AddSection
              kinds={kinds}
              onAdd={(added) => {
                const example = structuredClone(added.example ?? { type: added.type }) as unknown as Block & {
                  id?: string;
                };
                if (example.id && blocks.some((other) => (other as { id?: string }).id === example.id))
                  delete example.id;
                const at = present.section + 1;
                setBlocks(
                  [...blocks.slice(0, at), example, ...blocks.slice(at)],
                  at,
                  `Added a ${added.type} section at position ${at + 1}.`,
                );
              }}
            />
          </section>
        </div>
        <section aria-labelledby="form-heading" className="panel form-panel">
          <h2 id="form-heading">{block ? `Section ${sectionName(block, present.section)}` : 'No section'}</h2>
          {kind && block ? (
            <SectionForm
              key={`${present.page}-${present.section}-${block.type}`}
              schema={kind.schema}
              block={block as unknown as Record<string, unknown>}
              errors={sectionErrors(state.problems, ['pages', present.page, 'blocks', present.section])}
              context={contexts.section}
              idPrefix="section"
              onChange={(next) => {
                const edited = blocks.map((b, at) => (at === present.section ? (next as unknown as Block) : b));
                apply(withBlocks(present, edited), `Edited ${block.type} on ${page.path}.`, true);
              }}
            />
          ) : (
            <p>{kinds.length === 0 ? 'Loading the block catalogue…' : `No form for the type "${block?.type}".`}</p>
          )}
        </section>
        <Preview data={data} translations={present.translations} page={present.page} section={present.section} />
      </main>
      <ProblemList problems={state.problems} onGo={(pageIndex, section) => state.select(pageIndex, section)} />
    </>
  );
}
