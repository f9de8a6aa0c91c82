/**
 * The form's text widget, with the editor's pickers for the fields block-schemas.ts marked: a link gets a
 * page and section picker, a picture's address a picker over public/images, an upload and (for a picture
 * uploaded in the staff area) a delete button, a long text a box.
 */
import { getTemplate, type WidgetProps } from '@rjsf/utils';
import { useId, useState } from 'react';
import { normalisePath } from '../../content/routes.ts';
import type { Page, PagesFile } from '../../content/types.ts';
import type { EditorFormContext } from './form-context.ts';
import { anchorsOf } from './page-links.ts';
import { pageChoiceName } from '../../content/page-names.ts';
import { DeletePicture } from './picture-delete.tsx';

const contextOf = (props: WidgetProps) => props.registry.formContext as EditorFormContext;

function PlainInput(props: WidgetProps) {
  const BaseInput = getTemplate('BaseInputTemplate', props.registry, props.options);
  return <BaseInput {...props} />;
}

/**
 * The page a site address opens, by the site's own rule: its path or one of its aliases, whatever the
 * capital letters or a final / (content/routes.ts). "/New" (an alias) and "/Member" (another spelling) open
 * pages too (the picker must not call them "not a page of this site").
 */
export function pageOpenedBy(data: PagesFile, href: string): Page | undefined {
  if (!href.startsWith('/')) return undefined;
  const address = normalisePath(href.split('#')[0]);
  return data.pages.find((page) => [page.path, ...(page.aliases ?? [])].some((p) => normalisePath(p) === address));
}

function LinkWidget(props: WidgetProps) {
  const data = contextOf(props).content();
  const value = typeof props.value === 'string' ? props.value : '';
  const [written, anchor = ''] = value.startsWith('/') ? value.split('#') : ['', ''];
  const page = pageOpenedBy(data, value);
  const anchors = page ? anchorsOf(data, page.path) : [];
  const pick = `${props.id}__page`;
  const other = page && written !== page.path;
  return (
    <div className="picker">
      <PlainInput {...props} />
      <div className="picker-row">
        <label htmlFor={pick}>Page</label>
        <select
          id={pick}
          value={page?.path ?? ''}
          onChange={(event) => props.onChange(event.target.value || undefined)}
        >
          <option value="">
            {written ? '(no page has this address)' : value ? '(an address outside this site)' : '(choose a page)'}
          </option>
          {data.pages.map((candidate) => (
            <option key={candidate.path} value={candidate.path}>
              {pageChoiceName(candidate)}
            </option>
          ))}
        </select>
        <label htmlFor={`${props.id}__anchor`}>Section</label>
        <select
          id={`${props.id}__anchor`}
          value={anchors.includes(anchor) ? anchor : ''}
          disabled={!page}
          onChange={(event) => props.onChange(event.target.value ? `${written}#${event.target.value}` : written)}
        >
          <option value="">(top of the page)</option>
          {anchors.map((id) => (
            <option key={id} value={id}>
              #{id}
            </option>
          ))}
        </select>
      </div>
      {other && (
        <p className="help" id={`${props.id}__opens`}>
          {page.aliases?.some((alias) => normalisePath(alias) === normalisePath(written))
            ? `${written} is another address of ${page.path}: it opens that page.`
            : `${written} opens ${page.path} (capital letters and a final / do not change an address).`}
        </p>
      )}
    </div>
  );
}

function PictureWidget(props: WidgetProps) {
  const { upload, announce } = contextOf(props);
  const pictures = contextOf(props).pictures();
  const value = typeof props.value === 'string' ? props.value : '';
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const [note, setNote] = useState('');
  const uploadId = useId();
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setProblem('');
    try {
      const uploaded = await upload(file);
      props.onChange(uploaded.src);
      setNote(uploaded.note ?? '');
      announce(`Added the picture as ${uploaded.src}. Now write what it shows in the alt text field.`);
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="picker">
      <PlainInput {...props} />
      <div className="picker-row">
        <label htmlFor={`${props.id}__choose`}>Choose a picture</label>
        <select
          id={`${props.id}__choose`}
          value={value}
          onChange={(event) => props.onChange(event.target.value || undefined)}
        >
          <option value="">(none)</option>
          {pictures.map((src) => (
            <option key={src} value={src}>
              {src.replace(/^\/images\//, '')}
            </option>
          ))}
        </select>
        <label htmlFor={uploadId}>Upload a new picture</label>
        <input
          id={uploadId}
          type="file"
          accept="image/*"
          disabled={busy}
          onChange={(event) => void onFile(event.target.files?.[0])}
        />
      </div>
      {value && <img className="thumbnail" src={value} alt="" />}
      {value && contextOf(props).uploaded().includes(value) && (
        <DeletePicture
          key={value}
          id={props.id}
          src={value}
          context={contextOf(props)}
          onDeleted={() => {
            setNote('');
            props.onChange(undefined);
          }}
        />
      )}
      {note && value && <p className="help upload-note">{note}</p>}
      {problem && (
        <p className="field-problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

function LongTextWidget(props: WidgetProps) {
  const Textarea = props.registry.widgets.TextareaWidget;
  return <Textarea {...props} options={{ ...props.options, rows: 4 }} />;
}

export function EditorTextWidget(given: WidgetProps) {
  // A required text emptied stays an empty text, so the checker's message lands on this field rather than
  // on the section ("missing field"); an optional one emptied is left out of the file.
  const props = given.required
    ? { ...given, onChange: (value: unknown) => given.onChange(value === undefined ? '' : value) }
    : given;
  switch (props.schema['x-editor']) {
    case 'link':
      return <LinkWidget {...props} />;
    case 'picture':
      return <PictureWidget {...props} />;
    case 'long-text':
      return <LongTextWidget {...props} />;
    default:
      return <PlainInput {...props} />;
  }
}
