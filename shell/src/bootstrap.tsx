import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { prefetchRemoteUrls } from './features/remotes/remote-urls';

prefetchRemoteUrls();
createRoot(document.getElementById('root')!).render(<App />);
