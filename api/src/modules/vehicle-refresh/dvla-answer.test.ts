import { alertsOf, judgeDvlaAnswer, type UsableDvlaAnswer } from './dvla-answer';

const today = '2027-03-01';
const ok = { motStatus: 'Valid', motExpiryDate: '2028-03-14', taxStatus: 'Taxed', taxDueDate: '2027-09-01' };

describe('judging a DVLA answer', () => {
  it('takes well-formed dates and known status words', () => {
    expect(judgeDvlaAnswer(ok, today)).toEqual({ usable: true, ...ok });
    expect(judgeDvlaAnswer({ ...ok, motExpiryDate: null, motStatus: null }, today)).toMatchObject({
      usable: true,
      motExpiryDate: null,
    });
  });

  it.each([
    ['a malformed MOT date', { ...ok, motExpiryDate: '14/03/2028' }],
    ['an impossible tax date', { ...ok, taxDueDate: '2027-02-30' }],
    ['a number as a date (kept as its JSON)', { ...ok, motExpiryDate: '20280314' }],
    ['a date in the far future', { ...ok, motExpiryDate: '2099-01-01' }],
    ['a date in the far past', { ...ok, taxDueDate: '1901-01-01' }],
    ['an unexpected tax status', { ...ok, taxStatus: 'Maybe' }],
    ['an unexpected MOT status', { ...ok, motStatus: 'valid' }],
    ['no dates at all', { ...ok, motExpiryDate: null, taxDueDate: null }],
  ])('is not usable with %s', (_, status) => {
    expect(judgeDvlaAnswer(status, today)).toMatchObject({ usable: false });
  });

  it('is not usable without the status fields (an old cache entry)', () => {
    expect(judgeDvlaAnswer(undefined, today).usable).toBe(false);
  });
});

describe('status alerts', () => {
  const answer = (over: Partial<UsableDvlaAnswer>): UsableDvlaAnswer => ({ ...(judgeDvlaAnswer(ok, today) as UsableDvlaAnswer), ...over });
  it('untaxed and SORN', () => {
    expect(alertsOf(answer({ taxStatus: 'Untaxed' }), null, today)).toEqual(['untaxed']);
    expect(alertsOf(answer({ taxStatus: 'SORN' }), null, today)).toEqual(['sorn']);
    expect(alertsOf(answer({}), null, today)).toEqual([]);
  });
  it("MOT 'Not valid' only once the expiry date has passed", () => {
    expect(alertsOf(answer({ motStatus: 'Not valid', motExpiryDate: '2027-03-02' }), null, today)).toEqual([]);
    expect(alertsOf(answer({ motStatus: 'Not valid', motExpiryDate: '2027-02-28' }), null, today)).toEqual(['motInvalid']);
    expect(alertsOf(answer({ motStatus: 'Not valid', motExpiryDate: null }), '2027-01-01', today)).toEqual(['motInvalid']);
  });
});
