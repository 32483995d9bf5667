// Issue 49: the receiver over STARTTLS with the operator's certificate (a client that requires TLS gets it, and gets
// nothing from a receiver without one), and the sender checked on arrival: a message sent straight from the insurer's
// server (SPF for the connection's address, DKIM, DMARC) is stored with its result, which the review's API returns.
// The certificate in test-fixtures/tls is made for these tests only (CN in.renewly.test, 127.0.0.1).
import path from 'node:path';
import nodemailer from 'nodemailer';
import { createTestApp, signUpAndLogIn, waitFor, type TestApp } from '../../../test/helpers';
import { InboundReadingModel, readInboundTls, receiveForwardedMail, startInboundSmtpServer, userForRecipient, type InboundSmtpServer, type SmtpEnvelope } from '.';
import { aviva, insurerDns, signed } from './test-fixtures/signed-notice';

const DOMAIN = 'in.renewly.test';
const tlsFiles = { keyFile: path.join(__dirname, 'test-fixtures', 'tls', 'mx.key'), certFile: path.join(__dirname, 'test-fixtures', 'tls', 'mx.crt') };
const resolver = insurerDns('127.0.0.1');
let t: TestApp;
let withTls: InboundSmtpServer;
let withoutTls: InboundSmtpServer;

beforeAll(async () => {
  t = await createTestApp({ config: { inboundDomain: DOMAIN } });
  const options = {
    domain: DOMAIN,
    maxMessageBytes: 64 * 1024,
    limits: { perAddressPerDay: 100, perSenderPerHour: 100 },
    userForRecipient,
    receive: (userId: string, raw: Buffer, envelope: SmtpEnvelope) => receiveForwardedMail(userId, raw, new Date(), { envelope, resolver }),
    logger: t.logger,
  };
  withTls = await startInboundSmtpServer({ ...options, tls: readInboundTls(tlsFiles) }, 0);
  withoutTls = await startInboundSmtpServer(options, 0);
});
afterAll(async () => {
  await withTls?.close();
  await withoutTls?.close();
  await t.close();
});

const sendRequiringTls = (port: number, to: string, raw: Buffer) =>
  nodemailer
    .createTransport({ host: '127.0.0.1', port, secure: false, requireTLS: true, tls: { ca: readInboundTls(tlsFiles).cert, servername: DOMAIN } })
    .sendMail({ envelope: { from: 'renewals@aviva.co.uk', to: [to] }, raw });

test("STARTTLS with the operator's certificate: the insurer's server sends over TLS, and the sender's SPF, DKIM and DMARC pass", async () => {
  const agent = await signUpAndLogIn(t.app);
  const address = (await agent.post('/api/forwarding-address')).body.address as string;
  await sendRequiringTls(withTls.port, address, await signed(await aviva('Your renewal premium is £600.00 for AB12 CDE', address)));
  const reading = await waitFor(() => InboundReadingModel.findOne({ userId: agent.user.id }).lean(), { what: 'the reading' });
  expect(reading.authentication).toEqual({ how: 'direct', signedBy: ['aviva.co.uk'], alignedSigner: 'aviva.co.uk', dmarc: 'pass' });
  const shown = await agent.get(`/api/inbound-readings/${String(reading._id)}`);
  expect(shown.status).toBe(200);
  expect(shown.body.authentication).toEqual({ how: 'direct', signedBy: ['aviva.co.uk'], alignedSigner: 'aviva.co.uk', dmarc: 'pass' });
});

test('a receiver without a certificate offers no STARTTLS: a client that requires TLS sends nothing', async () => {
  const agent = await signUpAndLogIn(t.app);
  const address = (await agent.post('/api/forwarding-address')).body.address as string;
  await expect(sendRequiringTls(withoutTls.port, address, await aviva())).rejects.toThrow(/STARTTLS/);
  expect(await InboundReadingModel.countDocuments({ userId: agent.user.id })).toBe(0);
});

test("a missing certificate file stops the start with the setting's name", () => {
  expect(() => readInboundTls({ ...tlsFiles, certFile: '/nonexistent/mx.crt' })).toThrow('INBOUND_TLS_CERT_FILE: cannot read /nonexistent/mx.crt (ENOENT)');
});
