/**
 * The form library's buttons with words on them instead of icon fonts: a person sees what each does and a
 * screen reader reads the same words.
 */
import type { IconButtonProps, SubmitButtonProps } from '@rjsf/utils';

function TextButton({ label, props }: { label: string; props: IconButtonProps }) {
  const { id, className, onClick, disabled, title } = props;
  return (
    <button
      id={id}
      type="button"
      className={`small ${className ?? ''}`}
      onClick={onClick}
      disabled={disabled}
      title={title}
    >
      {label}
    </button>
  );
}

export const buttonTemplates = {
  AddButton: (props: IconButtonProps) => <TextButton label="Add an item" props={props} />,
  MoveUpButton: (props: IconButtonProps) => <TextButton label="Move up" props={props} />,
  MoveDownButton: (props: IconButtonProps) => <TextButton label="Move down" props={props} />,
  CopyButton: (props: IconButtonProps) => <TextButton label="Duplicate" props={props} />,
  RemoveButton: (props: IconButtonProps) => <TextButton label="Remove" props={props} />,
  ClearButton: (props: IconButtonProps) => <TextButton label="Clear" props={props} />,
  // Saving is the editor's own button for the whole file, not one per section.
  SubmitButton: (_props: SubmitButtonProps) => null,
};
