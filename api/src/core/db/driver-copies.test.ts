import path from 'node:path';

// Two mongodb driver copies break TypeScript and BSON; the api pins one that mongoose, agenda's backend and
// connect-mongo all share.
test('mongoose, @agendajs/mongo-backend and connect-mongo resolve the same mongodb driver', () => {
  const nodeModules = path.resolve(__dirname, '../../../../node_modules');
  const driverSeenFrom = (pkg: string) => require.resolve('mongodb', { paths: [path.join(nodeModules, pkg)] });
  const api = require.resolve('mongodb');
  expect(driverSeenFrom('mongoose')).toBe(api);
  expect(driverSeenFrom('@agendajs/mongo-backend')).toBe(api);
  expect(driverSeenFrom('connect-mongo')).toBe(api);
});
