/**
 * The panel of the menu entry chosen in the tree: its own fields (words, where it goes, the line under a
 * link, a list's heading) in the editor's form, with their Hindi and Telugu found at the entry's place as
 * before, and buttons that move it as the Alt+Arrow keys on its row do.
 */
import type { RJSFSchema } from '@rjsf/utils';
import type { FieldProblem } from './backend.ts';
import { withValueAt } from './content-edits.ts';
import { fieldId } from './focus.ts';
import type { EditorFormContext } from './form-context.ts';
import { type MenuPlace, type NavEntry, nodeAt, segmentsOf } from './menu-tree-edits.ts';
import { SectionForm } from './section-form.tsx';

interface Props {
  /** The top menu's schema (a list of entries). */
  schema: RJSFSchema;
  navigation: NavEntry[];
  place: MenuPlace;
  name: string;
  problems: FieldProblem[];
  context: EditorFormContext;
  onChange: (navigation: NavEntry[], field?: string) => void;
  onMove: (key: string, focus: string) => void;
  canMove: (key: string) => boolean;
}

/** The list inside an entry (its drop-down's lists) or a list (its links): edited in the tree, not here. */
const NESTED = ['groups', 'links', undefined];

/** The schema of the entry, list or link at `place`, without the lists the tree shows. */
function schemaAt(schema: RJSFSchema, place: MenuPlace): RJSFSchema {
  let node = schema.items as RJSFSchema;
  for (let depth = 1; depth < place.length; depth++)
    node = ((node.properties as Record<string, RJSFSchema>)[NESTED[depth - 1] as string].items ?? {}) as RJSFSchema;
  const nested = NESTED[place.length - 1];
  if (!nested) return node;
  const { [nested]: _inTree, ...properties } = node.properties as Record<string, RJSFSchema>;
  return { ...node, properties, required: node.required?.filter((field) => field !== nested) };
}

const MOVES = [
  { key: 'ArrowUp', label: 'Move up' },
  { key: 'ArrowDown', label: 'Move down' },
  { key: 'ArrowLeft', label: 'Out of the drop-down' },
  { key: 'ArrowRight', label: 'Into the drop-down above' },
];

export function MenuEntryPanel({
  schema,
  navigation,
  place,
  name,
  problems,
  context,
  onChange,
  onMove,
  canMove,
}: Props) {
  const segments = ['navigation', ...segmentsOf(place)];
  const node = nodeAt(navigation, place) as unknown as Record<string, unknown>;
  const nested = NESTED[place.length - 1];
  const { [nested ?? '']: inTree, ...own } = node;
  const heading =
    place.length === 2 ? `List: ${name}` : place.length === 1 ? `Top-menu entry: ${name}` : `Link: ${name}`;
  return (
    <section className="menu-entry-panel" aria-labelledby="menu-entry-heading">
      <h3 id="menu-entry-heading">{heading}</h3>
      {place.length !== 2 && (
        <div className="section-actions">
          {MOVES.filter((move) => canMove(move.key)).map((move) => (
            <button
              key={move.key}
              type="button"
              id={`menu-entry-${move.key}`}
              className="small"
              aria-label={`${move.label}: ${name}`}
              onClick={() => onMove(move.key, `menu-entry-${move.key}`)}
            >
              {move.label}
            </button>
          ))}
        </div>
      )}
      <SectionForm
        key={segments.join('/')}
        schema={schemaAt(schema, place)}
        block={own}
        problems={problems}
        context={{ ...context, base: segments }}
        idPrefix={fieldId('site', segments)}
        onChange={(next, field) =>
          onChange(
            withValueAt(
              navigation,
              segments.slice(1),
              inTree === undefined ? next : { ...next, [nested as string]: inTree },
            ) as NavEntry[],
            field,
          )
        }
      />
    </section>
  );
}
