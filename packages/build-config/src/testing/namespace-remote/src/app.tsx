import { RemoteRoutes } from '@wsms/ui';
import * as toasts from '@wsms/ui/toast';
import { routes } from './routes';

// The namespace itself is the value: the build cannot tell which exports are read from it.
const exported = Object.keys(toasts);

function NamespacePage() {
  return <p>{exported.join(', ')}</p>;
}

export default function App() {
  return <RemoteRoutes routes={routes} pages={{ '/namespace': NamespacePage }} />;
}
