// Issue 49: the import dialog's one line, "Or forward the renewal email to renewals+…@…", with Copy. Nothing at all
// when the server has no INBOUND_DOMAIN, the user has no address or it is off (Profile is where it is made).
import { Button } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { checkedRead, QUERY_KEYS, showToast } from '@renewly/shared-contracts';
import { FORWARDING_TEXTS } from '@renewly/shared-contracts/features/forwarding-address-texts';

const loadSchema = () => import('@renewly/shared-contracts/features/forwarding-address').then((m) => m.forwardingAddressSchema);

export function ForwardingLine() {
  const { data } = useQuery({ queryKey: QUERY_KEYS.forwardingAddress, queryFn: checkedRead(loadSchema) });
  if (!data?.configured || !data.enabled || !data.address) return null;
  const address = data.address;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      showToast({ title: FORWARDING_TEXTS.copied, variant: 'success' });
    } catch {
      showToast({ title: 'Could not copy', description: 'Select the address and copy it yourself.', variant: 'error' });
    }
  };
  return (
    <p className="rn-note" data-testid="forwarding-line">
      {FORWARDING_TEXTS.importLine} <strong style={{ wordBreak: 'break-all' }}>{address}</strong>{' '}
      <Button size="small" onClick={() => void copy()} aria-label="Copy the forwarding address">
        Copy
      </Button>
    </p>
  );
}
