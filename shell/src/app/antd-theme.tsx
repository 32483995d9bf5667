import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import { brandTheme } from '@renewly/shared-contracts';

/**
 * The brand theme for the shell's antd parts. Only lazily loaded modules import this (the auth screen, the header
 * menus, the route fallback, Not Found), so antd stays out of the signed-in first load (page weight).
 */
export function AntdTheme({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={brandTheme} locale={enGB}>
      {children}
    </ConfigProvider>
  );
}
