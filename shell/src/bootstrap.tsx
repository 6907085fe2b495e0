import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { prefetchRemotesManifest } from './features/remotes/remotes-manifest';

prefetchRemotesManifest();
createRoot(document.getElementById('root')!).render(<App />);
