import { loadWhenOnline } from './load-when-online';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loadWhenOnline: a lazy chunk that fails offline is tried again online, never thrown', () => {
  it('uses what loads; a failed load waits for the next online event, then loads and is used once', async () => {
    const chunkError = Object.assign(new Error('Loading chunk 873 failed.'), { name: 'ChunkLoadError' });
    const load = jest.fn<Promise<string>, []>().mockRejectedValueOnce(chunkError).mockResolvedValue('schedule');
    const used: string[] = [];
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      loadWhenOnline(load, (loaded) => used.push(loaded));
      await settle();
      expect(load).toHaveBeenCalledTimes(1);
      expect(used).toEqual([]);
      window.dispatchEvent(new Event('online'));
      await settle();
      window.dispatchEvent(new Event('online'));
      await settle();
      expect(load).toHaveBeenCalledTimes(2);
      expect(used).toEqual(['schedule']);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('cancelled while waiting: back online, nothing is loaded or used', async () => {
    const load = jest.fn<Promise<string>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('schedule');
    const used: string[] = [];
    const cancel = loadWhenOnline(load, (loaded) => used.push(loaded));
    await settle();
    cancel();
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(used).toEqual([]);
  });

  it('cancelled while loading: what arrives is not used', async () => {
    let resolve!: (value: string) => void;
    const used: string[] = [];
    const cancel = loadWhenOnline(() => new Promise<string>((r) => (resolve = r)), (loaded) => used.push(loaded));
    cancel();
    resolve('schedule');
    await settle();
    expect(used).toEqual([]);
  });
});
