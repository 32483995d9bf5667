// Issue 49: one sender (MAIL FROM) may send only so many messages an hour to the receiver, whoever they are for.
import nodemailer from 'nodemailer';
import { createTestApp, signUpAndLogIn, type TestApp } from '../../../test/helpers';
import { receiveForwardedMail, startInboundSmtpServer, userForRecipient, type InboundSmtpServer } from '.';

const DOMAIN = 'in.renewly.test';
let t: TestApp;
let smtp: InboundSmtpServer;
beforeAll(async () => {
  t = await createTestApp({ config: { inboundDomain: DOMAIN } });
  smtp = await startInboundSmtpServer(
    { domain: DOMAIN, maxMessageBytes: 64 * 1024, limits: { perAddressPerDay: 1000, perSenderPerHour: 3 }, userForRecipient, receive: (userId, raw) => receiveForwardedMail(userId, raw), logger: t.logger },
    0,
  );
});
afterAll(async () => {
  await smtp?.close();
  await t.close();
});

test('a sender past its messages an hour is told to try later (451); another sender is not', async () => {
  const agent = await signUpAndLogIn(t.app);
  const address = (await agent.post('/api/forwarding-address')).body.address as string;
  const send = (from: string) =>
    nodemailer
      .createTransport({ host: '127.0.0.1', port: smtp.port, secure: false, ignoreTLS: true })
      .sendMail({ envelope: { from, to: [address] }, raw: `From: <${from}>\r\nSubject: x\r\n\r\nHello\r\n` });
  for (let i = 0; i < 3; i++) await send('Flood@Example.com');
  await expect(send('flood@example.com')).rejects.toMatchObject({ responseCode: 451 });
  await send('someone.else@example.com');
});
