import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeFetch, type FakeResponseInit } from '../../../scripts/jest/fake-fetch';
import { SAMPLE_EMAIL_MESSAGE } from '../features/email-test/components/email-test-form';
import { deferred, renderPage } from '../testing/render-page';
import EmailTestPage from './email-test-page';

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
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
    expect(requests).toHaveLength(0);
  });

  it('says a malformed address under the field, without the missing-fields toast', async () => {
    const { requests } = installFakeFetch({});
    const { toasts } = renderPage(<EmailTestPage />);
    fill({ to: 'not-an-address', subject: 'Hello' });
    fireEvent.click(sendButton());
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(field('To').getAttribute('aria-invalid')).toBe('true');
    expect(toasts).toEqual([]);
    expect(requests).toHaveLength(0);
  });

  it("sends To, Subject and Message; the button reads 'Sending...' until the answer, then 'Email sent successfully!'", async () => {
    const answer = deferred<FakeResponseInit>();
    const { requests } = installFakeFetch({ 'POST /api/send-email': () => answer.promise });
    const { toasts } = renderPage(<EmailTestPage />);
    fill({ to: ' jo@example.com ', subject: 'Renewal test', message: 'Hi there' });
    fireEvent.click(sendButton());
    await waitFor(() => expect(sendButton().textContent).toContain('Sending...'));
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
    expect(requests).toEqual([
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
