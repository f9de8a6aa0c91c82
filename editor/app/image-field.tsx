/**
 * A picture with its alt text (the "image" objects of the schemas). Choosing or uploading another picture
 * empties the alt text and puts the focus in it: the old words described the old picture, and a blind
 * visitor would hear them for the new one. The checker then asks for new words until they are written.
 */
import { getDefaultRegistry } from '@rjsf/core';
import type { FieldPathList, FieldProps } from '@rjsf/utils';
import type { EditorFormContext } from './form-context.ts';
import { focusSoon } from './focus.ts';

const ObjectField = getDefaultRegistry().fields.ObjectField;
const samePath = (a: FieldPathList, b: FieldPathList) => a.length === b.length && a.every((part, at) => part === b[at]);

export function EditorObjectField(props: FieldProps) {
  if (props.schema['x-editor'] !== 'image') return <ObjectField {...props} />;
  const picture = (props.formData ?? {}) as { src?: string; alt?: string };
  const own = props.fieldPathId.path;
  const onChange: FieldProps['onChange'] = (value, path, errors, id) => {
    const replaced = samePath(path, [...own, 'src']) && !!value && value !== picture.src;
    if (!replaced) return props.onChange(value, path, errors, id);
    if (picture.alt) {
      props.onChange({ ...picture, src: value, alt: '' }, own, errors, id);
      const context = props.registry.formContext as EditorFormContext;
      context.announce(
        `The picture is now ${value}. Its alt text is empty, since the old words were about the old picture: write what this one shows.`,
      );
    } else props.onChange(value, path, errors, id);
    focusSoon(`${props.fieldPathId.$id}_alt`);
  };
  return <ObjectField {...props} onChange={onChange} />;
}
