import { PRERENDER_ELEMENT_ID as SNAPSHOT_ID } from '@wsms/contracts/shell-bootstrap';

const { PRERENDER_ELEMENT_ID } = require('../chunk-scripts.cjs') as { PRERENDER_ELEMENT_ID: string };

describe('the start script', () => {
  test('When it looks for a prerendered snapshot, then it looks for the id the gateway gives the snapshot', () => {
    expect(PRERENDER_ELEMENT_ID).toBe(SNAPSHOT_ID);
  });
});
