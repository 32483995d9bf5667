import { loadRemoteModule } from './federation';
import { preloadRoutePage } from './route-preload';

jest.mock('./federation', () => ({ loadRemoteModule: jest.fn(() => Promise.resolve({})) }));
jest.mock('../../../federation/antd-styles', () => ({ antdStylesReady: jest.fn(() => Promise.resolve()) }));
const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

beforeEach(() => load.mockClear());

test("signed in, the route's page starts loading", async () => {
  await preloadRoutePage('/policies', Promise.resolve(true));
  expect(load).toHaveBeenCalledWith('policies', 'PoliciesPage');
  await preloadRoutePage('/', Promise.resolve(true));
  expect(load).toHaveBeenLastCalledWith('policies', 'DashboardPage');
});

test('signed out, or on a path no remote serves, nothing loads', async () => {
  await preloadRoutePage('/policies', Promise.resolve(false));
  await preloadRoutePage('/no-such-page', Promise.resolve(true));
  expect(load).not.toHaveBeenCalled();
});

test('a failed preload is left for the route to meet', async () => {
  load.mockRejectedValueOnce(new Error('offline'));
  await expect(preloadRoutePage('/reminders', Promise.resolve(true))).resolves.toBeUndefined();
});
