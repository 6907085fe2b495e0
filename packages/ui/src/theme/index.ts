// Shared at run time (one instance per page): the theme the shell's provider puts in context is
// the same object a remote imports, whichever release of @wsms/ui each was built with.
export { theme, mq, type Theme } from './theme';
export { GlobalStyle } from './global-style';
export { UiProvider } from './ui-provider';
