import { renderRemoteRoute } from '@wsms/api-client/testing';
import App from '../app';

export const renderRoute = (path: string) => renderRemoteRoute(App, path);
