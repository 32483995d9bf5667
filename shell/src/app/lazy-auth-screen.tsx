import { lazy } from 'react';

// Page weight: the auth screen (forms, react-hook-form, validation, antd) loads only when it is shown:
// for signed-out visitors, or as the fallback when the router fails.
export const LazyAuthScreen = lazy(() =>
  Promise.all([import('../auth/auth-screen'), import('../../../federation/antd-theme')]).then(([screen, theme]) => ({
    default: () => (
      <theme.AntdTheme>
        <screen.AuthScreen />
      </theme.AntdTheme>
    ),
  })),
);
