/**
 * The section editor: what to edit (a page, or the menu, footer and site settings), a page's details and
 * sections, the selected section's (or settings part's) form, the previews, and what the checker says.
 */
import type { RJSFSchema } from '@rjsf/utils';
import { useEffect, useRef, useState } from 'react';
import { AddSection } from './add-section.tsx';
import { type BlockKind, type PictureChoices, useBackend } from './backend.ts';
import { editorActions } from './editor-actions.ts';
import { useEditorState } from './editor-state.ts';
import { fieldId, focusSoon } from './focus.ts';
import { LinkFromMenu } from './link-from-menu.tsx';
import { linksTo } from './page-links.ts';
import { PageDetailsForm } from './page-details.tsx';
import { PagePanel } from './page-panel.tsx';
import { Preview } from './preview.tsx';
import { ProblemList } from './problem-list.tsx';
import { SaveBar } from './save-bar.tsx';
import { SectionForm } from './section-form.tsx';
import { chooseMenuPlaceOf } from './menu-choice.ts';
import { SectionList, sectionName } from './section-list.tsx';
import { SitePartForm, SitePartList, siteParts } from './site-settings.tsx';
import { useFormContexts } from './use-form-contexts.ts';
import { useProblemActions } from './use-problem-actions.ts';

/** `inside`: the editor is part of a page that has its own main landmark (the staff area's Pages › Edit pages). */
export function EditorApp({ inside = false }: { inside?: boolean } = {}) {
  const Layout = inside ? 'div' : 'main';
  const backend = useBackend();
  const state = useEditorState(backend);
  const [kinds, setKinds] = useState<BlockKind[]>([]);
  const [site, setSite] = useState<RJSFSchema>();
  const [choices, setChoices] = useState<PictureChoices>({ pictures: [] });
  const pictures = choices.pictures;
  const linkChoice = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    void backend.catalogue().then((catalogue) => {
      setKinds(catalogue.blocks);
      setSite(catalogue.site);
      setChoices({ pictures: catalogue.pictures, uploaded: catalogue.uploaded });
    });
  }, [backend]);
  const { history, data } = state;
  const present = history?.present;
  const places = { data: data ?? ({ site: {}, pages: [] } as never), kinds, site };

  const { show, fix } = useProblemActions(state, backend, kinds, pictures, setChoices, linkChoice);
  const contexts = useFormContexts(state, backend, choices, setChoices, fix);
  if (state.loadError) return <p role="alert">{state.loadError}</p>;
  if (!history || !data || !contexts || !present) return <p>Loading the pages…</p>;

  const actions = editorActions(state, present, kinds, pictures);
  const page = data.pages[present.page];
  const block = page.blocks[present.section];
  const kind = kinds.find((candidate) => candidate.type === block?.type);
  const sitePart = present.site;
  return (
    <>
      <header className="top">
        <h1>Section editor</h1>
        <SaveBar state={state} words={backend} />
      </header>
      <p className="visually-hidden" aria-live="polite">
        {state.announcement}
      </p>
      <Layout className="layout">
        <div className="side">
          <PagePanel
            data={data}
            selected={sitePart ? undefined : present.page}
            kinds={kinds}
            site={site}
            onSelect={(index) =>
              index === undefined ? state.selectSite(siteParts(site)[0]?.part ?? 'navigation') : state.select(index, 0)
            }
            onAdd={actions.addPage}
            onRemove={actions.removePage}
          />
          {sitePart ? (
            <section aria-labelledby="site-parts-heading" className="panel">
              <h2 id="site-parts-heading">Menu, footer and site settings</h2>
              <SitePartList schema={site} selected={sitePart} problems={state.problems} onSelect={state.selectSite} />
            </section>
          ) : (
            <>
              <LinkFromMenu
                ref={linkChoice}
                key={page.path}
                data={data}
                page={page}
                unlinked={linksTo(data, present.page).length === 0}
                onAdd={(place) => {
                  const label = actions.linkFromMenu(place);
                  chooseMenuPlaceOf(label.slice(1));
                  focusSoon(fieldId('site', label.slice(1)));
                }}
              />
              <PageDetailsForm
                page={page}
                pageIndex={present.page}
                problems={state.problems}
                context={contexts.page}
                onChange={(next, removed) => actions.setPage(next, removed)}
              />
              <section aria-labelledby="sections-heading" className="panel">
                <h2 id="sections-heading">Sections of {page.path}</h2>
                <p className="help" id="sections-help">
                  Alt+Arrow Up or Down on a section moves it; Arrow Up or Down goes to the next one.
                </p>
                <SectionList
                  pagePath={page.path}
                  blocks={page.blocks}
                  kinds={kinds}
                  selected={present.section}
                  onSelect={(index) => state.select(present.page, index)}
                  onMove={actions.move}
                  onDuplicate={actions.duplicate}
                  onRemove={actions.removeSection}
                />
                <AddSection
                  kinds={kinds}
                  onAdd={(added) => {
                    actions.addSection(added);
                    focusSoon(() => document.querySelector<HTMLElement>('[data-section][aria-current="true"]'));
                  }}
                />
              </section>
            </>
          )}
        </div>
        <section aria-labelledby="form-heading" className="panel form-panel">
          <h2 id="form-heading" tabIndex={-1}>
            {sitePart
              ? (siteParts(site).find((part) => part.part === sitePart)?.title ?? sitePart)
              : block
                ? `Section ${sectionName(block, present.section, kinds)}`
                : 'No section'}
          </h2>
          {sitePart ? (
            <SitePartForm
              schema={site}
              part={sitePart}
              data={data}
              problems={state.problems}
              context={contexts.site}
              onChange={actions.setSite}
              onMenuEdit={actions.rearrangeMenu}
            />
          ) : kind && block ? (
            <SectionForm
              key={`${present.page}-${present.section}-${block.type}`}
              schema={kind.schema}
              block={block}
              problems={state.problems}
              context={contexts.section}
              idPrefix="section"
              onChange={(next, field) => actions.editSection(next as never, field)}
            />
          ) : (
            <p>{kinds.length === 0 ? 'Loading the section types…' : `No form for the type "${block?.type}".`}</p>
          )}
        </section>
        <Preview
          data={data}
          translations={present.translations}
          page={present.page}
          section={present.section}
          pageOnly={!!sitePart}
        />
      </Layout>
      <ProblemList problems={state.problems} places={places} onShow={(problem) => show(problem.path)} onFix={fix} />
    </>
  );
}
