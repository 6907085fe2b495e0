// What the apps may import from 'styled-components' in the browser (see react-router.mjs for why a
// subset). The server-side sheet, the HOC and the RSC plugin are left out; the page renderer
// (mfe-public/src/server) is a Node build of its own and imports the package itself.
export { default, ThemeProvider, createGlobalStyle, css, keyframes } from 'styled-components-bundle';
