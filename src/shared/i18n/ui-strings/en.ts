/**
 * The words around the content that live in code (landmarks, control names, link hints), in English.
 * hi.ts and te.ts give the same in Hindi and Telugu; a page gets only its own language's
 * (English in the entry, the others in their language's site data chunk). Form labels and messages are
 * not here: they come with the forms.
 */
export const uiStrings = {
  skipToContent: 'Skip to main content',
  mainNavigation: 'Main',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menu: 'Menu',
  menuWithoutScript: "Menu: the site's pages",
  socialMedia: 'Social media',
  opensInNewTab: '(opens in a new tab)',
  callUs: (phone: string) => `Call us on ${phone}`,
  emailUs: (email: string) => `E-mail us at ${email}`,
  findOffice: 'Find our office',
  languages: 'Languages',
  pageLoadFailed: 'This page could not load',
  checkConnection: 'Please check your internet connection and try again.',
  tryAgain: 'Try again',
  slide: 'slide',
  picture: 'picture',
  slideshow: 'slideshow',
  movingLogos: 'moving logos',
  previous: (what: string) => `Previous ${what}`,
  next: (what: string) => `Next ${what}`,
  showItem: (what: string, n: number, count: number) => `Show ${what} ${n} of ${count}`,
  pause: (what: string) => `Pause ${what}`,
  play: (what: string) => `Play ${what}`,
  imageNotFound: 'Image Not Found',
  carousel: 'carousel',
  gallery: 'Gallery',
  itemOf: (n: number, count: number) => `${n} of ${count}`,
  about: (what: string) => `about ${what}`,
  achievementsIn: (year: string | number) => `Achievements in ${year}`,
  whatWeDo: (title: string) => `${title}: what we do`,
  personOnline: (name: string) => `${name} online`,
  personOn: (name: string, network: string) => `${name} on ${network}`,
  closeProfile: (name: string) => `Close ${name}'s profile`,
  website: 'website',
  readMore: 'Read more',
  applyNow: 'Apply Now',
  whereWeWork: 'Where we work',
  chooseYear: 'Choose a year',
};

export type UiStrings = typeof uiStrings;
/** The nouns a carousel's control names are made of. */
export type ControlNoun = 'slide' | 'picture' | 'slideshow' | 'movingLogos';
