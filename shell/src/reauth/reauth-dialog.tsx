// The "Confirm it's you" dialog (issue 40): opened by ReauthHost when a sensitive request was refused with 403
// reauthRequired; closes with true once a method has confirmed the session, false on Cancel / Esc / ×.
import { useLayoutEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal } from 'antd';
import { apiJson } from '@renewly/shared-contracts';
import { RECENT_AUTH_MINUTES } from '@renewly/shared-contracts/features/sign-in-security';
import type { ReauthMethods } from '@renewly/shared-contracts/features/account-security';
import { AntdTheme } from '../../../federation/antd-theme';
import { DialogTabLoop } from '../../../federation/dialog-tab-loop';
import { REAUTH_METHODS } from './reauth-methods';

// Asked before a change and before a download of the account's data alike (issue 51): the words fit both.
const REAUTH_WHY = `For your security, confirm it’s you to continue: you signed in more than ${RECENT_AUTH_MINUTES} minutes ago.`;
const PASSWORD_ONLY: ReauthMethods = { password: true };

/**
 * The dialog's own layer at the end of the body. Focus moving inside it is not announced beyond it: a remote's dialog
 * underneath (the Share dialog) holds focus with its own copy of antd, which would otherwise pull focus back into
 * itself at every focus change here (antd is bundled per app, so the two copies do not know of each other's locks).
 */
function useOwnLayer(): HTMLElement {
  const [layer] = useState(() => {
    const el = document.createElement('div');
    el.className = 'renewly-reauth-layer';
    el.addEventListener('focusin', (event) => event.stopPropagation());
    return el;
  });
  useLayoutEffect(() => {
    document.body.append(layer);
    return () => layer.remove();
  }, [layer]);
  return layer;
}

export function ReauthDialog({ onDone }: { onDone: (confirmed: boolean) => void }) {
  const layer = useOwnLayer();
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
      <Modal
        open
        title="Confirm it’s you"
        width={420}
        onCancel={() => onDone(false)}
        footer={null}
        maskClosable={false}
        getContainer={() => layer}
        modalRender={(node) => <DialogTabLoop>{node}</DialogTabLoop>}
      >
        <p>{REAUTH_WHY}</p>
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
