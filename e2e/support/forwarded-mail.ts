// Issue 49: a renewal email sent, as a mail server would, to the worker's receiver on loopback (global-setup.ts sets
// INBOUND_DOMAIN to this domain and the port in E2E_INBOUND_SMTP_PORT).
import nodemailer from 'nodemailer';

export const E2E_INBOUND_DOMAIN = 'in.renewly.test';

export async function sendToReceiver(to: string, raw: string, from = 'driver@example.co.uk'): Promise<void> {
  const port = Number(process.env.E2E_INBOUND_SMTP_PORT);
  if (!port) throw new Error('E2E_INBOUND_SMTP_PORT is not set (global-setup.ts)');
  await nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true }).sendMail({ envelope: { from, to: [to] }, raw });
}
