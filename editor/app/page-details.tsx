/**
 * The selected page's title and description, each with its Hindi and Telugu under it, edited as a
 * section's texts are: the same form, translation boxes, stale marking, checker messages and save. An emptied
 * title is left out of the page (the site then shows the organisation's name) and its translations with it.
 */
import type { Page } from '../../content/types.ts';
import type { FieldProblem } from './backend.ts';
import type { EditorFormContext } from './form-context.ts';
import {
  detailProblems,
  detailsOf,
  PAGE_DETAILS_SCHEMA,
  type PageDetails,
  removedTexts,
  withDetails,
} from './page-details-data.ts';
import { SectionForm } from './section-form.tsx';

interface Props {
  page: Page;
  pageIndex: number;
  problems: FieldProblem[];
  context: EditorFormContext;
  /** The page changed, and the places of its texts that were taken out (whose translations go with them). */
  onChange: (page: Page, removed: string[]) => void;
}

export function PageDetailsForm({ page, pageIndex, problems, context, onChange }: Props) {
  return (
    <section aria-labelledby="page-details-heading" className="panel page-details">
      <h2 id="page-details-heading">Page details of {page.path}</h2>
      <SectionForm
        key={pageIndex}
        schema={PAGE_DETAILS_SCHEMA}
        block={detailsOf(page)}
        problems={detailProblems(problems, pageIndex)}
        context={context}
        idPrefix="page"
        onChange={(details) => {
          const next = withDetails(page, details as PageDetails);
          onChange(next, removedTexts(page, next));
        }}
      />
    </section>
  );
}
