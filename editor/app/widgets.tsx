/**
 * The form's text widget, with the editor's pickers for the fields block-schemas.ts marked: a link gets a
 * page and section picker, a picture's address a picker over public/images and an upload, a long text a box.
 */
import { getTemplate, type WidgetProps } from '@rjsf/utils';
import { useId, useState } from 'react';
import { anchorsOf } from './page-links.ts';
import type { EditorFormContext } from './form-context.ts';

const contextOf = (props: WidgetProps) => props.registry.formContext as EditorFormContext;

function PlainInput(props: WidgetProps) {
  const BaseInput = getTemplate('BaseInputTemplate', props.registry, props.options);
  return <BaseInput {...props} />;
}

function LinkWidget(props: WidgetProps) {
  const { data } = contextOf(props);
  const value = typeof props.value === 'string' ? props.value : '';
  const [path, anchor = ''] = value.startsWith('/') ? value.split('#') : ['', ''];
  const anchors = path ? anchorsOf(data, path) : [];
  const pick = `${props.id}__page`;
  return (
    <div className="picker">
      <PlainInput {...props} />
      <div className="picker-row">
        <label htmlFor={pick}>Page</label>
        <select id={pick} value={path} onChange={(event) => props.onChange(event.target.value || undefined)}>
          <option value="">(not a page of this site)</option>
          {data.pages.map((page) => (
            <option key={page.path} value={page.path}>
              {page.path} {page.title ? `: ${page.title}` : ''}
            </option>
          ))}
        </select>
        <label htmlFor={`${props.id}__anchor`}>Section</label>
        <select
          id={`${props.id}__anchor`}
          value={anchor}
          disabled={!path}
          onChange={(event) => props.onChange(event.target.value ? `${path}#${event.target.value}` : path)}
        >
          <option value="">(top of the page)</option>
          {anchors.map((id) => (
            <option key={id} value={id}>
              #{id}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

function PictureWidget(props: WidgetProps) {
  const { pictures, upload, announce } = contextOf(props);
  const value = typeof props.value === 'string' ? props.value : '';
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const uploadId = useId();
  const altField = () => document.getElementById(props.id.replace(/src$/, 'alt')) as HTMLInputElement | null;
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setProblem('');
    try {
      const src = await upload(file);
      props.onChange(src);
      announce(`Added the picture as ${src}. Now write what it shows in the alt text field.`);
      requestAnimationFrame(() => altField()?.focus());
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
