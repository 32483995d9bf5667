import { isRemoteFallback, remoteFallbackPlugin } from './fallback-plugin';

type ErrorArgs = Parameters<NonNullable<ReturnType<typeof remoteFallbackPlugin>['errorLoadRemote']>>[0];

describe('remoteFallbackPlugin', () => {
  const plugin = remoteFallbackPlugin();
  const hook = plugin.errorLoadRemote!;
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('answers a fallback module when a remote module fails to load', () => {
    const error = new Error('RUNTIME-003 manifest 404');
    const result = hook({ id: 'quotes/QuotesPage', error, from: 'runtime', lifecycle: 'onLoad' } as ErrorArgs);
    expect(isRemoteFallback(result)).toBe(true);
    expect(result).toMatchObject({ id: 'quotes/QuotesPage', error });
  });

  it('lets the manifest stage fail, so the load itself reports the error', () => {
    const result = hook({ id: 'http://x/mf-manifest.json', error: new Error('404'), from: 'runtime', lifecycle: 'afterResolve' } as ErrorArgs);
    expect(result).toBeUndefined();
  });

  it('does not mistake a real module for the fallback', () => {
    expect(isRemoteFallback({ default: () => null })).toBe(false);
    expect(isRemoteFallback(null)).toBe(false);
  });
});
