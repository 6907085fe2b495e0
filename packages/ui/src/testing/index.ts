export { renderWithTheme } from './render-with-theme';
