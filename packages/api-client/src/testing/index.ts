export { failsFirst, fakeResponse, mockFetch, never, type FakeReply, type FakeRoute } from './mock-fetch';
export { fakeBookingList } from './fake-list';
export { renderRemoteRoute } from './render-remote-route';
export { describeSignedInArea } from './signed-in-area-suite';
