/**
 * The buttons of a form's lists, with words on them instead of icon fonts, named for the entry they act on
 * ("Move up: Button 2, Our Team"), and leaving the focus somewhere sensible once the form has re-drawn the
 * list: on the moved entry's button, on the next entry after a removal, in the new entry's first field.
 */
import type { ArrayFieldItemButtonsTemplateProps, IconButtonProps, SubmitButtonProps } from '@rjsf/utils';
import { focusSoon } from './focus.ts';

function TextButton({ label, props, name }: { label: string; props: IconButtonProps; name?: string }) {
  const { id, className, onClick, disabled } = props;
  return (
    <button
      id={id}
      type="button"
      className={`small ${className ?? ''}`}
      onClick={onClick}
      disabled={disabled}
      aria-label={name ? `${label}: ${name}` : undefined}
    >
      {label}
    </button>
  );
}

/** The id of a list entry's list: "section_buttons" for the entry "section_buttons_1". */
const listOf = (itemId: string) => itemId.replace(/_\d+$/, '');
const entry = (list: string, index: number) => `${list}_${index}`;
/** The last entry of a list, the one "Add an item" just made. */
const lastEntry = (list: string) => () =>
  document.getElementById(list)?.querySelector<HTMLElement>(':scope > .array-item-list > :last-child');

export const buttonTemplates = {
  AddButton: (props: IconButtonProps) => {
    const list = (props.id ?? '').replace(/__add$/, '');
    const onClick = (event: React.MouseEvent<HTMLButtonElement>) => {
      props.onClick?.(event);
      focusSoon(lastEntry(list));
    };
    const label = (props.uiSchema?.['ui:options'] as { addLabel?: string } | undefined)?.addLabel;
    return <TextButton label={label ?? 'Add an item'} props={{ ...props, onClick }} />;
  },
  MoveUpButton: (props: IconButtonProps) => <TextButton label="Move up" props={props} />,
  MoveDownButton: (props: IconButtonProps) => <TextButton label="Move down" props={props} />,
  CopyButton: (props: IconButtonProps) => <TextButton label="Duplicate" props={props} />,
  RemoveButton: (props: IconButtonProps) => <TextButton label="Remove" props={props} />,
  ClearButton: (props: IconButtonProps) => <TextButton label="Clear" props={props} />,
  // Saving is the editor's own button for the whole file, not one per section.
  SubmitButton: (_props: SubmitButtonProps) => null,
};

/** One entry's buttons, each named with the entry (`name`), each leaving the focus on the right place. */
export function ItemButtons({ name, ...props }: ArrayFieldItemButtonsTemplateProps & { name: string }) {
  const { fieldPathId, index, totalItems, disabled, readonly } = props;
  const list = listOf(fieldPathId.$id);
  const off = disabled || readonly;
  const button = (label: string, key: string, enabled: boolean, act: () => void, after: () => void) => (
    <TextButton
      label={label}
      name={name}
      props={{
        id: `${fieldPathId.$id}__${key}`,
        className: `rjsf-array-item-${key}`,
        disabled: off || !enabled,
        registry: props.registry,
        onClick: () => {
          act();
          after();
        },
      }}
    />
  );
  const moved = (to: number) => () =>
    focusSoon(
      `${entry(list, to)}__${to < index ? 'moveUp' : 'moveDown'}`,
      `${entry(list, to)}__${to < index ? 'moveDown' : 'moveUp'}`,
    );
  const removed = () =>
    focusSoon(
      ...(index < totalItems - 1 ? [`${entry(list, index)}__remove`] : []),
      ...(index > 0 ? [`${entry(list, index - 1)}__remove`] : []),
      `${list}__add`,
      list,
    );
  return (
    <>
      {(props.hasMoveUp || props.hasMoveDown) &&
        button('Move up', 'moveUp', props.hasMoveUp, () => props.onMoveUpItem(), moved(index - 1))}
      {(props.hasMoveUp || props.hasMoveDown) &&
        button('Move down', 'moveDown', props.hasMoveDown, () => props.onMoveDownItem(), moved(index + 1))}
      {props.hasCopy &&
        button(
          'Duplicate',
          'copy',
          true,
          () => props.onCopyItem(),
          () => focusSoon(entry(list, index + 1)),
        )}
      {props.hasRemove && button('Remove', 'remove', true, () => props.onRemoveItem(), removed)}
    </>
  );
}
