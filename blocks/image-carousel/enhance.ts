// The image-carousel without React: the shared slideshow enhancer (src/shared/ui/enhance-carousel.ts).
export { enhanceCarousel as enhance } from '../../src/shared/ui/enhance-carousel.ts';
