import { displayRegistration } from '@renewly/shared-contracts';

/** A UK rear number plate look: yellow, black characters, the usual space before the last three. */
export function RegistrationPlate({ registration, size = 'default' }: { registration: string; size?: 'small' | 'default' }) {
  const spaced = displayRegistration(registration);
  return (
    <span
      data-testid="registration-plate"
      style={{
        display: 'inline-block',
        background: '#f9d949',
        color: '#111',
        border: '2px solid #111',
        borderRadius: 6,
        padding: size === 'small' ? '0 6px' : '2px 10px',
        fontFamily: "'Charles Wright', 'UKNumberPlate', 'Arial Narrow', Arial, sans-serif",
        fontWeight: 800,
        fontSize: size === 'small' ? 13 : 17,
        letterSpacing: 1.5,
        whiteSpace: 'nowrap',
        lineHeight: 1.5,
      }}
    >
      {spaced}
    </span>
  );
}
