// The floor of the fixed architecture: a page built by the project's own rspack configuration (the shell's HTML with
// its loading screen, the same federation host settings and shared singletons, the same minifier) that renders only
// a heading and a line with React. `npm run bench:floor` measures it with Lighthouse, as bench:lighthouse measures
// the app. RENEWLY_FLOOR_NO_FEDERATION=1 builds the same page without the federation plugin, for comparison.
const { createAppConfig } = require('../../rspack.base');

const withFederation = createAppConfig({ name: 'floor', dirname: __dirname, isHost: true, title: 'Renewly' });

module.exports = (env, argv) => {
  const config = withFederation(env, argv);
  if (!process.env.RENEWLY_FLOOR_NO_FEDERATION) return config;
  return {
    ...config,
    entry: { main: './src/bootstrap.tsx' },
    // Inside dist (git-ignored, unlinted); built after the federation page, whose build empties dist.
    output: { ...config.output, path: `${__dirname}/dist/no-federation` },
    plugins: config.plugins.filter((plugin) => plugin.constructor.name !== 'ModuleFederationPlugin'),
  };
};
