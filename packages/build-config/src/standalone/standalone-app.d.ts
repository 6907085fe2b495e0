// The app a remote exposes (its src/app.tsx): createAppConfig points this name at it in development.
declare module '@wsms/standalone-app' {
  import type { ComponentType } from 'react';

  const App: ComponentType;
  export default App;
}
