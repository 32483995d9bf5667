// "Keep this notice" in the review (issue 49 part 2): offered only to an editor, with documents set up and a file to
// keep; after the policy is saved the picked file is uploaded (or the forwarded reading's held copy kept by the
// reviewed call); a refusal is a warning and the saved policy stays saved.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { addDays, londonToday, type Policy } from '@renewly/shared-contracts';
import { INBOUND_READING_TEXTS } from '@renewly/shared-contracts/features/inbound-readings';
import { installFakeApi } from '../../testing/fake-api';
import { renderPage } from '../../testing/render-page';
import { samplePolicy } from '../../testing/sample-policies';
import { RenewalNoticeDialog } from './renewal-notice-dialog';

const LONG_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const renewal = addDays(londonToday(), 40);
const NOTICE_TEXT = [
  'Your Aviva car insurance renewal',
  'Policy number: AV-1234-5678',
  'Vehicle registration: AB12 CDE',
  'Cover: Comprehensive',
  `Renewal date: ${LONG_DATE.format(new Date(`${renewal}T00:00:00Z`))}`,
  "Last year's premium: £612.40",
  'Your renewal premium: £702.15',
].join('\n');

jest.mock('./read-notice/read-notice-file', () => ({
  readNoticeFile: async () => ({ text: NOTICE_TEXT, usedOcr: false }),
  noticeReadMessage: () => 'unreadable',
}));

const KEEP = { name: INBOUND_READING_TEXTS.keepNotice, description: INBOUND_READING_TEXTS.keepNoticeExtra };
const usage = (configured = true) => ({ body: { configured, usedBytes: 0, quotaBytes: 200 * 1024 * 1024 } });
const pdf = () => new File(['%PDF-1.4 notice'], 'Aviva renewal.pdf', { type: 'application/pdf' });

function car(overrides: Partial<Policy> = {}) {
  return samplePolicy({ registrationNumber: 'AB12CDE', insurer: 'Aviva', policyNumber: 'AV-1234-5678', renewalDate: renewal, currentPremium: '612.40', ...overrides });
}

function api(policy: Policy, routes: Parameters<typeof installFakeApi>[0] = {}) {
  return installFakeApi({
    'GET /api/policies': { body: [policy] },
    'GET /api/documents/usage': usage(),
    [`PUT /api/policies/${policy.id}`]: { body: policy },
    ...routes,
  });
}

const uploadUrl = (policy: Policy, name = 'Aviva renewal.pdf') =>
  `/api/policies/${policy.id}/documents?${new URLSearchParams({ kind: 'renewalNotice', name }).toString()}`;

const keptDocument = (policy: Policy) => ({
  id: '6b0000000000000000000001', policyId: policy.id, kind: 'renewalNotice', name: 'Aviva renewal.pdf', contentType: 'application/pdf',
  size: 15, private: false, termStart: londonToday(), termEnd: renewal, addedByMe: true, convertedFrom: null,
  createdAt: '2026-01-01T00:00:00.000Z', canDelete: true, canMarkPrivate: true,
});

async function review() {
  return screen.findByTestId('notice-review');
}

/** The premium is marked to check (nothing else on this notice confirms it): ticked as right, then saved. */
async function save() {
  for (const mark of screen.queryAllByRole('checkbox', { name: 'This is right' })) fireEvent.click(mark);
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
}

