/**
 * The menu, the footer and the other site settings (`site` in pages.json), edited like a section: one
 * part at a time, its form made from site.schema.json, with Hindi and Telugu under each text and the
 * checker's messages on their fields; the top menu as a tree of its entries (menu-tree.tsx). The parts are
 * listed by their titles, the menu and footer first.
 */
import type { RJSFSchema } from '@rjsf/utils';
import { useContext } from 'react';
import type { PagesFile } from '../../content/types.ts';
import { BackendContext, type FieldProblem } from './backend.ts';
import type { EditorFormContext } from './form-context.ts';
import { lockedUi } from './locked-settings.ts';
import { MenuTree } from './menu-tree.tsx';
import type { MenuEdit, NavEntry } from './menu-tree-edits.ts';
import { SectionForm } from './section-form.tsx';

/** The parts a volunteer edits most come first; the rest follow in the schema's order. */
const FIRST = ['navigation', 'footer', 'utilityBar', 'social'];

export function siteParts(schema: RJSFSchema | undefined): { part: string; title: string }[] {
  const properties = (schema?.properties ?? {}) as Record<string, RJSFSchema>;
  const names = [
    ...FIRST.filter((part) => part in properties),
    ...Object.keys(properties).filter((part) => !FIRST.includes(part)),
  ];
  return names.map((part) => ({ part, title: properties[part].title ?? part }));
}

export function SitePartList({
  schema,
  selected,
  problems,
  onSelect,
}: {
  schema: RJSFSchema | undefined;
  selected: string;
  problems: FieldProblem[];
  onSelect: (part: string) => void;
}) {
  return (
    <ul className="sections site-parts" aria-label="Parts of the site settings">
      {siteParts(schema).map(({ part, title }) => {
        const errors = problems.filter(
          (p) => p.severity === 'error' && p.path[0] === 'site' && p.path[1] === part,
        ).length;
        return (
          <li key={part} className={part === selected ? 'selected' : undefined}>
            <button
              type="button"
              className="section-name"
              data-site-part={part}
              aria-current={part === selected ? 'true' : undefined}
              onClick={() => onSelect(part)}
            >
              {title}
              {errors > 0 && ` (${errors} ${errors === 1 ? 'error' : 'errors'})`}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

interface FormProps {
  schema: RJSFSchema | undefined;
  part: string;
  data: PagesFile;
  problems: FieldProblem[];
  context: EditorFormContext;
  onChange: (part: string, value: unknown, field?: string) => void;
  /** The menu's entries moved, added or removed (the menu's tree). */
  onMenuEdit: (edit: MenuEdit, description: string) => void;
}

export function SitePartForm({ schema, part, data, problems, context, onChange, onMenuEdit }: FormProps) {
  const notAdmin = useContext(BackendContext)?.notAdmin ?? false;
  const partSchema = (schema?.properties as Record<string, RJSFSchema> | undefined)?.[part];
  if (!partSchema) return <p>Loading the site settings' form…</p>;
  const value = (data.site as unknown as Record<string, unknown>)[part];
  return (
    <>
      {partSchema.description && <p className="help">{partSchema.description}</p>}
      {part === 'navigation' ? (
        <MenuTree
          schema={partSchema}
          navigation={value as NavEntry[]}
          problems={problems}
          context={context}
          onChange={(next, field) => onChange(part, next, field)}
          onEdit={onMenuEdit}
        />
      ) : (
        <SectionForm
          key={part}
          schema={{ ...partSchema, description: undefined }}
          block={value}
          problems={problems}
          context={{ ...context, base: [part] }}
          idPrefix={`site_${part}`}
          ui={notAdmin ? lockedUi(part, partSchema) : undefined}
          onChange={(next, field) => onChange(part, next, field)}
        />
      )}
    </>
  );
}
