import { lazy } from 'react';
import type { AuthScreenProps } from '../auth/auth-screen';

// Page weight: the auth screen (forms, react-hook-form, validation, antd) loads only when it is shown:
// for signed-out visitors, for a security email's link opened signed in, or as the fallback when the router fails.
export const LazyAuthScreen = lazy(() =>
  Promise.all([import('../auth/auth-screen'), import('../../../federation/antd-theme')]).then(([screen, theme]) => ({
    default: (props: AuthScreenProps) => (
      <theme.AntdTheme>
        <screen.AuthScreen {...props} />
      </theme.AntdTheme>
    ),
  })),
);
