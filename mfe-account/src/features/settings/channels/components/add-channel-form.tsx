// 'Add a channel': the kind, a name, the kind's fields. Checked here with the API's schema first, every problem at
// once under its field; the API checks the rest (https, the address, Discord's host) and its message goes under the
// field it is about. A webhook's signing secret is shown once after saving.
import { useId, useState, type FormEvent } from 'react';
import type { UserChannelInput } from '@renewly/shared-contracts/features/user-channels';
import { USER_CHANNEL_KINDS, USER_CHANNEL_LABELS, type UserChannelKind } from '@renewly/shared-contracts/features/user-channels-texts';
import { describeError, showToast } from '@renewly/shared-contracts';
import { Spinner } from '../../../../shared/account-page-styles';
import { useAddChannel } from '../api/user-channels';
import { CHANNEL_FIELDS } from './channel-fields';
import { apiErrorField, channelInputErrors, type ChannelFormErrors } from './channel-form-errors';

export const SECRET_SHOWN_ONCE = 'Copy this signing secret now: it is shown only once. Your receiver verifies each request with it.';

export function AddChannelForm() {
  const id = useId();
  const add = useAddChannel();
  const [kind, setKind] = useState<UserChannelKind>('ntfy');
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<ChannelFormErrors>({});
  const [secret, setSecret] = useState<string | null>(null);
  const error = errors.form ?? null;

  /** Shows the problems, each under its field (aria-invalid, described by its message). */
  const showErrors = (next: ChannelFormErrors) => setErrors(next);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const fields = Object.fromEntries(CHANNEL_FIELDS[kind].flatMap((f) => (values[f.name]?.trim() ? [[f.name, values[f.name]!.trim()]] : [])));
    const input = { kind, name: (values.name ?? '').trim(), ...fields } as UserChannelInput;
    const problems = await channelInputErrors(input);
    if (problems) return showErrors(problems);
    setErrors({});
    add.mutate(input, {
      onSuccess: (channel) => {
        setValues({});
        setSecret(channel.signingSecret ?? null);
        showToast({ title: 'Channel added', description: `${channel.name}: send a test to check it.`, variant: 'success' });
      },
      onError: (err) => showErrors(apiErrorField(kind, describeError(err))),
    });
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret ?? '');
      showToast({ title: 'Secret copied', description: 'Keep it in your receiver’s settings.', variant: 'success' });
    } catch {
      showToast({ title: 'Could not copy', description: 'Select the secret and copy it yourself.', variant: 'error' });
    }
  };

  return (
    <>
      {secret ? (
        <div data-testid="channel-signing-secret">
          <p className="ra-alert-warning" role="alert">
            {SECRET_SHOWN_ONCE}
          </p>
          <div className="ra-compact">
            <input className="renewly-input" readOnly value={secret} aria-label="Signing secret" onFocus={(e) => e.currentTarget.select()} />
            <button type="button" className="renewly-button renewly-button-primary" onClick={copy}>
              Copy
            </button>
          </div>
        </div>
      ) : null}
      <form aria-label="Add a channel" onSubmit={submit} noValidate data-testid="add-channel-form">
        <h3 className="ra-subtitle">Add a channel</h3>
        <div className="renewly-field">
          <label className="renewly-field-label" htmlFor={`${id}-kind`}>
            Type
          </label>
          <select
            id={`${id}-kind`}
            className="renewly-select"
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as UserChannelKind);
              setErrors({});
            }}
          >
            {USER_CHANNEL_KINDS.map((k) => (
              <option key={k} value={k}>
                {USER_CHANNEL_LABELS[k]}
              </option>
            ))}
          </select>
        </div>
        <TextField id={`${id}-name`} label="Name" value={values.name ?? ''} error={errors.name} onChange={(v) => setValues((old) => ({ ...old, name: v }))} placeholder="My phone" />
        {CHANNEL_FIELDS[kind].map((f) => (
          <TextField
            key={`${kind}-${f.name}`}
            id={`${id}-${f.name}`}
            label={f.optional ? `${f.label} (optional)` : f.label}
            secret={f.secret}
            extra={f.extra}
            placeholder={f.placeholder}
            value={values[f.name] ?? ''}
            error={errors[f.name]}
            onChange={(v) => setValues((old) => ({ ...old, [f.name]: v }))}
          />
        ))}
        {error ? (
          <p className="ra-alert-error" role="alert" id={`${id}-error`} data-testid="add-channel-error">
            {error}
          </p>
        ) : null}
        <button type="submit" className="renewly-button renewly-button-primary" disabled={add.isPending} aria-busy={add.isPending || undefined} aria-describedby={error ? `${id}-error` : undefined}>
          {add.isPending && <Spinner />}
          Add channel
        </button>
      </form>
    </>
  );
}

function TextField(props: { id: string; label: string; value: string; onChange: (v: string) => void; secret?: boolean; extra?: string; placeholder?: string; error?: string }) {
  const describedBy = [props.error ? `${props.id}-error` : null, props.extra ? `${props.id}-extra` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="renewly-field">
      <label className="renewly-field-label" htmlFor={props.id}>
        {props.label}
      </label>
      <input
        id={props.id}
        className={props.error ? 'renewly-input renewly-input-error' : 'renewly-input'}
        type={props.secret ? 'password' : 'text'}
        autoComplete="off"
        spellCheck={false}
        value={props.value}
        placeholder={props.placeholder}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.error ? (
        <div id={`${props.id}-error`} className="renewly-field-error" data-testid="channel-field-error">
          {props.error}
        </div>
      ) : null}
      {props.extra ? (
        <div className="renewly-field-extra" id={`${props.id}-extra`}>
          {props.extra}
        </div>
      ) : null}
    </div>
  );
}
