import { renderRemoteRoute } from '@wsms/api-client/src/testing/render-remote-route';
import App from '../app';

export const renderRoute = (path: string) => renderRemoteRoute(App, path);
