// The 10 recovery codes, shown once (after turning on, or after making a new set): copy, download, then "I have saved
// them" closes the panel for good (the codes are not kept anywhere in the page).
import { useEffect, useRef } from 'react';
import { showToast } from '@renewly/shared-contracts';
import { TWO_STEP_TEXTS as TEXT } from '@renewly/shared-contracts/features/two-step-texts';

function download(codes: string[]) {
  const text = ['Renewly recovery codes', 'Each code signs you in once when you cannot use your authenticator app.', '', ...codes, ''].join('\n');
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'renewly-recovery-codes.txt';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The button that showed the panel is gone: the keyboard's place is the panel's heading.
  useEffect(() => heading.current?.focus(), []);
  const copy = () =>
    navigator.clipboard
      ?.writeText(codes.join('\n'))
      .then(() => showToast({ title: TEXT.codesCopied, variant: 'success' }))
      .catch(() => undefined);
  return (
    <div data-testid="recovery-codes-panel">
      <h3 ref={heading} tabIndex={-1} className="ra-subtitle">
        {TEXT.recoveryTitle}
      </h3>
      <p>{TEXT.recoveryIntro}</p>
      <ol className="ra-recovery-codes" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="ra-actions">
        <button type="button" className="renewly-button" onClick={() => void copy()}>
          {TEXT.copyCodes}
        </button>
        <button type="button" className="renewly-button" onClick={() => download(codes)}>
          {TEXT.downloadCodes}
        </button>
        <button type="button" className="renewly-button renewly-button-primary" onClick={onDone}>
          {TEXT.savedThem}
        </button>
      </div>
    </div>
  );
}
