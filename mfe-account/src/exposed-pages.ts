// The pages this remote exposes, exactly those shared-contracts' registry lists for it (a type error otherwise).
// rspack.base.js exposes each from src/pages/; the standalone page (bootstrap.tsx) renders them at the shell's paths.
import type { ComponentType } from 'react';
import type { ExposedPages } from '@renewly/shared-contracts';

export const exposedPages: ExposedPages<'account', ComponentType> = {
  ProfilePage: () => import('./pages/profile-page'),
  SettingsPage: () => import('./pages/settings-page'),
};
