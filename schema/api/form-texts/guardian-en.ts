// English; a module of its own so each page's chunk carries only the English words it uses
// (en.ts gathers them for the server and the other languages' tables).
/** The join form's guardian section, drawn by the form's code. */
export const GUARDIAN_TEXTS = {
  legendMinor: 'Your parent or guardian',
  legendMaybe: 'If you are under 18: your parent or guardian',
  name: "Parent or guardian's name",
  email: "Parent or guardian's email",
  relationship: 'Their relationship to you',
  relationshipPlaceholder: 'For example: Mother',
  /** After sending, for an applicant under 18 (the server's answer, {days}: RETENTION_AWAITING_GUARDIAN_DAYS). */
  sentTitle: 'Waiting for your parent or guardian',
  sentText:
    'Thank you for applying! Because you are under 18, your parent or guardian must agree first. We have e-mailed them a link to confirm. If they do not answer within {days} days, your application is deleted. We will write to you once they confirm.',
};
