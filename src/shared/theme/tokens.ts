/** Every design token of the site. Blocks use these, never raw colours or pixel values. */
export const theme = {
  colors: {
    primary: '#b34700', // warm saffron-brown: 5.6:1 on white
    primaryDark: '#8a3700',
    primarySoft: '#fdf1e7',
    secondary: '#0f3d5c', // deep blue: 11:1 on white
    secondaryDark: '#0a2a40',
    secondarySoft: '#e8f1f7',
    accent: '#f2b134', // only on dark backgrounds (9:1 on secondary)
    text: '#1f2328',
    textMuted: '#4b5563', // 7.5:1 on white
    background: '#ffffff',
    surface: '#f7f5f2',
    border: '#d9d4cc',
    onDark: '#ffffff',
    // Over any photo, even a white one: white text 6.4:1, large accent text 3.4:1; scrimStrong 9.4:1 and 4.8:1.
    scrim: 'rgba(10, 20, 30, 0.7)',
    scrimStrong: 'rgba(10, 20, 30, 0.82)',
    focus: '#1a73e8',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
    heading: "Georgia, 'Noto Serif', 'Times New Roman', serif",
  },
  fontSizes: {
    small: '0.875rem',
    body: '1.0625rem',
    lead: '1.25rem',
    h3: '1.375rem',
    h2: 'clamp(1.75rem, 1.3rem + 1.8vw, 2.5rem)',
    h1: 'clamp(2.25rem, 1.5rem + 3.5vw, 4rem)',
    display: 'clamp(2.5rem, 1.6rem + 4vw, 4.5rem)',
  },
  lineHeights: { tight: 1.15, heading: 1.25, body: 1.65 },
  space: {
    xs: '0.25rem',
    s: '0.5rem',
    m: '1rem',
    l: '1.5rem',
    xl: '2.5rem',
    xxl: '4rem',
    section: 'clamp(3rem, 2rem + 4vw, 6rem)',
  },
  radii: { s: '4px', m: '10px', l: '18px', pill: '999px' },
  shadows: {
    card: '0 1px 2px rgba(15, 23, 42, 0.06), 0 8px 24px rgba(15, 23, 42, 0.08)',
    raised: '0 12px 40px rgba(15, 23, 42, 0.18)',
  },
  layout: { maxWidth: '72rem', textWidth: '44rem', headerHeight: '4.5rem' },
  /** 768 px is the spec's breakpoint (fixed backgrounds only above it). */
  breakpoints: { tablet: '768px', desktop: '1024px' },
  media: {
    tablet: '@media (min-width: 768px)',
    desktop: '@media (min-width: 1024px)',
    reducedMotion: '@media (prefers-reduced-motion: reduce)',
  },
  motion: { fast: '150ms', normal: '0.45s', easing: 'cubic-bezier(0.2, 0.7, 0.2, 1)' },
} as const;

export type Theme = typeof theme;