describe('Keep this notice, from the card', () => {
  it('is offered unticked to the owner and an editor, with its extra line, when documents are set up', async () => {
    for (const access of [undefined, 'editor'] as const) {
      const policy = car({ access });
      api(policy);
      const { unmount } = renderPage(<RenewalNoticeDialog policy={policy} file={pdf()} onClose={jest.fn()} />);
      await review();
      const box = await screen.findByRole('checkbox', KEEP);
      expect((box as HTMLInputElement).checked).toBe(false);
      unmount();
    }
  });

  it('is not offered to a viewer, without documents set up, or for a file that cannot be kept (WebP)', async () => {
    const cases: [Policy, ReturnType<typeof usage>, File, boolean][] = [
      [car({ access: 'viewer' }), usage(), pdf(), true],
      [car(), usage(false), pdf(), true],
      // Nothing to keep: the allowance is not even asked.
      [car(), usage(), new File(['RIFF'], 'notice.webp', { type: 'image/webp' }), false],
    ];
    for (const [policy, documents, file, asksUsage] of cases) {
      const fake = api(policy, { 'GET /api/documents/usage': documents });
      const { unmount } = renderPage(<RenewalNoticeDialog policy={policy} file={file} onClose={jest.fn()} />);
      await review();
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(fake.requests.some((r) => r.url === '/api/documents/usage')).toBe(asksUsage);
      expect(screen.queryByRole('checkbox', { name: KEEP.name })).toBeNull();
      unmount();
    }
  });

  it('uploads the picked file after the policy is saved: kind, name, its own type, the file as the body; the toast says it is kept', async () => {
    const policy = car();
    const onClose = jest.fn();
    const fake = api(policy, { [`POST ${uploadUrl(policy)}`]: { status: 201, body: keptDocument(policy) } });
    const { toasts, queryClient } = renderPage(<RenewalNoticeDialog policy={policy} file={pdf()} onClose={onClose} />);
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    await review();
    fireEvent.click(await screen.findByRole('checkbox', KEEP));
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());

    const methods = fake.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.url}`);
    expect(methods).toEqual([`PUT /api/policies/${policy.id}`, `POST ${uploadUrl(policy)}`]);
    const [, init] = fake.fetchMock.mock.calls.find(([url]) => String(url) === uploadUrl(policy))!;
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/pdf' } });
    expect(init!.body).toBeInstanceOf(File);
    expect((init!.body as File).name).toBe('Aviva renewal.pdf');
    expect(toasts.at(-1)).toEqual({ title: 'Policy updated successfully', description: INBOUND_READING_TEXTS.noticeKept, variant: 'success' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/policies', policy.id, 'documents'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/documents/usage'] });
  });

  it('sends a HEIC photo with no type as image/heic (from its extension)', async () => {
    const policy = car();
    const fake = api(policy, { [`POST ${uploadUrl(policy, 'IMG_0042.HEIC')}`]: { status: 201, body: keptDocument(policy) } });
    const onClose = jest.fn();
    renderPage(<RenewalNoticeDialog policy={policy} file={new File(['....ftypheic'], 'IMG_0042.HEIC', { type: '' })} onClose={onClose} />);
    await review();
    fireEvent.click(await screen.findByRole('checkbox', KEEP));
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [, init] = fake.fetchMock.mock.calls.find(([url]) => String(url) === uploadUrl(policy, 'IMG_0042.HEIC'))!;
    expect(init!.headers).toEqual({ 'Content-Type': 'image/heic' });
  });

  it('unticked, nothing is uploaded and the toast is the usual one', async () => {
    const policy = car();
    const onClose = jest.fn();
    const fake = api(policy);
    const { toasts } = renderPage(<RenewalNoticeDialog policy={policy} file={pdf()} onClose={onClose} />);
    await review();
    await screen.findByRole('checkbox', KEEP);
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fake.requests.filter((r) => r.method === 'POST')).toEqual([]);
    expect(toasts.at(-1)).toEqual({ title: 'Policy updated successfully', description: undefined, variant: 'success' });
  });

  it("a refused upload (over the allowance) is a warning with the server's message; the policy was still saved", async () => {
    const policy = car();
    const onClose = jest.fn();
    const message = 'Your documents would use more than your 200 MB (199.5 MB used). Delete one you no longer need first';
    const fake = api(policy, { [`POST ${uploadUrl(policy)}`]: { status: 400, body: { message } } });
    const { toasts } = renderPage(<RenewalNoticeDialog policy={policy} file={pdf()} onClose={onClose} />);
    await review();
    fireEvent.click(await screen.findByRole('checkbox', KEEP));
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fake.requests.some((r) => r.method === 'PUT' && r.url === `/api/policies/${policy.id}`)).toBe(true);
    expect(toasts).toEqual([{ title: INBOUND_READING_TEXTS.noticeNotKept, description: message, variant: 'warning' }]);
  });

  it('the tick outlasts the review being drawn again for another car, and documents being read again', async () => {
    const policy = car();
    const other = car({ registrationNumber: 'WP21HTF', policyNumber: 'LV-1' });
    // The notice names AB12 CDE: reviewed on WP21 HTF, the dialog offers the switch (the review is drawn afresh).
    const fake = installFakeApi({
      'GET /api/policies': { body: [policy, other] },
      'GET /api/documents/usage': usage(),
      [`PUT /api/policies/${policy.id}`]: { body: policy },
      [`POST ${uploadUrl(policy)}`]: { status: 201, body: keptDocument(policy) },
    });
    const onClose = jest.fn();
    const { queryClient } = renderPage(<RenewalNoticeDialog policy={other} file={pdf()} onClose={onClose} />);
    await review();
    fireEvent.click(await screen.findByRole('checkbox', KEEP));
    await act(() => queryClient.invalidateQueries({ queryKey: ['/api/documents/usage'] }));
    expect((screen.getByRole('checkbox', KEEP) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Switch to AB12 CDE' }));
    await waitFor(() => expect(screen.getByTestId('notice-review').textContent).toContain('For AB12 CDE'));
    expect((screen.getByRole('checkbox', KEEP) as HTMLInputElement).checked).toBe(true);
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fake.requests.some((r) => r.method === 'POST' && r.url === uploadUrl(policy))).toBe(true);
  });
});
