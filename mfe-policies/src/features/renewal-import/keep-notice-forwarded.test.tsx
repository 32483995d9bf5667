// "Keep this notice" for a forwarded email's reading (issue 49 part 2): offered when the reading holds the notice's
// file; saving sends { keepNotice: { policyId } } with the reviewed call; a refusal is a warning, the policy saved.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { addDays, londonToday, type Policy } from '@renewly/shared-contracts';
import { parseRenewalNotice } from '@renewly/shared-contracts/features/renewal-notice';
import { INBOUND_READING_TEXTS } from '@renewly/shared-contracts/features/inbound-readings';
import { installFakeApi } from '../../testing/fake-api';
import { renderPage } from '../../testing/render-page';
import { samplePolicy } from '../../testing/sample-policies';
import { RenewalNoticeDialog } from './renewal-notice-dialog';

const renewal = addDays(londonToday(), 40);
const LONG_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const notice = parseRenewalNotice(
  [
    'Your Aviva car insurance renewal',
    'Vehicle registration: AB12 CDE',
    `Renewal date: ${LONG_DATE.format(new Date(`${renewal}T00:00:00Z`))}`,
    "Last year's premium: £612.40",
    'Your renewal premium: £702.15',
  ].join('\n'),
  { today: londonToday() },
);
const READING_ID = '6c0000000000000000000001';
const REVIEWED = `POST /api/inbound-readings/${READING_ID}/reviewed`;
const KEEP = { name: INBOUND_READING_TEXTS.keepNotice, description: INBOUND_READING_TEXTS.keepNoticeExtra };

const reading = (heldNotice: { filename: string; contentType: string; size: number } | null) => ({
  id: READING_ID,
  receivedAt: '2026-11-29T09:00:00.000Z',
  expiresAt: '2026-12-29T09:00:00.000Z',
  status: 'unread',
  sender: { address: 'renewals@aviva.co.uk', domain: 'aviva.co.uk' },
  subject: 'Your Aviva car insurance renewal',
  authentication: null,
  notice,
  documents: heldNotice ? [heldNotice] : [],
  unreadableDocuments: [],
  heldNotice,
  message: 'We read your renewal notice from Aviva for AB12 CDE: check it',
});
const HELD = { filename: 'renewal.pdf', contentType: 'application/pdf', size: 48_000 };

function setUp(held: typeof HELD | null, reviewed: { status?: number; body?: unknown } = { status: 200, body: { ok: true } }) {
  const policy: Policy = samplePolicy({ registrationNumber: 'AB12CDE', insurer: 'Aviva', renewalDate: renewal, currentPremium: '612.40' });
  const fake = installFakeApi({
    'GET /api/policies': { body: [policy] },
    'GET /api/documents/usage': { body: { configured: true, usedBytes: 0, quotaBytes: 1 } },
    [`GET /api/inbound-readings/${READING_ID}`]: { body: reading(held) },
    [`PUT /api/policies/${policy.id}`]: { body: policy },
    [REVIEWED]: reviewed,
  });
  const onClose = jest.fn();
  const page = renderPage(<RenewalNoticeDialog policy={null} readingId={READING_ID} onClose={onClose} />);
  return { policy, fake, onClose, ...page };
}

async function save(onClose: jest.Mock) {
  for (const mark of screen.queryAllByRole('checkbox', { name: 'This is right' })) fireEvent.click(mark);
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
}

describe('Keep this notice, for a forwarded email', () => {
  it('ticked, the reviewed call keeps the held notice with the reviewed policy; the toast says it is kept', async () => {
    const { policy, fake, onClose, toasts, queryClient } = setUp(HELD);
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    await screen.findByTestId('notice-review');
    fireEvent.click(await screen.findByRole('checkbox', KEEP));
    await save(onClose);
    const writes = fake.requests.filter((r) => r.method !== 'GET');
    expect(writes.map((r) => `${r.method} ${r.url}`)).toEqual([`PUT /api/policies/${policy.id}`, REVIEWED]);
    expect(writes[1]!.body).toEqual({ keepNotice: { policyId: policy.id } });
    expect(toasts.at(-1)).toEqual({ title: 'Policy updated successfully', description: INBOUND_READING_TEXTS.noticeKept, variant: 'success' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/policies', policy.id, 'documents'] });
  });

  it('unticked, the reviewed call has no body, as before', async () => {
    const { fake, onClose } = setUp(HELD);
    await screen.findByRole('checkbox', KEEP);
    await save(onClose);
    const reviewed = fake.fetchMock.mock.calls.find(([url, init]) => init?.method === 'POST' && String(url).endsWith('/reviewed'))!;
    expect(reviewed[1]!.body).toBeUndefined();
  });

  it('is not offered when the email held no notice file', async () => {
    const { fake } = setUp(null);
    await screen.findByTestId('notice-review');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fake.requests.some((r) => r.url === '/api/documents/usage')).toBe(false);
    expect(screen.queryByRole('checkbox', { name: KEEP.name })).toBeNull();
  });

  it("a refused keep is a warning with the server's message; the policy update was still made", async () => {
    const message = 'Your documents would use more than your 200 MB (199.9 MB used). Delete one you no longer need first';
    const { policy, fake, onClose, toasts } = setUp(HELD, { status: 400, body: { message } });
    fireEvent.click(await screen.findByRole('checkbox', KEEP));
    await save(onClose);
    expect(fake.requests.some((r) => r.method === 'PUT' && r.url === `/api/policies/${policy.id}`)).toBe(true);
    expect(toasts).toEqual([{ title: INBOUND_READING_TEXTS.noticeNotKept, description: message, variant: 'warning' }]);
  });
});
