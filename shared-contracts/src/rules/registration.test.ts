import { displayRegistration, isValidUkRegistration, normaliseRegistration } from './registration';

describe('normaliseRegistration', () => {
  it('upper-cases and removes spaces', () => {
    expect(normaliseRegistration(' ab12 cde ')).toBe('AB12CDE');
  });
});

describe('isValidUkRegistration', () => {
  it.each(['AB12CDE', 'ab12 cde', 'A123BCD', 'L2WPS', 'ABC123D', 'ABC1D', 'A1', '1A', 'ABCD1234'.slice(0, 7), '1234ABC', 'ER19BAD'])(
    'accepts %s',
    (plate) => expect(isValidUkRegistration(plate)).toBe(true),
  );
  it.each(['', 'A', 'AB12CDEF', 'ABCD1234', 'AB-12-CDE', '12AB34', 'ABCDE', '12345', '{"$gt":""}'])('rejects %s', (plate) =>
    expect(isValidUkRegistration(plate)).toBe(false),
  );
});

describe('displayRegistration', () => {
  it('spaces a current-format plate as plates show it and leaves other formats as they are', () => {
    expect(displayRegistration('AC19SXO')).toBe('AC19 SXO');
    expect(displayRegistration('ac19 sxo')).toBe('AC19 SXO');
    expect(displayRegistration('A123BCD')).toBe('A123BCD');
  });
});
