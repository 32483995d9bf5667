import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { brandTheme } from '@renewly/shared-contracts';

/** antd is not shared across apps: each exposed page carries the brand theme through its own provider. */
export function PoliciesTheme({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={brandTheme}>{children}</ConfigProvider>;
}
