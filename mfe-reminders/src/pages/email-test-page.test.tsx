import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeFetch, type FakeResponseInit } from '../../../scripts/jest/fake-fetch';
import { SAMPLE_EMAIL_MESSAGE } from '../features/email-test/components/email-test-form';
import { deferred, renderPage } from '../testing/render-page';
import EmailTestPage from './email-test-page';

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
// What the page sent (the reads of the signed-in user aside).
const sent = (requests: { method: string }[]) => requests.filter((r) => r.method !== 'GET');
const sendButton = () => screen.getByRole('button', { name: /Send Email|Sending\.\.\./ });

function fill(values: { to?: string; subject?: string; message?: string }) {
  if (values.to !== undefined) fireEvent.change(field('To'), { target: { value: values.to } });
  if (values.subject !== undefined) fireEvent.change(field('Subject'), { target: { value: values.subject } });
  if (values.message !== undefined) fireEvent.change(field('Message'), { target: { value: values.message } });
}

describe('EmailTestPage', () => {
  it('has To, Subject and a Message prefilled with a sample', () => {
    installFakeFetch({});
    renderPage(<EmailTestPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Email test' })).toBeTruthy();
    expect(field('To').value).toBe('');
    expect(field('Subject').value).toBe('');
    expect(field('Message').value).toBe(SAMPLE_EMAIL_MESSAGE);
    expect(sendButton().textContent).toBe('Send Email');
  });

  it("toasts 'Missing information' / 'Please fill in all fields' and sends nothing when a field is empty", async () => {
    const { requests } = installFakeFetch({});
    const { toasts } = renderPage(<EmailTestPage />);
    fill({ to: 'jo@example.com', message: '   ' });
    fireEvent.click(sendButton());
    await waitFor(() =>
      expect(toasts).toContainEqual({ title: 'Missing information', description: 'Please fill in all fields', variant: 'error' }),
    );
    expect(sent(requests)).toHaveLength(0);
  });

  it('says a malformed address under the field, without the missing-fields toast', async () => {
    const { requests } = installFakeFetch({});
    const { toasts } = renderPage(<EmailTestPage />);
    fill({ to: 'not-an-address', subject: 'Hello' });
    fireEvent.click(sendButton());
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(field('To').getAttribute('aria-invalid')).toBe('true');
    expect(toasts).toEqual([]);
    expect(sent(requests)).toHaveLength(0);
  });

  it("sends To, Subject and Message; the button reads 'Sending...' until the answer, then 'Email sent successfully!'", async () => {
    const answer = deferred<FakeResponseInit>();
    const { requests } = installFakeFetch({ 'POST /api/send-email': () => answer.promise });
    const { toasts } = renderPage(<EmailTestPage />);
    fill({ to: ' jo@example.com ', subject: 'Renewal test', message: 'Hi there' });
    fireEvent.click(sendButton());
    await waitFor(() => expect(sendButton().textContent).toContain('Sending...'));
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
    expect(sent(requests)).toEqual([
      expect.objectContaining({ method: 'POST', url: '/api/send-email', body: { to: 'jo@example.com', subject: 'Renewal test', message: 'Hi there' } }),
    ]);
    await act(async () => answer.resolve({ body: { message: 'Email sent to jo@example.com' } }));
    await waitFor(() =>
      expect(toasts).toContainEqual({ title: 'Email sent successfully!', description: 'Email sent to jo@example.com', variant: 'success' }),
    );
    await waitFor(() => expect(sendButton().textContent).toBe('Send Email'));
  });

  it("toasts 'Failed to send email' with the server's words, never the raw answer", async () => {
    installFakeFetch({
      'POST /api/send-email': { status: 502, body: { message: 'Failed to send email: the mail server could not be reached' } },
    });
    const { toasts } = renderPage(<EmailTestPage />);
    fill({ to: 'jo@example.com', subject: 'Renewal test' });
    fireEvent.click(sendButton());
    await waitFor(() =>
      expect(toasts).toContainEqual({
        title: 'Failed to send email',
        description: 'Failed to send email: the mail server could not be reached',
        variant: 'error',
      }),
    );
  });
});

describe('EmailTestPage: an address not verified yet (issue 51 item 17)', () => {
  const user = (emailVerifiedAt: string | null) => ({
    body: {
      id: 'u1',
      username: 'jo@example.com',
      email: 'jo@example.com',
      firstName: 'Jo',
      lastName: 'Bloggs',
      mobileNumber: '07700900123',
      emailVerifiedAt,
      mobileVerifiedAt: null,
      createdAt: '2026-01-01T10:00:00.000Z',
    },
  });

  it("says 'Verify your email address first', with the way to do it, before anything is typed", async () => {
    installFakeFetch({ 'GET /api/auth/user': user(null) });
    renderPage(<EmailTestPage />);
    const alert = await screen.findByText('Verify your email address first');
    const note = alert.closest('[role="alert"]') as HTMLElement;
    expect(note.textContent).toContain('Open the link we emailed you to verify this address. Test emails go only to a verified address.');
    expect(screen.getByRole('link', { name: 'Verify it on your profile' }).getAttribute('href')).toBe('/profile');
    expect(field('To').value).toBe('');
  });

  it('says nothing of it once the address is verified', async () => {
    const { requests } = installFakeFetch({ 'GET /api/auth/user': user('2026-01-01T10:05:00.000Z') });
    renderPage(<EmailTestPage />);
    await waitFor(() => expect(requests.some((r) => r.url === '/api/auth/user')).toBe(true));
    await act(async () => undefined);
    expect(screen.queryByText('Verify your email address first')).toBeNull();
  });
});
