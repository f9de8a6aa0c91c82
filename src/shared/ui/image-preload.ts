// A file of its own, free of React and the DOM: the prerenderer (Node) writes these into the page's head.

/** What the head needs to preload a picture: the AVIF copies when there are copies, else the original. */
export interface ImagePreload {
  href: string;
  avifSrcSet?: string;
  sizes?: string;
}
