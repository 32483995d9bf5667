import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeFetch, type FakeResponseInit } from '../../../scripts/jest/fake-fetch';
import { renderPage } from '../testing/render-page';
import SmsTestPage from './sms-test-page';

const CONFIGURED = { 'GET /api/sms/status': { body: { configured: true, fromNumber: '+447700900000' } } };
const NOT_CONFIGURED = { 'GET /api/sms/status': { body: { configured: false, fromNumber: null } } };

const region = (name: string) => screen.getByRole('region', { name });
const testCard = () => region('Send Test SMS');
const customCard = () => region('Send Custom SMS');
const textbox = (card: HTMLElement, name: string) => within(card).getByRole('textbox', { name }) as HTMLInputElement;
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

function page(routes: Record<string, FakeResponseInit | ((r: { body: unknown }) => FakeResponseInit)>) {
  const api = installFakeFetch(routes);
  const view = renderPage(<SmsTestPage />);
  return { ...api, ...view };
}

describe('SmsTestPage: the service status card', () => {
  it("shows 'Configured' and the number SMS come from", async () => {
    page(CONFIGURED);
    expect(screen.getByRole('heading', { level: 1, name: 'SMS test' })).toBeTruthy();
    expect((await screen.findByTestId('sms-status')).textContent).toBe('Configured');
    expect(screen.getByTestId('sms-from').textContent).toBe('+447700900000');
    expect(screen.queryByText(/TWILIO_ACCOUNT_SID/)).toBeNull();
  });

  it("shows 'Not Configured', 'Not set' and the three settings to set", async () => {
    page(NOT_CONFIGURED);
    expect((await screen.findByTestId('sms-status')).textContent).toBe('Not Configured');
    expect(screen.getByTestId('sms-from').textContent).toBe('Not set');
    const hint = screen.getByText(/TWILIO_ACCOUNT_SID/).textContent ?? '';
    expect(hint).toMatch(/account id \(TWILIO_ACCOUNT_SID\)/);
    expect(hint).toMatch(/auth token \(TWILIO_AUTH_TOKEN\)/);
    expect(hint).toMatch(/phone number \(TWILIO_PHONE_NUMBER\)/);
  });

  it('offers Retry when the status cannot be read', async () => {
    let fail = true;
    page({ 'GET /api/sms/status': () => (fail ? { status: 500, body: 'boom' } : CONFIGURED['GET /api/sms/status']) });
    expect(await screen.findByText('Could not load the SMS status')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findByTestId('sms-status')).textContent).toBe('Configured');
  });
});

