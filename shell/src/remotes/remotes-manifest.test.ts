import { absoluteUrl, fetchRemotesManifest, parseRemotesManifest } from './remotes-manifest';

function fakeFetch(status: number, body: unknown): typeof fetch {
  // jsdom has no Response: a minimal stand-in with what fetchRemotesManifest reads.
  const response = { ok: status < 400, status, statusText: status === 200 ? 'OK' : 'Not Found', json: async () => body };
  return jest.fn(async () => response as unknown as Response);
}

describe('remotes manifest', () => {
  it('keeps name -> URL entries and drops anything that is not a URL string', () => {
    expect(parseRemotesManifest({ quotes: '/remotes/quotes/mf-manifest.json', bad: 3, empty: '' })).toEqual({
      quotes: '/remotes/quotes/mf-manifest.json',
    });
  });

  it('rejects a manifest that is not an object', () => {
    expect(() => parseRemotesManifest(['/a'])).toThrow(/remotes.json/);
    expect(() => parseRemotesManifest(null)).toThrow(/remotes.json/);
  });

  it('reads /remotes.json without cache and fails with the status on an error answer', async () => {
    const ok = fakeFetch(200, { market: 'https://cdn.example.com/market/mf-manifest.json' });
    await expect(fetchRemotesManifest(ok)).resolves.toEqual({ market: 'https://cdn.example.com/market/mf-manifest.json' });
    expect(ok).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-cache' }));
    await expect(fetchRemotesManifest(fakeFetch(404, {}))).rejects.toThrow('404: Not Found');
  });

  it('turns a path into an absolute URL against the page, and keeps absolute URLs', () => {
    expect(absoluteUrl('/remotes/quotes/mf-manifest.json', 'http://127.0.0.1:3000/policies')).toBe(
      'http://127.0.0.1:3000/remotes/quotes/mf-manifest.json',
    );
    expect(absoluteUrl('https://cdn.example.com/q/mf-manifest.json', 'http://127.0.0.1:3000/')).toBe(
      'https://cdn.example.com/q/mf-manifest.json',
    );
  });
});
