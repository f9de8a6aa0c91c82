// English; a module of its own so each page's chunk carries only the English words it uses
// (en.ts gathers them for the server and the other languages' tables).
/** The sentences of validation-messages.ts: {label} is the field's name, {limit}, {values}, {description}. */
export const VALIDATION_SENTENCES = {
  required: '{label} is required.',
  minLength: '{label} is required and cannot be empty.',
  maxLength: '{label} is too long: at most {limit} characters.',
  type: '{label} must be text.',
  email: '{label} must be a valid e-mail address, like name@example.org.',
  format: '{label} is not in the expected format.',
  pattern: '{label} is not valid. {description}',
  enum: '{label} must be one of: {values}.',
  invalid: '{label} is not valid.',
  notObject: 'The form must be sent as a JSON object with its fields.',
};
