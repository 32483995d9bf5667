// One passkey in Profile → Passkeys: its name, when it was added and last used, Rename (inline) and Remove (confirmed).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { describeError, formatUkDate, formatUkDateTime } from '@renewly/shared-contracts';
import { PASSKEY_TEXTS, passkeyAddedOn, passkeyLastUsed, passkeyRemoveBody, type PasskeySummary } from '@renewly/shared-contracts/features/passkeys-texts';
import { LazyConfirmPopover } from '../../../../../federation/lazy-confirm-popover';
import { Spinner } from '../../../shared/account-page-styles';
import { useRemovePasskey, useRenamePasskey } from '../api/passkeys';
import { checkPasskeyName, PasskeyNameField } from './passkey-name-field';

export function PasskeyRow({ passkey }: { passkey: PasskeySummary }) {
  const [renaming, setRenaming] = useState(false);
  const remove = useRemovePasskey();
  // Back on the Rename button once the inline form closes (saved or cancelled), not lost to the page.
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasRenaming = useRef(false);
  useEffect(() => {
    if (wasRenaming.current && !renaming) renameButton.current?.focus();
    wasRenaming.current = renaming;
  }, [renaming]);
  const base = `passkey-${passkey.id}`;
  return (
    <li className="ra-passkey" data-testid="passkey-row" aria-labelledby={`${base}-name`}>
      <div className="ra-passkey-head">
        <strong id={`${base}-name`}>{passkey.name}</strong>
        {passkey.backedUp ? <span className="ra-status ra-status-ok">{PASSKEY_TEXTS.synced}</span> : null}
      </div>
      <p className="ra-passkey-when">
        {passkeyAddedOn(formatUkDate(passkey.createdAt))} · {passkey.lastUsedAt ? passkeyLastUsed(formatUkDateTime(passkey.lastUsedAt)) : PASSKEY_TEXTS.notUsed}
      </p>
      {renaming ? (
        <RenameForm passkey={passkey} onDone={() => setRenaming(false)} />
      ) : (
        <div className="ra-actions">
          <button ref={renameButton} type="button" className="renewly-button" aria-describedby={`${base}-name`} onClick={() => setRenaming(true)}>
            {PASSKEY_TEXTS.rename}
          </button>
          <LazyConfirmPopover
            title={PASSKEY_TEXTS.removeTitle}
            description={passkeyRemoveBody(passkey.name)}
            okText={PASSKEY_TEXTS.remove}
            cancelText={PASSKEY_TEXTS.cancel}
            onConfirm={() => remove.mutate(passkey.id)}
          >
            <button
              type="button"
              className="renewly-button renewly-button-danger"
              aria-describedby={`${base}-name`}
              disabled={remove.isPending}
              aria-busy={remove.isPending || undefined}
            >
              {remove.isPending && <Spinner />}
              {PASSKEY_TEXTS.remove}
            </button>
          </LazyConfirmPopover>
        </div>
      )}
    </li>
  );
}

function RenameForm({ passkey, onDone }: { passkey: PasskeySummary; onDone: () => void }) {
  const rename = useRenamePasskey();
  const [name, setName] = useState(passkey.name);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkPasskeyName(name);
    if (!checked.ok) return setProblem(checked.message);
    setProblem(null);
    rename.mutate({ id: passkey.id, name: checked.name }, { onSuccess: onDone, onError: (error) => setProblem(describeError(error)) });
  };
  return (
    <form className="ra-passkey-rename" aria-label={`${PASSKEY_TEXTS.renameTitle}: ${passkey.name}`} onSubmit={submit} noValidate>
      <PasskeyNameField id={`passkey-${passkey.id}-rename`} value={name} onChange={setName} problem={problem} focusOnMount />
      <div className="ra-actions">
        <button type="submit" className="renewly-button renewly-button-primary" disabled={rename.isPending} aria-busy={rename.isPending || undefined}>
          {rename.isPending && <Spinner />}
          {PASSKEY_TEXTS.save}
        </button>
        <button type="button" className="renewly-button" onClick={onDone}>
          {PASSKEY_TEXTS.cancel}
        </button>
      </div>
    </form>
  );
}
