// The name field of "Add a passkey" and "Rename" (plain markup: the card is drawn by the server), and its check
// (the same rules as the API's schema, without zod on the page).
import { useEffect, useRef } from 'react';
import { PASSKEY_NAME_MAX, PASSKEY_TEXTS } from '@renewly/shared-contracts/features/passkeys-texts';

export function checkPasskeyName(value: string): { ok: true; name: string } | { ok: false; message: string } {
  const name = value.trim();
  if (!name) return { ok: false, message: PASSKEY_TEXTS.nameRequired };
  if (name.length > PASSKEY_NAME_MAX) return { ok: false, message: PASSKEY_TEXTS.nameTooLong };
  return { ok: true, name };
}

export function PasskeyNameField(props: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  problem: string | null;
  /** Focus the field when it appears (Rename opens it in place of the button). */
  focusOnMount?: boolean;
}) {
  const { id, value, onChange, problem, focusOnMount } = props;
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnMount) input.current?.select();
  }, [focusOnMount]);
  return (
    <div className="renewly-field">
      <label htmlFor={id} className="renewly-field-label">
        {PASSKEY_TEXTS.nameLabel}
      </label>
      <input
        ref={input}
        id={id}
        name="passkeyName"
        className={problem ? 'renewly-input renewly-input-error' : 'renewly-input'}
        value={value}
        maxLength={PASSKEY_NAME_MAX + 10}
        autoComplete="off"
        placeholder={PASSKEY_TEXTS.namePlaceholder}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {problem ? (
        <div id={`${id}-error`} className="renewly-field-error">
          {problem}
        </div>
      ) : null}
    </div>
  );
}
