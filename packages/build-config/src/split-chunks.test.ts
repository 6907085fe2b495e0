const { splitChunksOptions } = require('../split-chunks.cjs');

const chunk = (name: string | undefined, initial = false) => ({ name, canBeInitial: () => initial });

describe('splitChunksOptions', () => {
  test('When an app names no whole chunks, then rspack keeps its default splitting', () => {
    expect(splitChunksOptions()).toBeUndefined();
    expect(splitChunksOptions([])).toBeUndefined();
  });

  test('When a lazy chunk is named whole, then it is not split; other lazy chunks are, and initial chunks never', () => {
    const { chunks } = splitChunksOptions(['home-below-fold']);
    expect(chunks(chunk('home-below-fold'))).toBe(false);
    expect(chunks(chunk('booking-extras'))).toBe(true);
    expect(chunks(chunk(undefined))).toBe(true);
    expect(chunks(chunk('mfe_public', true))).toBe(false);
  });
});
