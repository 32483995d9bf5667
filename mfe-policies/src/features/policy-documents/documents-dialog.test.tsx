import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Policy } from '@renewly/shared-contracts';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES, OFFLINE_DOCUMENTS_CACHE, type PolicyDocument } from '@renewly/shared-contracts/features/policy-documents';
import { installFakeApi } from '../../testing/fake-api';
import { renderPage } from '../../testing/render-page';
import { samplePolicy } from '../../testing/sample-policies';
import { installFakeCaches } from './testing-caches';
import ThemedDocumentsDialog from './themed-documents-dialog';

jest.setTimeout(60000);

const MB = 1024 * 1024;

const doc = (over: Partial<PolicyDocument>): PolicyDocument => ({
  id: 'd1',
  policyId: 'p',
  kind: 'certificate',
  name: 'certificate.pdf',
  contentType: 'application/pdf',
  size: 1.5 * MB,
  private: false,
  termStart: '2026-03-01',
  termEnd: '2027-03-01',
  addedByMe: true,
  convertedFrom: null,
  createdAt: '2026-03-02T10:00:00.000Z',
  canDelete: true,
  canMarkPrivate: true,
  ...over,
});

const documents = [
  doc({ id: 'd0', kind: 'schedule', name: 'old-schedule.pdf', termStart: '2025-03-01', termEnd: '2026-03-01', createdAt: '2025-03-02T10:00:00.000Z' }),
  doc({}),
  doc({ id: 'd2', kind: 'v5c', name: 'logbook.jpg', contentType: 'image/jpeg', size: 800 * 1024, createdAt: '2026-04-02T10:00:00.000Z' }),
];

function open(access: Policy['access'], list = documents, usage = { configured: true, usedBytes: 8.3 * MB, quotaBytes: 200 * MB }) {
  const policy = samplePolicy({ access, registrationNumber: 'AB12CDE' });
  const member = access !== 'owner';
  const shown = list.map((d) => ({ ...d, policyId: policy.id, canMarkPrivate: !member, canDelete: !member || d.canDelete }));
  const api = installFakeApi({
    [`GET /api/policies/${policy.id}/documents`]: { body: shown },
    'GET /api/documents/usage': { body: usage },
    'GET /api/policy-documents/d1/file': { body: '%PDF-1.4 the certificate' },
    'DELETE /api/policy-documents/d1': { status: 204 },
  });
  const page = renderPage(<ThemedDocumentsDialog policy={policy} onClose={() => undefined} />);
  return { policy, api, page };
}

const file = (name: string, type: string, size?: number) => {
  const f = new File(['%PDF-1.4 test'], name, { type });
  if (size !== undefined) Object.defineProperty(f, 'size', { value: size });
  return f;
};

/** The upload's fetch call: its URL and init (the fake API records only JSON bodies). */
const uploadCall = (fetchMock: jest.Mock) => fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'POST') as [string, RequestInit] | undefined;

