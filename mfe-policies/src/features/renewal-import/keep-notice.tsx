// "Keep this notice" (issue 49 part 2): the review's checkbox, and what saving does with the notice's file once the
// policy is updated: the card's picked file is uploaded as the policy's renewal notice; a forwarded email's held copy
// is kept by the reviewed call. A refusal (over the allowance...) never undoes the saved policy: it is a warning.
import { useState } from 'react';
import { Checkbox } from 'antd';
import { describeError, showToast, TOASTS, type Policy } from '@renewly/shared-contracts';
import { policyAccessAllows } from '@renewly/shared-contracts/features/sharing';
import { INBOUND_READING_TEXTS } from '@renewly/shared-contracts/features/inbound-readings';
import { useDocumentsUsage } from './api/documents-usage';
import { useMarkReadingReviewed } from './api/inbound-readings';
import { uploadNotice, useRefreshDocuments } from './api/upload-notice';

/** The user's choice lives with the dialog, so it outlasts the review's remounts (another car, another file). */
export function useKeepNoticeChoice(hasFile: boolean) {
  const [checked, setChecked] = useState(false);
  const usage = useDocumentsUsage(hasFile);
  const configured = usage.data?.configured === true;
  const offered = (policy: Policy) => hasFile && configured && policyAccessAllows(policy.access, 'edit');
  return { checked, setChecked, offered };
}

export type KeepNoticeChoice = ReturnType<typeof useKeepNoticeChoice>;

export function KeepNoticeCheckbox({ checked, onChange, disabled }: { checked: boolean; onChange: (checked: boolean) => void; disabled?: boolean }) {
  return (
    <div className="rn-keep" data-testid="keep-notice">
      <Checkbox checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} aria-describedby="rn-keep-extra">
        {INBOUND_READING_TEXTS.keepNotice}
      </Checkbox>
      <p id="rn-keep-extra" className="rn-held">
        {INBOUND_READING_TEXTS.keepNoticeExtra}
      </p>
    </div>
  );
}

/**
 * After the policy is saved: keeps the notice when asked (and, for a forwarded reading, marks it reviewed), then says
 * how it went in the one toast. Never throws.
 */
export function useFinishReview(readingId: string | undefined, file: File | undefined) {
  const markReviewed = useMarkReadingReviewed();
  const refresh = useRefreshDocuments();
  return async (policy: Policy, keep: boolean): Promise<void> => {
    let refused: string | null = null;
    try {
      if (readingId) await markReviewed.mutateAsync({ id: readingId, keepNotice: keep ? { policyId: policy.id } : undefined });
      else if (keep && file) await uploadNotice(policy.id, file);
      if (keep) void refresh(policy.id);
    } catch (error) {
      // Not keeping, a reading not marked reviewed stays in the list to be marked later: nothing to say, as before.
      if (keep) refused = describeError(error);
    }
    if (refused) showToast({ title: INBOUND_READING_TEXTS.noticeNotKept, description: refused, variant: 'warning' });
    else showToast({ title: TOASTS.policyUpdated, description: keep ? INBOUND_READING_TEXTS.noticeKept : undefined, variant: 'success' });
  };
}
