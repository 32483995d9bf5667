// The forwarded-message header blocks found in an email's words (issue 47's emails from other mail programs): with
// and without a marker line, quoted, and one per forward; and a notice's own From/To lines that are no such block.
import { findForwardedHeaderBlocks, findForwardedHeaders, unquoted } from './forwarded-headers';
import { withoutForwardBlocks } from './notice-text';

test("a block with no marker line (Outlook's HTML rule leaves none) is found by a From naming an address, a Sent and a Subject", () => {
  const words = ['Over to you', '', 'From: Acme Motor <hello@acme-motor.test>', 'Sent: 3 March 2027 09:15', 'To: pat@example.test', 'Subject: Renewal', '', 'Your cover renews on 1 April 2027.'].join('\n');
  expect(findForwardedHeaders(words)?.sender).toEqual({ name: 'Acme Motor', address: 'hello@acme-motor.test', domain: 'acme-motor.test' });
  expect(withoutForwardBlocks(words)).toBe('Your cover renews on 1 April 2027.');
});

test("a notice's own 'From:' and 'To:' lines (a period of cover) are not a header block, and stay for the reader", () => {
  const words = ['Period of insurance', 'From: 01/04/2027', 'To: 31/03/2028', 'Subject to the terms of your policy.'].join('\n');
  expect(findForwardedHeaderBlocks(words)).toEqual([]);
  expect(withoutForwardBlocks(words)).toBe(words);
});

test("headers quoted '> ' under the marker (a phone's mail program) are read, and the words lose their quote marks", () => {
  const words = ['Begin forwarded message:', '', '> From: Acme Motor <hello@acme-motor.test>', '> Date: 3 March 2027', '> Subject: Renewal', '>', '> Your premium is £512.40.'].join('\n');
  expect(findForwardedHeaders(words)?.sender?.address).toBe('hello@acme-motor.test');
  expect(withoutForwardBlocks(words)).toBe('Your premium is £512.40.');
  expect(unquoted('> > twice quoted\n>once\nnot > quoted')).toBe('twice quoted\nonce\nnot > quoted');
});

test('forwarded twice: the deepest block names who first sent it, and every block and every forwarder\'s note leaves the words', () => {
  const words = [
    'For you',
    '---------- Forwarded message ---------',
    'From: Sam <sam@example.test>',
    'Date: 2 March 2027',
    'Subject: Fwd: Renewal',
    '',
    'Can you look?',
    '________________________________',
    'From: Acme Motor <hello@acme-motor.test>',
    'Sent: 1 March 2027 08:00',
    'Subject: Renewal',
    '',
    'Your cover renews on 1 April 2027.',
  ].join('\n');
  expect(findForwardedHeaderBlocks(words).map((b) => b.sender?.address)).toEqual(['sam@example.test', 'hello@acme-motor.test']);
  expect(findForwardedHeaders(words)?.sender?.address).toBe('hello@acme-motor.test');
  expect(withoutForwardBlocks(words)).not.toMatch(/^(From|Sent|Date|Subject):/m);
  expect(withoutForwardBlocks(words)).toBe('Your cover renews on 1 April 2027.');
});

test("a forwarder's note above the forwarded message is theirs, not the notice's: its figures never reach the reader", () => {
  const words = [
    "£50 more than last year!! I'm sure we only paid about £560 last time.",
    '',
    '---------- Forwarded message ---------',
    'From: Acme Motor <hello@acme-motor.test>',
    'Date: 1 March 2027',
    'Subject: Your renewal',
    '',
    "Last year's premium    £592.77",
  ].join('\n');
  expect(withoutForwardBlocks(words)).toBe("Last year's premium    £592.77");
  // Near miss: with no forwarded block, every word is the notice's (an insurer's email sent straight to Renewly).
  expect(withoutForwardBlocks("We'll renew on 1 April 2027.\n\nLast year's premium    £592.77")).toBe("We'll renew on 1 April 2027.\n\nLast year's premium    £592.77");
});
