// The field of a 6-digit code (the SMS code that verifies a mobile number, an authenticator app's code): digits on a
// phone's keyboard, the code offered by the phone's autofill, and its error (an element with id `${id}-error`) named.
export function OneTimeCodeInput({ id, value, onChange, error }: { id: string; value: string; onChange: (value: string) => void; error: string | null }) {
  return (
    <input
      id={id}
      className={error ? 'renewly-input renewly-input-error ra-code-input' : 'renewly-input ra-code-input'}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    />
  );
}
