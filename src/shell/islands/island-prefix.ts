/** The useId prefix of an island's root: the same on the server and in the browser, unique in the page. */
export const islandPrefix = (id: string) => `${id}-`;
