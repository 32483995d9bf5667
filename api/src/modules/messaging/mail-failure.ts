// nodemailer's errors carry a `code` (ECONNECTION, ETIMEDOUT, EAUTH, EENVELOPE, EMESSAGE, ...) and, when the
// server answered, `responseCode`; their messages are technical, so the user gets these words instead.

interface NodemailerError {
  code?: string;
  responseCode?: number;
}

export function describeMailFailure(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as NodemailerError;
  if (code === 'EAUTH') return 'the mail server refused the login (check SMTP_USER and SMTP_PASS)';
  if (code === 'EENVELOPE') return `the mail server refused the address${responseCode ? ` (${responseCode})` : ''}`;
  if (code === 'ECONNECTION' || code === 'ETIMEDOUT' || code === 'ESOCKET' || code === 'EDNS') {
    return 'could not reach the mail server';
  }
  if (responseCode) return `the mail server refused the message (${responseCode})`;
  return 'the mail server did not accept the message';
}