describe('SmsTestPage: Send Test SMS', () => {
  it("turns a number typed as 07... into '+44 7...' as it is typed, and shows the format hint", () => {
    page(CONFIGURED);
    const mobile = textbox(testCard(), 'Mobile number');
    type(mobile, '0');
    expect(mobile.value).toBe('0');
    type(mobile, '07');
    expect(mobile.value).toBe('+44 7');
    type(mobile, '+44 7700900123');
    expect(mobile.value).toBe('+44 7700900123');
    type(mobile, '07700 900123');
    expect(mobile.value).toBe('+44 7700900123');
    expect(within(testCard()).getByText('UK mobile in 07xxx or +44 7xxx format')).toBeTruthy();
  });

  it("toasts 'Missing phone number' / 'Please enter a mobile phone number' and sends nothing when empty", async () => {
    const { requests, toasts } = page(CONFIGURED);
    fireEvent.click(within(testCard()).getByRole('button', { name: 'Send Test SMS' }));
    await waitFor(() =>
      expect(toasts).toContainEqual({ title: 'Missing phone number', description: 'Please enter a mobile phone number', variant: 'error' }),
    );
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('says a number that is not a UK mobile under the field', async () => {
    const { requests } = page(CONFIGURED);
    type(textbox(testCard(), 'Mobile number'), '12345');
    fireEvent.click(within(testCard()).getByRole('button', { name: 'Send Test SMS' }));
    expect(await within(testCard()).findByText('Please enter a valid UK mobile number')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it("sends the number as +44 and toasts 'Test SMS sent!'", async () => {
    const { requests, toasts } = page({
      ...CONFIGURED,
      'POST /api/test-sms': { body: { configured: true, message: 'Test SMS sent to +447700900123' } },
    });
    type(textbox(testCard(), 'Mobile number'), '07700 900123');
    await act(async () => fireEvent.click(within(testCard()).getByRole('button', { name: 'Send Test SMS' })));
    await waitFor(() =>
      expect(toasts).toContainEqual({ title: 'Test SMS sent!', description: 'Test SMS sent to +447700900123', variant: 'success' }),
    );
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({ url: '/api/test-sms', body: { to: '+447700900123' } });
  });

  it("toasts 'SMS service not configured, but test completed.' when the answer says not configured", async () => {
    const { toasts } = page({ ...NOT_CONFIGURED, 'POST /api/test-sms': { body: { configured: false, message: 'Nothing was sent.' } } });
    type(textbox(testCard(), 'Mobile number'), '07700900123');
    fireEvent.click(within(testCard()).getByRole('button', { name: 'Send Test SMS' }));
    await waitFor(() => expect(toasts.map((t) => t.title)).toEqual(['SMS service not configured, but test completed.']));
  });

  it("toasts 'Failed to test SMS' with the server's words", async () => {
    const { toasts } = page({ ...CONFIGURED, 'POST /api/test-sms': { status: 502, body: { message: 'Failed to send SMS: refused' } } });
    type(textbox(testCard(), 'Mobile number'), '07700900123');
    fireEvent.click(within(testCard()).getByRole('button', { name: 'Send Test SMS' }));
    await waitFor(() =>
      expect(toasts).toContainEqual({ title: 'Failed to test SMS', description: 'Failed to send SMS: refused', variant: 'error' }),
    );
  });
});

describe('SmsTestPage: Send Custom SMS', () => {
  it("counts the message as 'n/160 characters (SMS limit)', without stopping a longer one", () => {
    page(CONFIGURED);
    const counter = within(customCard()).getByTestId('sms-counter');
    expect(counter.textContent).toBe('0/160 characters (SMS limit)');
    type(textbox(customCard(), 'Message'), 'Renew the Golf');
    expect(counter.textContent).toBe('14/160 characters (SMS limit)');
    type(textbox(customCard(), 'Message'), 'x'.repeat(170));
    expect(counter.textContent).toBe('170/160 characters (SMS limit)');
    expect(textbox(customCard(), 'Message').value).toHaveLength(170);
  });

  it("toasts 'Please fill in both phone number and message' and sends nothing when one is missing", async () => {
    const { requests, toasts } = page(CONFIGURED);
    type(textbox(customCard(), 'Mobile number'), '07700900123');
    fireEvent.click(within(customCard()).getByRole('button', { name: 'Send Custom SMS' }));
    await waitFor(() =>
      expect(toasts).toContainEqual({
        title: 'Missing information',
        description: 'Please fill in both phone number and message',
        variant: 'error',
      }),
    );
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it("sends the number as +44 with the message and toasts 'SMS sent successfully!'", async () => {
    const { requests, toasts } = page({ ...CONFIGURED, 'POST /api/send-sms': { body: { message: 'SMS sent to +447700900123' } } });
    type(textbox(customCard(), 'Mobile number'), '07');
    expect(textbox(customCard(), 'Mobile number').value).toBe('+44 7');
    type(textbox(customCard(), 'Mobile number'), '+44 7700900123');
    type(textbox(customCard(), 'Message'), 'Your renewal is due');
    fireEvent.click(within(customCard()).getByRole('button', { name: 'Send Custom SMS' }));
    await waitFor(() =>
      expect(toasts).toContainEqual({ title: 'SMS sent successfully!', description: 'SMS sent to +447700900123', variant: 'success' }),
    );
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      url: '/api/send-sms',
      body: { to: '+447700900123', message: 'Your renewal is due' },
    });
  });

  it("toasts 'Failed to send SMS' with the server's words", async () => {
    const { toasts } = page({ ...NOT_CONFIGURED, 'POST /api/send-sms': { status: 503, body: { message: 'SMS is not configured. Nothing was sent.' } } });
    type(textbox(customCard(), 'Mobile number'), '07700900123');
    type(textbox(customCard(), 'Message'), 'Hello');
    fireEvent.click(within(customCard()).getByRole('button', { name: 'Send Custom SMS' }));
    await waitFor(() =>
      expect(toasts).toContainEqual({ title: 'Failed to send SMS', description: 'SMS is not configured. Nothing was sent.', variant: 'error' }),
    );
  });
});
