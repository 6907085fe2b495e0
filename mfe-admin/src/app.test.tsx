import { describeSignedInArea } from '@wsms/api-client/testing';
import { renderRoute } from './testing/render-route';

describeSignedInArea({
  name: 'admin area',
  role: 'admin',
  renderRoute,
  pages: [
    ['/admin', 'Admin Dashboard'],
    ['/digital-content', 'Digital Content Management'],
  ],
});
