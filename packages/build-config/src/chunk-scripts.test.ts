import { FIRST_SCREEN_IMAGE_TIMING as IMAGE_TIMING, PRERENDER_ELEMENT_ID as SNAPSHOT_ID } from '@wsms/contracts/shell-bootstrap';

const { PRERENDER_ELEMENT_ID, FIRST_SCREEN_IMAGE_TIMING } = require('../chunk-scripts.cjs') as { PRERENDER_ELEMENT_ID: string; FIRST_SCREEN_IMAGE_TIMING: string };

describe('the start script', () => {
  test('When it looks for a prerendered snapshot, then it looks for the id the gateway gives the snapshot, and the timing name of its first-screen images', () => {
    expect(PRERENDER_ELEMENT_ID).toBe(SNAPSHOT_ID);
    expect(FIRST_SCREEN_IMAGE_TIMING).toBe(IMAGE_TIMING);
  });
});
