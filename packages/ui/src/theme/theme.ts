export const theme = {
  colors: {
    navy: '#0b1f3a',
    navyRaised: '#13294b',
    onNavy: '#ffffff',
    onNavyMuted: '#c5d0e0',
    accent: '#ff7a1a',
    accentHover: '#ff9447',
    onAccent: '#0b1f3a',
    accentText: '#c2410c',
    text: '#1a2233',
    muted: '#4a5568',
    background: '#f5f7fb',
    surface: '#ffffff',
    border: '#d5dbe5',
    danger: '#b42318',
    success: '#067647',
    focus: '#1d4ed8',
    focusOnNavy: '#ff9447',
  },
  fonts: {
    body: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    heading: "'Montserrat', 'Inter', system-ui, sans-serif",
  },
  radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadows: {
    card: '0 1px 2px rgba(11, 31, 58, 0.06), 0 4px 16px rgba(11, 31, 58, 0.08)',
    overlay: '0 12px 40px rgba(11, 31, 58, 0.3)',
  },
  space: (n: number) => `${n * 4}px`,
  breakpoints: { sm: '480px', md: '768px', lg: '1024px', xl: '1200px' },
  maxWidth: '1200px',
} as const;

export type Theme = typeof theme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}

export const mq = (bp: keyof Theme['breakpoints']) => `@media (min-width: ${theme.breakpoints[bp]})`;
