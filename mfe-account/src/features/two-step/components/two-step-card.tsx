// Issue 40: Profile → "Two-step sign-in". Off: what it is and "Turn on two-step sign-in" (then the set-up); on: the
// codes left, "Make new recovery codes" and "Turn off" (each confirmed; the API asks for a recent sign-in). Plain
// markup, drawn by the server with the profile from GET /api/two-step; the confirms load antd when used.
import { useRef, useState } from 'react';
import { serverMessage, showToast } from '@renewly/shared-contracts';
import {
  recoveryCodesLeftText,
  TWO_STEP_TEXTS as TEXT,
  type TwoStepSetup as Setup,
  type TwoStepStatus,
} from '@renewly/shared-contracts/features/two-step-texts';
import { LazyConfirmPopover } from '../../../../../federation/lazy-confirm-popover';
import { SkeletonLines, Spinner } from '../../../shared/account-page-styles';
import { useRenewRecoveryCodes, useStartTwoStepSetup, useTurnOffTwoStep, useTwoStepStatus } from '../api/two-step';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { TwoStepSetup } from './two-step-setup';

export function TwoStepCard() {
  const { data: status, isPending, isError, refetch, isFetching } = useTwoStepStatus();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const backToCard = () => {
    setSetup(null);
    setCodes(null);
    // The panel's buttons are gone: the keyboard's place is the card's heading.
    requestAnimationFrame(() => heading.current?.focus());
  };

  let body;
  if (isPending) body = <SkeletonLines rows={2} label="Loading two-step sign-in" />;
  else if (isError || !status) {
    body = (
      <div className="ra-alert-error" role="alert">
        <p>Could not load two-step sign-in. Please try again.</p>
        <button type="button" className="renewly-button" onClick={() => void refetch()} disabled={isFetching}>
          Retry
        </button>
      </div>
    );
  } else if (codes) body = <RecoveryCodesPanel codes={codes} onDone={backToCard} />;
  else if (setup) {
    body = (
      <TwoStepSetup
        setup={setup}
        onCancel={backToCard}
        onEnabled={(answer) => {
          setSetup(null);
          setCodes(answer.codes);
        }}
      />
    );
  } else if (status.enabled) body = <TurnedOn status={status} onNewCodes={setCodes} />;
  else body = <TurnedOff onSetup={setSetup} />;

  return (
    <section aria-labelledby="two-step-heading" data-testid="two-step-card">
      <h2 id="two-step-heading" ref={heading} tabIndex={-1} className="ra-card-title">
        {TEXT.cardTitle}{' '}
        {status ? (
          <span className={status.enabled ? 'ra-status ra-status-ok' : 'ra-status ra-status-warn'} data-testid="two-step-status">
            {status.enabled ? TEXT.statusOn : TEXT.statusOff}
          </span>
        ) : null}
      </h2>
      {body}
    </section>
  );
}

function TurnedOff({ onSetup }: { onSetup: (setup: Setup) => void }) {
  const start = useStartTwoStepSetup();
  return (
    <>
      <p className="ra-muted">{TEXT.offIntro}</p>
      <button
        type="button"
        className="renewly-button renewly-button-primary"
        disabled={start.isPending}
        aria-busy={start.isPending || undefined}
        onClick={() => start.mutate(undefined, { onSuccess: onSetup })}
      >
        {start.isPending && <Spinner />}
        {TEXT.turnOn}
      </button>
      {start.isError ? (
        <div className="ra-verify-error" role="alert">
          {serverMessage(start.error, 'Please try again.')}
        </div>
      ) : null}
    </>
  );
}

function TurnedOn({ status, onNewCodes }: { status: TwoStepStatus; onNewCodes: (codes: string[]) => void }) {
  const renew = useRenewRecoveryCodes();
  const turnOff = useTurnOffTwoStep();
  const failed = renew.error ?? turnOff.error;
  return (
    <>
      <p className="ra-muted">{TEXT.onIntro}</p>
      <p data-testid="recovery-codes-left">{recoveryCodesLeftText(status.recoveryCodesLeft)}</p>
      <div className="ra-actions">
        <LazyConfirmPopover
          title={TEXT.renewConfirm}
          description={TEXT.renewDescription}
          okText={TEXT.renewOk}
          cancelText={TEXT.cancel}
          onConfirm={() =>
            renew.mutate(undefined, {
              onSuccess: (answer) => {
                showToast({ title: TEXT.newCodesMade, variant: 'success' });
                onNewCodes(answer.codes);
              },
            })
          }
        >
          <button type="button" className="renewly-button" disabled={renew.isPending} aria-busy={renew.isPending || undefined}>
            {renew.isPending && <Spinner />}
            {TEXT.makeNewCodes}
          </button>
        </LazyConfirmPopover>
        <LazyConfirmPopover
          title={TEXT.turnOffConfirm}
          description={TEXT.turnOffDescription}
          okText={TEXT.turnOffOk}
          cancelText={TEXT.cancel}
          onConfirm={() => turnOff.mutate(undefined, { onSuccess: () => showToast({ title: TEXT.turnedOff, variant: 'success' }) })}
        >
          <button
            type="button"
            className="renewly-button renewly-button-danger"
            disabled={turnOff.isPending}
            aria-busy={turnOff.isPending || undefined}
          >
            {turnOff.isPending && <Spinner />}
            {TEXT.turnOff}
          </button>
        </LazyConfirmPopover>
      </div>
      {failed ? (
        <div className="ra-verify-error" role="alert" data-testid="two-step-error">
          {serverMessage(failed, 'Please try again.')}
        </div>
      ) : null}
    </>
  );
}
