// Mail forwarded to Renewly (issue 49): the public entry of the inbound-mail module.
export { readForwardedMail, documentTypeOf, type ForwardedMail, type MailDocument, type DocumentType } from './forwarded-mail';
export { parseSender, type MailSender } from './forwarded-headers';
