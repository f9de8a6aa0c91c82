// English; a module of its own so each page's chunk carries only the English words it uses
// (en.ts gathers them for the server and the other languages' tables).
/** What a served error page's title starts with. */
export const ERROR_TITLE_PREFIX = 'Error: ';
export const ERROR_SUMMARY_HEADING = 'There is a problem';
