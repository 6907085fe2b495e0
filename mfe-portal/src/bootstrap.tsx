import { createRoot } from 'react-dom/client';
import { Standalone } from './standalone';

createRoot(document.getElementById('root')!).render(<Standalone />);
