// One jest run for every package: `npx jest --selectProjects api` runs one of them.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const transform = { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc };
const moduleNameMapper = {
  '^@renewly/shared-contracts$': '<rootDir>/shared-contracts/src/index.ts',
  '^@renewly/shared-contracts/features/(.*)$': '<rootDir>/shared-contracts/src/features/$1',
};
// agenda and its backend ship ESM only: let swc turn them into CommonJS for jest.
const transformIgnorePatterns = ['/node_modules/(?!(agenda|@agendajs)/)'];

const frontend = (name) => ({
  displayName: name,
  testEnvironment: 'jsdom',
  roots: [`<rootDir>/${name}/src`],
  transform,
  moduleNameMapper: { ...moduleNameMapper, '\\.(css|less)$': '<rootDir>/scripts/jest/style-stub.js' },
  setupFilesAfterEnv: ['<rootDir>/scripts/jest/dom-setup.js'],
  transformIgnorePatterns: ['/node_modules/(?!(pdfjs-dist)/)'],
});

module.exports = {
  // In one process (jest's default on two cores) the heap passed 4 GB after about 125 of the 266 files and the whole run
  // died (a fresh-clone run, 2026-11-29: "JavaScript heap out of memory" after 21 minutes). With a limit, each worker
  // (npm test runs two) is a child process started afresh once a file leaves it above 2 GB.
  workerIdleMemoryLimit: '2GB',
  projects: [
    { displayName: 'shared-contracts', testEnvironment: 'node', roots: ['<rootDir>/shared-contracts/src'], transform, moduleNameMapper },
    {
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/api/src'],
      transform,
      transformIgnorePatterns,
      moduleNameMapper,
      globalSetup: '<rootDir>/api/test/global-setup.js',
      globalTeardown: '<rootDir>/api/test/global-teardown.js',
      // Per-project testTimeout is ignored by jest 30; the setup file sets it.
      setupFilesAfterEnv: ['<rootDir>/api/test/jest-setup.js'],
    },
    frontend('shell'),
    frontend('mfe-policies'),
    frontend('mfe-reminders'),
    frontend('mfe-quotes'),
    frontend('mfe-market'),
    frontend('mfe-account'),
    // Code shared by the web apps' builds (the standalone page of each remote).
    { ...frontend('federation'), roots: ['<rootDir>/federation'] },
  ],
};
