// The "Confirm it's you" dialog (issue 40): opened by ReauthHost when a sensitive request was refused with 403
// reauthRequired; closes with true once a method has confirmed the session, false on Cancel / Esc / ×.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal } from 'antd';
import { apiJson } from '@renewly/shared-contracts';
import { RECENT_AUTH_MINUTES } from '@renewly/shared-contracts/features/sign-in-security';
import type { ReauthMethods } from '@renewly/shared-contracts/features/account-security';
import { AntdTheme } from '../../../federation/antd-theme';
import { REAUTH_METHODS } from './reauth-methods';

const WHY = `For your security, confirm it’s you before this change: you signed in more than ${RECENT_AUTH_MINUTES} minutes ago.`;
const PASSWORD_ONLY: ReauthMethods = { password: true };

export function ReauthDialog({ onDone }: { onDone: (confirmed: boolean) => void }) {
  const methods = useQuery({
    queryKey: ['/api/auth/reauth/methods'],
    queryFn: () => apiJson<ReauthMethods>('GET', '/api/auth/reauth/methods'),
    staleTime: 0,
  });
  const available = REAUTH_METHODS.filter((m) => m.available(methods.data ?? PASSWORD_ONLY));
  const [chosen, setChosen] = useState<string | null>(null);
  const current = available.find((m) => m.key === chosen) ?? available[0]!;
  const others = available.filter((m) => m.key !== current.key);
  return (
    <AntdTheme>
      <Modal open title="Confirm it’s you" width={420} onCancel={() => onDone(false)} footer={null} maskClosable={false}>
        <p>{WHY}</p>
        <current.Form key={current.key} onConfirmed={() => onDone(true)} />
        {others.length > 0 && (
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 12 }}>
            {others.map((m) => (
              <Button key={m.key} type="link" onClick={() => setChosen(m.key)}>
                {m.switchLabel}
              </Button>
            ))}
          </div>
        )}
      </Modal>
    </AntdTheme>
  );
}
