import { describeSignedInArea } from '@wsms/api-client/testing';
import { renderRoute } from './testing/render-route';

describeSignedInArea({
  name: 'portal area',
  role: 'user',
  renderRoute,
  pages: [
    ['/client-portal', 'Client Portal'],
    ['/workout-tracker', 'Workout Tracker'],
  ],
});
