// Test support (issue 49): renewal emails DKIM-signed with a key made for the run, and a DNS answered from a table of
// TXT records (the insurer's DKIM key, SPF and DMARC), so the sender checks run with no network.
import { generateKeyPairSync } from 'node:crypto';
import { dkimSign, type DKIMSignOptions, type DNSResolver } from 'mailauth';
import MailComposer from 'nodemailer/lib/mail-composer';

const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const PUBLIC_KEY = keys.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
const PRIVATE_KEY = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

/** The insurer's records: its DKIM key (selector s1, shared with a mailing service's), SPF allowing `insurerIp`, DMARC p=reject. */
export function insurerDns(insurerIp: string): DNSResolver {
  const records: Record<string, string[]> = {
    's1._domainkey.aviva.co.uk': [`v=DKIM1; k=rsa; p=${PUBLIC_KEY}`],
    's1._domainkey.sendgrid.net': [`v=DKIM1; k=rsa; p=${PUBLIC_KEY}`],
    'aviva.co.uk': [`v=spf1 ip4:${insurerIp} -all`],
    '_dmarc.aviva.co.uk': ['v=DMARC1; p=reject'],
  };
  return async (name, rrtype) => {
    const found = rrtype === 'TXT' ? records[name.toLowerCase()] : undefined;
    if (!found) throw Object.assign(new Error(`${name}: not found`), { code: 'ENOTFOUND' });
    return found.map((record) => [record]);
  };
}

/** Aviva's renewal email as it leaves Aviva (unsigned). */
export const aviva = (text = 'Your renewal premium is £600.00 for AB12 CDE', to = 'jo.bloggs@gmail.com') =>
  new MailComposer({ from: 'Aviva <renewals@aviva.co.uk>', to, subject: 'Your car insurance renewal', text }).compile().build();

/** The message with a DKIM signature of `signingDomain` (selector s1) on top. */
export async function signed(message: Buffer, signingDomain = 'aviva.co.uk'): Promise<Buffer> {
  // mailauth 4.13's code reads `signatureData` (its README's form); its index.d.ts declares the fields at the top level.
  // `signTime` given: without it mailauth writes t= as Math.round(Date.now() / 1000) twice, once into what it signs and
  // once into the header it returns, and about 1 signature in 500 to 1,500 straddled a half second and failed to verify
  // ('bad signature', seen in a fresh clone's run; tools.js formatSignatureHeaderLine).
  const options = { signTime: new Date(), signatureData: [{ signingDomain, selector: 's1', privateKey: PRIVATE_KEY }] } as unknown as DKIMSignOptions;
  const { signatures } = await dkimSign(message, options);
  return Buffer.concat([Buffer.from(signatures), message]);
}

/** Gmail's or Outlook's "forward as attachment": the original kept whole as message/rfc822. */
export const forwardedAsAttachment = (original: Buffer) =>
  new MailComposer({
    from: 'jo.bloggs@gmail.com',
    to: 'renewals+abc@in.renewly.test',
    subject: 'Fwd: Your car insurance renewal',
    text: 'See attached',
    attachments: [{ filename: 'Your car insurance renewal.eml', content: original, contentType: 'message/rfc822', contentDisposition: 'attachment' }],
  })
    .compile()
    .build();
