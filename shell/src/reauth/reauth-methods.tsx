// The ways the "Confirm it's you" dialog offers (issue 40). Each is a small form that confirms the session with the
// API (POST /api/auth/reauth/<method>) and then calls onConfirmed. The dialog shows the first available one and a
// link to each other available one ("Use a code", "Use a passkey"), from GET /api/auth/reauth/methods.
//
// To add a way: write its form (props: ReauthMethodProps) and add an entry below, e.g.
//   { key: 'code', switchLabel: 'Use a code', available: (m) => !!m.twoStep, Form: CodeReauthForm }
//   { key: 'passkey', switchLabel: 'Use a passkey', available: (m) => !!m.passkeys, Form: PasskeyReauthForm }
import type { ComponentType } from 'react';
import type { ReauthMethods } from '@renewly/shared-contracts/features/account-security';
import { CodeReauthForm } from './code-reauth-form';
import { PasskeyReauthForm } from './passkey-reauth-form';
import { PasswordReauthForm } from './password-reauth-form';
import type { ReauthMethodProps } from './reauth-method-props';

export type { ReauthMethodProps };

export interface ReauthMethod {
  key: string;
  /** The link that switches to this way ("Use your password"). */
  switchLabel: string;
  available: (methods: ReauthMethods) => boolean;
  Form: ComponentType<ReauthMethodProps>;
}

export const REAUTH_METHODS: readonly ReauthMethod[] = [
  { key: 'password', switchLabel: 'Use your password', available: (m) => m.password, Form: PasswordReauthForm },
  { key: 'code', switchLabel: 'Use a code', available: (m) => !!m.twoStep, Form: CodeReauthForm },
  { key: 'passkey', switchLabel: 'Use a passkey', available: (m) => !!m.passkeys, Form: PasskeyReauthForm },
];