describe('Documents', () => {
  it('lists the documents by policy year, the current year first, each with its kind, name, size and Open', async () => {
    open('owner');
    const years = await screen.findAllByTestId('document-year');
    expect(screen.getByRole('dialog', { name: 'Documents: AB12 CDE' })).toBeTruthy();
    expect(years.map((y) => y.querySelector('h3')!.textContent)).toEqual(['2026–27 policy year', '2025–26 policy year']);
    const rows = within(years[0]!).getAllByTestId('policy-document');
    expect(rows.map((r) => r.dataset.documentId)).toEqual(['d2', 'd1']);
    expect(rows[1]!.textContent).toContain('Certificate of motor insurance');
    expect(rows[1]!.textContent).toContain('certificate.pdf');
    expect(rows[1]!.textContent).toContain('1.5 MB');
    const link = within(rows[1]!).getByRole('link', { name: 'Open certificate.pdf' });
    expect(link.getAttribute('href')).toBe('/api/policy-documents/d1/file');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByTestId('documents-usage').textContent).toBe('8.3 MB of 200 MB used');
  });

  it('uploads the file as the body with its own type, the kind and name in the query', async () => {
    const { policy, api } = open('owner');
    const added = doc({ id: 'd9', kind: 'mot', name: 'mot.png', contentType: 'image/png', policyId: policy.id });
    api.routes[`POST /api/policies/${policy.id}/documents?kind=mot&name=mot.png`] = { status: 201, body: added };
    await screen.findAllByTestId('document-year');
    fireEvent.change(screen.getByLabelText('What it is'), { target: { value: 'mot' } });
    const chosen = file('mot.png', 'image/png');
    fireEvent.change(screen.getByLabelText('File'), { target: { files: [chosen] } });
    fireEvent.click(screen.getByRole('button', { name: 'Add document' }));
    await waitFor(() => expect(uploadCall(api.fetchMock)).toBeDefined());
    const [url, init] = uploadCall(api.fetchMock)!;
    expect(url).toBe(`/api/policies/${policy.id}/documents?kind=mot&name=mot.png`);
    expect(init.body).toBe(chosen);
    expect(init.headers).toEqual({ 'Content-Type': 'image/png' });
    expect(init.credentials).toBe('include');
    // The list and the usage are read again.
    await waitFor(() => expect(api.requests.filter((r) => r.url === '/api/documents/usage')).toHaveLength(2));
  });

  it("shows the server's message in the dialog, and the kind chosen stays", async () => {
    const { policy, api } = open('owner');
    const refused = DOCUMENT_MESSAGES.overQuota(199 * MB, 200 * MB);
    api.routes[`POST /api/policies/${policy.id}/documents?kind=schedule&name=schedule.pdf`] = { status: 400, body: { message: refused } };
    await screen.findAllByTestId('document-year');
    fireEvent.change(screen.getByLabelText('What it is'), { target: { value: 'schedule' } });
    fireEvent.change(screen.getByLabelText('File'), { target: { files: [file('schedule.pdf', 'application/pdf')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Add document' }));
    expect((await within(screen.getByRole('dialog')).findByRole('alert')).textContent).toContain(refused);
    expect((screen.getByLabelText('What it is') as HTMLSelectElement).value).toBe('schedule');
  });

  it('a file over the limit is refused before anything is sent; a HEIC with no type is sent as image/heic', async () => {
    const { policy, api } = open('owner');
    await screen.findAllByTestId('document-year');
    fireEvent.change(screen.getByLabelText('File'), { target: { files: [file('huge.pdf', 'application/pdf', DOCUMENT_MAX_BYTES + 1)] } });
    expect((await screen.findByRole('alert')).textContent).toContain(DOCUMENT_MESSAGES.tooBig);
    fireEvent.click(screen.getByRole('button', { name: 'Add document' }));
    await act(() => Promise.resolve());
    expect(uploadCall(api.fetchMock)).toBeUndefined();

    api.routes[`POST /api/policies/${policy.id}/documents?kind=certificate&name=IMG_0001.HEIC`] = { status: 201, body: doc({ id: 'd8', policyId: policy.id }) };
    fireEvent.change(screen.getByLabelText('File'), { target: { files: [file('IMG_0001.HEIC', '')] } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Add document' }));
    await waitFor(() => expect(uploadCall(api.fetchMock)?.[1].headers).toEqual({ 'Content-Type': 'image/heic' }));
  });

  it('a viewer sees the list and Open only: no add form, no Private, no Delete, no usage', async () => {
    open('viewer', [doc({ canDelete: false })]);
    await screen.findAllByTestId('policy-document');
    expect(screen.getByRole('link', { name: 'Open certificate.pdf' })).toBeTruthy();
    expect(screen.queryByLabelText('File')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add document' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.queryByTestId('documents-usage')).toBeNull();
  });

  it("the Private switch is the owner's only; an editor adds, and deletes what they added", async () => {
    open('editor', [doc({ canDelete: true }), doc({ id: 'd2', name: 'theirs.pdf', canDelete: false })]);
    await screen.findAllByTestId('policy-document');
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add document' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete certificate.pdf' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete theirs.pdf' })).toBeNull();
  });

  it('the owner marks a document private', async () => {
    const { api } = open('owner', [doc({})]);
    api.routes['PATCH /api/policy-documents/d1'] = (request) => ({ body: doc({ ...(request.body as object) }) });
    fireEvent.click(await screen.findByRole('switch', { name: 'Private: certificate.pdf' }));
    await waitFor(() => expect(api.requests.find((r) => r.method === 'PATCH')?.body).toEqual({ private: true }));
  });

  it('without DOCUMENTS_KEY it says so plainly and offers no upload', async () => {
    open('owner', [], { configured: false, usedBytes: 0, quotaBytes: 200 * MB });
    expect((await screen.findByTestId('documents-not-configured')).textContent).toBe(DOCUMENT_MESSAGES.notConfigured);
    expect(screen.queryByRole('button', { name: 'Add document' })).toBeNull();
  });

  describe('Keep on this phone', () => {
    let fake: ReturnType<typeof installFakeCaches>;
    beforeEach(() => (fake = installFakeCaches()));
    afterEach(() => fake.uninstall());

    it('is offered on certificates and schedules only; ticking keeps the file under its URL, unticking drops it', async () => {
      open('owner');
      const rows = await screen.findAllByTestId('policy-document');
      const byId = (id: string) => rows.find((r) => r.dataset.documentId === id)!;
      expect(within(byId('d2')).queryByRole('checkbox')).toBeNull();
      expect(within(byId('d0')).getByRole('checkbox', { name: 'Keep on this phone' })).toBeTruthy();
      const keep = within(byId('d1')).getByRole('checkbox', { name: 'Keep on this phone' }) as HTMLInputElement;
      await waitFor(() => expect(keep.disabled).toBe(false));
      expect(keep.checked).toBe(false);
      fireEvent.click(keep);
      await waitFor(() => expect(keep.checked).toBe(true));
      expect(fake.keys(OFFLINE_DOCUMENTS_CACHE)).toEqual(['/api/policy-documents/d1/file']);
      await waitFor(() => expect(keep.disabled).toBe(false));
      fireEvent.click(keep);
      await waitFor(() => expect(keep.checked).toBe(false));
      expect(fake.keys(OFFLINE_DOCUMENTS_CACHE)).toEqual([]);
    });

    it('shows a kept paper ticked, and deleting the document drops it from the phone', async () => {
      const cache = await caches.open(OFFLINE_DOCUMENTS_CACHE);
      await cache.put('/api/policy-documents/d1/file', {} as Response);
      open('owner', [doc({})]);
      const keep = (await screen.findByRole('checkbox', { name: 'Keep on this phone' })) as HTMLInputElement;
      await waitFor(() => expect(keep.checked).toBe(true));
      fireEvent.click(screen.getByRole('button', { name: 'Delete certificate.pdf' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(fake.keys(OFFLINE_DOCUMENTS_CACHE)).toEqual([]));
    });
  });

  it('is not offered where the browser has no Cache Storage', async () => {
    open('owner', [doc({})]);
    await screen.findAllByTestId('policy-document');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
