import { describeSignedInArea } from '@wsms/api-client/testing';
import { renderRoute } from './testing/render-route';

describeSignedInArea({
  name: 'staff area',
  role: 'staff',
  renderRoute,
  pages: [
    ['/staff-dashboard', 'Staff Dashboard'],
    ['/instructor-dashboard', 'Instructor Dashboard'],
    ['/staff', 'Staff'],
  ],
});
