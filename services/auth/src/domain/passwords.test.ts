import { concurrencyLimit } from './passwords';

describe('hashing concurrency cap', () => {
  it('When six hashes are asked for at once with a cap of 2, then never more than 2 run and all finish in order', async () => {
    const limit = concurrencyLimit(2);
    let running = 0;
    let most = 0;
    const finished: number[] = [];
    const task = (n: number) =>
      limit(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 20));
        running -= 1;
        finished.push(n);
        return n;
      });

    const results = await Promise.all([1, 2, 3, 4, 5, 6].map(task));

    expect(results).toEqual([1, 2, 3, 4, 5, 6]);
    expect(most).toBe(2);
    expect(finished).toHaveLength(6);
  });

  it('When a task fails, then its place is given to the next one', async () => {
    const limit = concurrencyLimit(1);

    const failed = limit(() => Promise.reject(new Error('boom')));
    const next = limit(() => Promise.resolve('ran'));

    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('ran');
  });
});
