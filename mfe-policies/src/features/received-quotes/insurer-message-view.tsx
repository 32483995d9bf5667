// "Ask {insurer} to do better" (issue 39 §4): the ready message from the user's own figures, to copy, open in their
// mail app (mailto:) or print. Renewly sends nothing. The rules are linked as the price-rise note links them.
import { useState } from 'react';
import { Button, Checkbox } from 'antd';
import { showToast, type Policy } from '@renewly/shared-contracts';
import {
  askInsurerTitle,
  INSURER_MESSAGE_RULES,
  INSURER_MESSAGE_TEXTS,
  insurerMessage,
  insurerMessageMailto,
} from '@renewly/shared-contracts/features/insurer-message';
import type { ReceivedQuote } from '@renewly/shared-contracts/features/received-quotes';
import { FCA_HANDBOOK, RENEWAL_RULES_CHECKED } from '../renewal-import/price-rise-note';

export interface InsurerMessageViewProps {
  policy: Policy;
  cheapest: ReceivedQuote | null;
  signature: string | null;
}

function Rule({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

export function InsurerMessageView({ policy, cheapest, signature }: InsurerMessageViewProps) {
  const [autoRenewalOff, setAutoRenewalOff] = useState(false);
  const message = insurerMessage({ policy, cheapest, autoRenewalOff, signature });
  if (!message) return <p data-testid="insurer-message-missing">{INSURER_MESSAGE_TEXTS.noOffer}</p>;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(`${message.subject}\n\n${message.body}`);
      showToast({ title: 'Message copied', description: 'Paste it into an email or the insurer’s web chat.', variant: 'success' });
    } catch {
      showToast({ title: 'Could not copy', description: 'Select the message and copy it yourself.', variant: 'error' });
    }
  };
  return (
    <section aria-label={askInsurerTitle(policy.insurer)} className="rqd-message">
      <p className="rqd-muted" style={{ marginTop: 0 }}>
        A message in your words, from your own figures. Change anything you like before you send it.
      </p>
      <Checkbox checked={autoRenewalOff} onChange={(e) => setAutoRenewalOff(e.target.checked)}>
        {INSURER_MESSAGE_TEXTS.autoRenewalOption}
      </Checkbox>
      <div className="rqd-print" data-testid="insurer-message">
        <p className="rqd-subject">
          <strong>Subject:</strong> {message.subject}
        </p>
        <pre className="rqd-body">
          {message.body}
        </pre>
      </div>
      <div className="rqd-actions">
        <Button type="primary" onClick={() => void copy()}>
          Copy the message
        </Button>
        <Button href={insurerMessageMailto(message)}>Open in your email app</Button>
        <Button onClick={() => window.print()}>Print</Button>
      </div>
      <ul className="rqd-rules">
        {message.mentions.pricingRule && (
          <li>
            Your renewal price may be no more than a new customer would pay for the same cover through the same channel (
            <Rule href={FCA_HANDBOOK.pricing}>{INSURER_MESSAGE_RULES.pricing.label}</Rule>).
          </li>
        )}
        <li>
          You can switch off automatic renewal at any time (<Rule href={FCA_HANDBOOK.autoRenewal}>{INSURER_MESSAGE_RULES.autoRenewal.label}</Rule>).
        </li>
      </ul>
      <p className="rqd-muted rqd-small">
        {INSURER_MESSAGE_TEXTS.notAdvice} FCA rules as checked on {RENEWAL_RULES_CHECKED}.
      </p>
    </section>
  );
}
