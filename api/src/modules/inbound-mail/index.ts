// Mail forwarded to Renewly (issue 49): the public entry of the inbound-mail module.
export { readForwardedMail, documentTypeOf, type ForwardedMail, type MailDocument, type DocumentType } from './forwarded-mail';
export { parseSender, type MailSender } from './forwarded-headers';
export { createForwardingAddressRouter } from './forwarding-address.routes';
export { userForRecipient, deleteForwardingAddresses, forwardingAddressStatus, rotateForwardingAddressAfterReset } from './forwarding-address.service';
export { ForwardingAddressModel } from './forwarding-address.model';
export { readInboundTls, startInboundSmtpServer, type InboundSmtpServer } from './inbound-smtp-server';
export {
  receiveForwardedMail,
  noticeWordsOf,
  createForwardedMailReceiver,
  emailAboutReading,
  inboundNotificationMessage,
  readingEmailMessage,
  INBOUND_NOTIFICATION_TITLE,
} from './inbound-reading.service';
export { InboundReadingModel } from './inbound-reading.model';
export type { SmtpEnvelope } from './sender-authentication';
export { createInboundWebhookRouter, INBOUND_WEBHOOK_MESSAGES } from './inbound-webhook.routes';
export { createInboundReadingsRouter } from './inbound-readings.routes';
export { deleteHeldNoticesOfUser, pruneExpiredReadings, type KeepNotice } from './inbound-readings.service';
export { heicToJpeg } from './heic-to-jpeg';
