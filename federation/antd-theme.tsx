import { use, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import { brandTheme } from '@renewly/shared-contracts';
import { antdStylesReady } from './antd-styles';

/**
 * The brand theme and the en-GB locale for antd, in the shell and every remote (antd is bundled per app, so each app
 * applies it to its own copy). Import it only where antd is drawn anyway: the shell's signed-in first load and the
 * dashboard have no antd (page weight), so their antd parts are lazily loaded modules that bring this along.
 */
export function AntdTheme({ children }: { children: ReactNode }) {
  // Suspends (the nearest Suspense shows its skeleton) until antd's prebuilt styles have loaded: see antd-styles.ts.
  use(antdStylesReady() as Promise<void>);
  return (
    <ConfigProvider theme={brandTheme} locale={enGB}>
      {children}
    </ConfigProvider>
  );
}
