// Email set 4 (issue 47): HOW PEOPLE REALLY FORWARD, AND PLAIN TEXT. Twelve forwarded car-insurance renewal emails,
// each from a different UK brand and each forwarded by a different mail program or in a different way (Gmail twice
// over, NeoMutt quoting with '> ', Apple Mail in plain text with soft breaks inside figures, Outlook on the web over
// nested layout tables, an iPhone photo of the letter, Gmail on Android under the driver's own note, Thunderbird over a
// Welsh and English email, Windows Live Mail in windows-1252 and base64, Samsung Email over a 'view online' email,
// Outlook's forward as attachment, Yahoo Mail and Proton Mail).
// Run from the repository root: node api/src/modules/inbound-mail/test-fixtures/fresh-4/make.mjs
// Every sum on every email is checked before anything is written. The photo (elephant-letter-photo.jpg) is made with
// Debian's chromium through Playwright only when it is missing; the committed one is reused otherwise.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CRLF, b64, multipart, part } from '../mime.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const TO = 'renewals+q7v2m@in.renewly.test';

// ---------------------------------------------------------------------------------------------------------------
// The sums, checked before anything is written.
const pence = (s) => Math.round(Number(String(s).replace(/[£,]/g, '')) * 100);
const SUMS = [
  // [what, left-hand terms, right-hand total]
  ['tesco excess', ['250', '250'], '500'],
  ['tesco monthly', ['68.42', ...Array(11).fill('60.79')], '737.11'],
  ['tesco rise', ['631.80', '52.41'], '684.21'],
  ['privilege this year', ['523.67', '29.99', '39.00'], '592.66'],
  ['privilege last year', ['489.12', '29.99'], '519.11'],
  ['privilege excess', ['350', '100'], '450'],
  ['swiftcover excess', ['300', '250'], '550'],
  ['swiftcover rise', ['566.95', '45.45'], '612.40'],
  ['axa excess', ['250', '500'], '750'],
  ['axa monthly', ['84.73', ...Array(10).fill('81.68')], '901.53'],
  ['elephant excess', ['200', '150'], '350'],
  ['elephant monthly', ['53.89', ...Array(10).fill('52.12')], '575.09'],
  ['lv excess', ['300', '250'], '550'],
  ['lv rise', ['592.77', '50.41'], '643.18'],
  ['admiral excess', ['250', '100'], '350'],
  ['admiral rise', ['431.25', '26.55'], '457.80'],
  ['co-op excess', ['100', '200'], '300'],
  ['co-op fall', ['391.54', '10.56'], '402.10'],
  ['more than total', ['681.20', '48.75'], '729.95'],
  ['more than excess', ['250', '150'], '400'],
  ['sainsburys monthly', ['59.84', ...Array(11).fill('54.82')], '662.86'],
  ['sainsburys excess', ['250', '200'], '450'],
  ['churchill excess', ['250', '250'], '500'],
  ['churchill rise', ['962.35', '122.25'], '1084.60'],
];
for (const [what, terms, total] of SUMS) {
  const got = terms.reduce((a, t) => a + pence(t), 0);
  if (got !== pence(total)) throw new Error(`${what}: ${terms.join(' + ')} = ${got / 100}, not ${total}`);
}

// ---------------------------------------------------------------------------------------------------------------
// Helpers.
const utf8 = (s) => Buffer.from(s, 'utf8');
const SOFT = '\u0007'; // a forced soft line break in qp() (where a mail program's wrap happened to fall)

/** Quoted-printable at 76 columns, with a soft break forced wherever SOFT stands (inside a word or a figure). */
function qp(text, bytesOf = utf8) {
  return text
    .replace(/\r\n/g, '\n')
    .split('\n')
    .map((line) => {
      const tokens = [];
      for (const ch of line) {
        if (ch === SOFT) {
          tokens.push(SOFT);
          continue;
        }
        for (const b of bytesOf(ch)) tokens.push((b >= 33 && b <= 126 && b !== 61) || b === 32 || b === 9 ? String.fromCharCode(b) : '=' + b.toString(16).toUpperCase().padStart(2, '0'));
      }
      // A space or tab ending the line is encoded.
      for (let i = tokens.length - 1; i >= 0 && tokens[i] !== SOFT; i--) {
        if (tokens[i] === ' ' || tokens[i] === '\t') tokens[i] = '=' + tokens[i].charCodeAt(0).toString(16).toUpperCase().padStart(2, '0');
        break;
      }
      const out = [];
      let cur = '';
      for (const t of tokens) {
        if (t === SOFT) {
          out.push(cur + '=');
          cur = '';
          continue;
        }
        if (cur.length + t.length > 75) {
          out.push(cur + '=');
          cur = '';
        }
        cur += t;
      }
      out.push(cur);
      return out.join(CRLF);
    })
    .join(CRLF);
}
const crlf = (s) => s.replace(/\r\n/g, '\n').split('\n').join(CRLF);
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const plainPart = (text, extra = '') => part([`Content-Type: text/plain; charset="UTF-8"${extra}`, 'Content-Transfer-Encoding: quoted-printable'], qp(text));
const htmlPart = (html) => part(['Content-Type: text/html; charset="UTF-8"', 'Content-Transfer-Encoding: quoted-printable'], qp(html));
/** A whole message: its own headers, then the body part's headers (its Content-Type ...), a blank line and its body. */
const message = (headers, body) => headers.join(CRLF) + CRLF + body;
const write = (file, text) => {
  writeFileSync(join(HERE, file), Buffer.isBuffer(text) ? text : Buffer.from(text, 'utf8'));
  console.log('wrote', file);
};
/** Wrap `text` to `width` columns (words kept whole), each line of the result prefixed with `prefix`. */
function wrapQuoted(text, prefix, width) {
  const out = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') {
      out.push(prefix.trimEnd());
      continue;
    }
    if ((prefix + line).length <= width) {
      out.push(prefix + line);
      continue;
    }
    let cur = '';
    for (const word of line.split(/ +/)) {
      if (cur && (prefix + cur + ' ' + word).length > width) {
        out.push(prefix + cur);
        cur = word;
      } else cur = cur ? cur + ' ' + word : word;
    }
    out.push(prefix + cur);
  }
  return out.join('\n');
}

// ===============================================================================================================
// 1. Tesco Bank, forwarded twice with Gmail (Priya to Dan, Dan to Renewly): two nested 'Forwarded message' blocks.
{
  const text = `Your Tesco Bank Car Insurance renewal is ready

Dear Mrs Shah,

It's nearly time to renew your car insurance. Here are the details of your renewal for your VOLKSWAGEN GOLF MATCH EDITION TSI, registration LD19 XKP.

Policy number: TBC 4471 8836 02
Renewal date: 19 December 2026

YOUR PRICE
As a Clubcard member you get our Clubcard price.
Your Clubcard price: £684.21
Standard price without Clubcard: £712.45
Last year you paid: £631.80
That's £52.41 more than last year.

Prefer to spread the cost? Pay a deposit of £68.42 followed by 11 monthly payments of £60.79. Total amount payable £737.11. Representative APR 21.9% (variable).

YOUR EXCESS
Compulsory excess: £250
Voluntary excess: £250
Total excess: £500
Windscreen replacement excess: £95

If you're happy, you don't need to do anything. We'll renew your policy automatically on 19/12/2026 using the card ending 4418.

Customer number: 60218874  |  Questions? Call 0345 300 4278 (Mon-Fri 8am-8pm, Sat 9am-5pm)

Tesco Bank Car Insurance is arranged by Tesco Bank and underwritten by a panel of insurers. Tesco Bank is a trading name of Tesco Personal Finance plc, authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (FRN 186022). Registered office: 2 South Gyle Crescent, Edinburgh EH12 9FQ.`;

  const insurerHtml = `<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#eef2f7"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;font-family:Arial,sans-serif;color:#333">
<tr><td style="background:#00539f;padding:18px 24px;color:#fff;font-size:20px;font-weight:bold">Tesco Bank <span style="font-weight:normal">Car Insurance</span></td></tr>
<tr><td style="padding:24px"><h1 style="font-size:22px;color:#00539f;margin:0 0 12px">Your renewal is ready</h1>
<p>Dear Mrs Shah,</p>
<p>It's nearly time to renew your car insurance. Here are the details of your renewal for your VOLKSWAGEN GOLF MATCH EDITION TSI, registration <b>LD19 XKP</b>.</p>
<table cellpadding="6" cellspacing="0" border="0" style="font-size:15px">
<tr><td>Policy number:</td><td><b>TBC 4471 8836 02</b></td></tr>
<tr><td>Renewal date:</td><td><b>19 December 2026</b></td></tr></table>
<h2 style="font-size:17px;color:#00539f;margin:20px 0 6px">Your price</h2>
<p>As a Clubcard member you get our Clubcard price.</p>
<table cellpadding="6" cellspacing="0" border="0" style="font-size:15px;border:1px solid #d7dde5">
<tr><td style="background:#fff5cc">Your Clubcard price</td><td style="background:#fff5cc;font-size:22px;font-weight:bold">£684.21</td></tr>
<tr><td>Standard price without Clubcard</td><td>£712.45</td></tr>
<tr><td>Last year you paid</td><td>£631.80</td></tr></table>
<p style="font-size:13px">That's £52.41 more than last year.</p>
<p style="font-size:13px">Prefer to spread the cost? Pay a deposit of £68.42 followed by 11 monthly payments of £60.79. Total amount payable £737.11. Representative APR 21.9% (variable).</p>
<h2 style="font-size:17px;color:#00539f;margin:20px 0 6px">Your excess</h2>
<table cellpadding="6" cellspacing="0" border="0" style="font-size:15px">
<tr><td>Compulsory excess</td><td>£250</td></tr>
<tr><td>Voluntary excess</td><td>£250</td></tr>
<tr><td><b>Total excess</b></td><td><b>£500</b></td></tr>
<tr><td style="color:#666">Windscreen replacement excess</td><td style="color:#666">£95</td></tr></table>
<p>If you're happy, you don't need to do anything. We'll renew your policy automatically on 19/12/2026 using the card ending 4418.</p>
<p style="font-size:12px;color:#666">Customer number: 60218874 &nbsp;|&nbsp; Questions? Call 0345 300 4278 (Mon-Fri 8am-8pm, Sat 9am-5pm)</p>
<p style="font-size:11px;color:#888">Tesco Bank Car Insurance is arranged by Tesco Bank and underwritten by a panel of insurers. Tesco Bank is a trading name of Tesco Personal Finance plc, authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (FRN 186022). Registered office: 2 South Gyle Crescent, Edinburgh EH12 9FQ.</p>
</td></tr></table></td></tr></table>`;

  const fwd1Text = `---------- Forwarded message ---------
From: Tesco Bank Car Insurance <noreply@email.tescobank.com>
Date: Fri, 20 Nov 2026 at 08:41
Subject: Your Tesco Bank Car Insurance renewal is ready
To: <priya.shah@gmail.com>
`;
  const fwd2Text = `---------- Forwarded message ---------
From: Priya Shah <priya.shah@gmail.com>
Date: Sat, 21 Nov 2026 at 19:02
Subject: Fwd: Your Tesco Bank Car Insurance renewal is ready
To: Dan Shah <dan.shah84@gmail.com>
`;
  const plain = `Renewal for the Golf

${fwd2Text}

It's your car so it's your job! xx

${fwd1Text}

${text}
`;
  const gmailAttr = (from, email, date, subject, to) =>
    `<div dir="ltr" class="gmail_attr">---------- Forwarded message ---------<br>From: <strong class="gmail_sendername" dir="auto">${esc(from)}</strong> <span dir="auto">&lt;${email}&gt;</span><br>Date: ${date}<br>Subject: ${esc(subject)}<br>To: ${esc(to)}<br></div><br><br>`;
  const html = `<div dir="ltr">Renewal for the Golf<br><br><div class="gmail_quote">${gmailAttr('Priya Shah', 'priya.shah@gmail.com', 'Sat, 21 Nov 2026 at 19:02', 'Fwd: Your Tesco Bank Car Insurance renewal is ready', 'Dan Shah <dan.shah84@gmail.com>')}<div dir="ltr">It's your car so it's your job! xx<br><br><div class="gmail_quote">${gmailAttr('Tesco Bank Car Insurance', 'noreply@email.tescobank.com', 'Fri, 20 Nov 2026 at 08:41', 'Your Tesco Bank Car Insurance renewal is ready', '<priya.shah@gmail.com>')}<u></u>
<div>
${insurerHtml}
</div>
</div></div></div></div>
`;
  const mail = message(
    [
      'MIME-Version: 1.0',
      'Date: Sun, 22 Nov 2026 10:15:47 +0000',
      'Message-ID: <CAJx8n4Q2Lw7tFz0bRk9c1sYy5vP3mGq8dT4eHfU6oXa@mail.gmail.com>',
      'References: <20261120084102.3F1A2C0042@mta-eu.email.tescobank.com> <CAMq9T0d8Xk2vB4fN7rLz1pW6sHy3eJc5gUo0aKi@mail.gmail.com>',
      'In-Reply-To: <CAMq9T0d8Xk2vB4fN7rLz1pW6sHy3eJc5gUo0aKi@mail.gmail.com>',
      'Subject: Fwd: Fwd: Your Tesco Bank Car Insurance renewal is ready',
      'From: Dan Shah <dan.shah84@gmail.com>',
      `To: ${TO}`,
    ],
    multipart('alternative', '000000000000b3a1f20625e4c7d1', [plainPart(plain), htmlPart(html)]),
  );
  write('tesco-bank-gmail-forwarded-twice.eml', mail);
}

// ===============================================================================================================
// 2. Privilege, forwarded with NeoMutt (forward_quote): every line of the insurer's text quoted with '> ' and wrapped
// at 72 columns, the price table flattened to text by the insurer's own text part.
{
  const insurer = `Dear Mr Hughes,

YOUR PRIVILEGE CAR INSURANCE RENEWAL

Thank you for insuring your car with Privilege. Your policy is due to renew soon and we've set out your renewal price below. Your current policy ends at 23:59 on 11 December 2026 and your new policy will start on 12 December 2026.

Policy number: PRV 7301 5528 46
Car: SKODA OCTAVIA SE L TDI ESTATE - WN68 TJU
Cover: Privilege Comprehensive

YOUR PRICE
                                  This year     Last year
Car insurance premium             £523.67       £489.12
Motor Legal Protection            £29.99        £29.99
Guaranteed Hire Car Plus          £39.00        Not taken
Total                             £592.66       £519.11

All prices include Insurance Premium Tax at the current rate.

YOUR EXCESSES
If you make a claim for accidental damage, fire or theft, you'll need to pay the first part of the claim. This is made up of a compulsory excess of £350 and the voluntary excess of £100 you chose, a total of £450. Different excesses apply to windscreen claims (£115 for a replacement).

WHAT HAPPENS NEXT
You don't need to do anything. As you pay by Direct Debit, we'll collect your first payment of the new policy on or after 12 December 2026 from the account ending 0932. To change your cover, remove an add-on or let us know that you don't want to renew, call us on 0345 878 6261 or log in to My Account.

Yours sincerely,

Customer Services
Privilege

Privilege is a trading style of U K Insurance Limited, Registered office: The Wharf, Neville Street, Leeds LS1 4AZ. Registered in England and Wales No 1179980. U K Insurance Limited is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority. Customers of Privilege may also be sent information about Direct Line and Churchill products.`;
  const body = `Here it is. Can the app pick the figures out of this? I'll ring them
about the hire car.

Martin

----- Forwarded message from Privilege <renewals@email.privilege.com> -----

Date: Wed, 18 Nov 2026 07:55:12 +0000
From: Privilege <renewals@email.privilege.com>
To: martin.hughes@fastmail.co.uk
Subject: Your Privilege car insurance renewal - policy ending 28 46

${wrapQuoted(insurer, '> ', 72)}

----- End forwarded message -----

-- 
Martin Hughes
07700 900418
`;
  for (const line of body.split('\n')) if (line.startsWith('>') && line.length > 72) throw new Error(`privilege: a line over 72 columns: ${line}`);
  const mail = message(
    [
      'Date: Thu, 19 Nov 2026 21:48:03 +0000',
      'From: Martin Hughes <martin.hughes@fastmail.co.uk>',
      `To: ${TO}`,
      'Subject: Fwd: Your Privilege car insurance renewal - policy ending 28 46',
      'Message-ID: <aT3kQ9mZx2Lr@moorhen.fastmail.co.uk>',
      'MIME-Version: 1.0',
      'Content-Disposition: inline',
      'User-Agent: NeoMutt/20240425',
    ],
    part(['Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: 8bit'], crlf(body)),
  );
  write('privilege-neomutt-quoted.eml', mail);
}

// ===============================================================================================================
// 3. Swiftcover, plain text only (no HTML part), columns aligned with spaces at 80 columns; forwarded by Apple Mail in
// plain text, whose quoted-printable soft line breaks (at 76 columns) fall inside the figures and words.
{
  // Each value starts at column 67, so Apple Mail's soft break at 76 falls inside it ('£61=' then '2.40').
  const row = (label, value) => `  ${label} `.padEnd(66, '.') + ' ' + value;
  const body = `

Begin forwarded message:

From: swiftcover.com <renewals@swiftcover.com>
Subject: Your swiftcover renewal - please check your details
Date: 19 November 2026 at 06:30:44 GMT
To: kate.osei@icloud.com

SWIFTCOVER.COM - YOUR RENEWAL INVITATION
========================================

Hi Kate,

Your car insurance is coming up for renewal. Please check everything below is still correct, as incorrect information could invalidate your policy.

YOUR POLICY
${row('Policy number', 'SWC/MTR/40718825')}
${row('Renewal date', '03/01/2027')}
${row('Current policy ends', '23:59 on 02/01/2027')}
${row('Car', 'Toyota Yaris Icon Hybrid')}
${row('Registration', 'YR70 GDA')}
${row('Main driver date of birth', '14/06/1979')}
${row('Annual mileage', '7,000')}

YOUR PRICE
${row('Renewal price (comprehensive cover)', '£612.40')}
${row("Last year's price", '£566.95')}

Your price has gone up by £45.45. Your price is based on your details, your claims history and the cost of claims we've seen across all our customers.

YOUR EXCESS
${row('Compulsory excess', '£300')}
${row('Voluntary excess', '£250')}
${row('Total excess', '£550')}
${row('Windscreen repair', '£10')}

OPTIONAL EXTRAS (not included in your price)
${row('Breakdown cover (roadside)', '£32.00')}
${row('Legal expenses', '£19.99')}

To renew, log in to My Account at swiftcover.com/myaccount by 02/01/2027. We won't renew your policy automatically.

Questions? Visit swiftcover.com/help or call 0345 600 1822.

swiftcover.com is a trading name of AXA Insurance UK plc. Registered in England and Wales No 78950. Registered office: 20 Gracechurch Street, London EC3V 0BG. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (FRN 202312).
`;
  const mail = message(
    [
      'From: Kate Osei <kate.osei@icloud.com>',
      'Mime-Version: 1.0 (Mac OS X Mail 16.0 \\(3826.500.181.1.5\\))',
      'Subject: Fwd: Your swiftcover renewal - please check your details',
      'Date: Fri, 20 Nov 2026 12:31:09 +0000',
      'Message-Id: <9C2B44D1-7E0A-4F3B-A1D8-6B5E2F19C0A4@icloud.com>',
      `To: ${TO}`,
      'X-Mailer: Apple Mail (2.3826.500.181.1.5)',
    ],
    part(['Content-Transfer-Encoding: quoted-printable', 'Content-Type: text/plain;', '\tcharset=utf-8'], qp(body)),
  );
  for (const want of ['£61=\r\n2.40', '£56=\r\n6.95', 'SWC/MTR/=\r\n40718825', '03/01/20=\r\n27', 'YR70 GDA']) {
    const enc = want.replace('£', '=C2=A3');
    if (!mail.includes(enc)) throw new Error(`swiftcover: no soft break in ${want}`);
  }
  write('swiftcover-apple-mail-plain-text.eml', mail);
}

// ===============================================================================================================
// 4. AXA, an HTML email whose figures sit in nested layout tables: the labels in one table, the values in another
// beside it. Forwarded inline by Outlook on the web (its text part flattens the two tables one after the other).
{
  const LABELS = ['Policy number', 'Vehicle', 'Registration', 'Renewal date', 'Renewal premium', "Last year's premium", 'Compulsory excess', 'Voluntary excess', 'Total excess'];
  const VALUES = ['MP 4471 0923', 'Ford Kuga ST-Line X 1.5 EcoBoost', 'KM66 BZF', '28 December 2026', '£847.30', '£792.16', '£250', '£500', '£750'];
  const cell = (s, style = '') => `<tr><td style="height:30px;border-bottom:1px solid #e4e4ee;font-size:14px;${style}">${esc(s)}</td></tr>`;
  const insurerHtml = `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="background:#f2f2f7"><tr><td align="center" style="padding:20px 0">
<table role="presentation" width="640" cellspacing="0" cellpadding="0" border="0" style="background:#ffffff;font-family:'Source Sans Pro',Arial,sans-serif;color:#333366">
<tr><td style="padding:20px 28px;border-bottom:4px solid #00008f"><img src="https://email.axa.co.uk/img/axa-logo.png" alt="AXA" width="48" height="48"></td></tr>
<tr><td style="padding:24px 28px 8px"><p style="font-size:22px;font-weight:bold;color:#00008f;margin:0">Your car insurance renewal</p>
<p style="font-size:15px">Dear Mr Pryce,</p>
<p style="font-size:15px">Your AXA car insurance is due for renewal. Here's a summary of your renewal. Your full renewal documents are attached to your online account.</p></td></tr>
<tr><td style="padding:8px 28px">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0"><tr>
<td width="45%" valign="top" style="background:#f7f7fb;padding:0 12px">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0">
${LABELS.map((l) => cell(l, 'color:#5f5f80')).join('\n')}
</table></td>
<td width="55%" valign="top" style="padding:0 12px">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0">
${VALUES.map((v) => cell(v, 'font-weight:bold')).join('\n')}
</table></td>
</tr></table></td></tr>
<tr><td style="padding:16px 28px;font-size:14px"><p>Paying monthly? Your first payment would be £84.73, followed by 10 monthly payments of £81.68, a total of £901.53 (representative APR 14.9%).</p>
<p>Your policy will renew automatically on 28/12/2026 unless you tell us otherwise. Your current policy ends at midnight on 27 December 2026.</p>
<p>Need to make changes? Call us on 0330 024 1236 or visit axa.co.uk/myaccount. Your customer reference is C-20931877.</p></td></tr>
<tr><td style="padding:16px 28px;font-size:11px;color:#8080a0;border-top:1px solid #e4e4ee">AXA Insurance UK plc. Registered in England and Wales No 78950. Registered office: 20 Gracechurch Street, London EC3V 0BG. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority. Financial Services Register number 202312.</td></tr>
</table></td></tr></table>`;
  const insurerText = `Your car insurance renewal

Dear Mr Pryce,

Your AXA car insurance is due for renewal. Here's a summary of your renewal. Your full renewal documents are attached to your online account.

${LABELS.join('\n')}

${VALUES.join('\n')}

Paying monthly? Your first payment would be £84.73, followed by 10 monthly payments of £81.68, a total of £901.53 (representative APR 14.9%).

Your policy will renew automatically on 28/12/2026 unless you tell us otherwise. Your current policy ends at midnight on 27 December 2026.

Need to make changes? Call us on 0330 024 1236 or visit axa.co.uk/myaccount. Your customer reference is C-20931877.

AXA Insurance UK plc. Registered in England and Wales No 78950. Registered office: 20 Gracechurch Street, London EC3V 0BG. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority. Financial Services Register number 202312.`;
  const plain = `Renewal for the Kuga attached below.

Gareth

Get Outlook for Android<https://aka.ms/AAb9ysg>
________________________________
From: AXA Car Insurance <renewals@email.axa.co.uk>
Sent: Thursday, November 19, 2026 10:22 AM
To: Gareth Pryce <gpryce@outlook.com>
Subject: Your AXA car insurance renewal - KM66 BZF

${insurerText}
`;
  const html = `<html><head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<style type="text/css" style="display:none;"> P {margin-top:0;margin-bottom:0;} </style>
</head>
<body dir="ltr">
<div class="elementToProof" style="font-family: Aptos, Aptos_EmbeddedFont, Aptos_MSFontService, Calibri, Helvetica, sans-serif; font-size: 12pt; color: rgb(0, 0, 0);">
Renewal for the Kuga attached below.</div>
<div class="elementToProof" style="font-family: Aptos, Calibri, Helvetica, sans-serif; font-size: 12pt;"><br></div>
<div class="elementToProof" style="font-family: Aptos, Calibri, Helvetica, sans-serif; font-size: 12pt;">Gareth</div>
<div id="appendonsend"></div>
<hr style="display:inline-block;width:98%" tabindex="-1">
<div id="divRplyFwdMsg" dir="ltr"><font face="Calibri, sans-serif" style="font-size:11pt" color="#000000"><b>From:</b> AXA Car Insurance &lt;renewals@email.axa.co.uk&gt;<br>
<b>Sent:</b> Thursday, November 19, 2026 10:22 AM<br>
<b>To:</b> Gareth Pryce &lt;gpryce@outlook.com&gt;<br>
<b>Subject:</b> Your AXA car insurance renewal - KM66 BZF</font>
<div>&nbsp;</div>
</div>
<div>
${insurerHtml}
</div>
</body>
</html>
`;
  const mail = message(
    [
      'From: Gareth Pryce <gpryce@outlook.com>',
      `To: "${TO}" <${TO}>`,
      'Subject: Fw: Your AXA car insurance renewal - KM66 BZF',
      'Thread-Topic: Your AXA car insurance renewal - KM66 BZF',
      'Thread-Index: AQHbOq2kR5mXc9WzT0uJ3f1kVb8nOw==',
      'Date: Sat, 21 Nov 2026 09:04:55 +0000',
      'Message-ID: <DB9PR08MB7034A1C2E5F0B7D3E4C1A9F2D6B12@DB9PR08MB7034.eurprd08.prod.outlook.com>',
      'Accept-Language: en-GB, en-US',
      'Content-Language: en-GB',
      'X-MS-Has-Attach:',
      'X-MS-TNEF-Correlator:',
      'MIME-Version: 1.0',
    ],
    multipart('alternative', '_000_DB9PR08MB7034A1C2E5F0B7D3E4C1A9F2D6B12DB9PR08MB7034eurp_', [
      part(['Content-Type: text/plain; charset="utf-8"', 'Content-Transfer-Encoding: base64'], b64(utf8(crlf(plain)))),
      part(['Content-Type: text/html; charset="utf-8"', 'Content-Transfer-Encoding: base64'], b64(utf8(crlf(html)))),
    ]),
  );
  write('axa-outlook-web-layout-tables.eml', mail);
}

// ===============================================================================================================
// 5. Elephant, the paper letter photographed on an iPhone and sent from iPhone Mail (the photo is the only notice).
{
  const photo = join(HERE, 'elephant-letter-photo.jpg');
  if (!existsSync(photo)) await makeElephantPhoto(photo);
  const jpeg = readFileSync(photo);
  const mail = message(
    [
      'From: Lauren Baxter <lauren.baxter@icloud.com>',
      'Content-Type: multipart/mixed; boundary="Apple-Mail-4F1C8E2A-90B3-4D7E-8A56-1E2F3C4D5B6A"',
      'Content-Transfer-Encoding: 7bit',
      'Mime-Version: 1.0 (1.0)',
      'Date: Mon, 23 Nov 2026 18:47:20 +0000',
      'Subject: Car insurance letter',
      'Message-Id: <7D3E1B2A-4C5F-4E8D-9A1B-2C3D4E5F6A7B@icloud.com>',
      `To: ${TO}`,
      'X-Mailer: iPhone Mail (22B91)',
    ],
    '',
  );
  const boundary = 'Apple-Mail-4F1C8E2A-90B3-4D7E-8A56-1E2F3C4D5B6A';
  const body = [
    `--${boundary}`,
    part(['Content-Type: text/plain;', '\tcharset=us-ascii', 'Content-Transfer-Encoding: 7bit'], 'Letter came today, photo attached' + CRLF),
    `--${boundary}`,
    part(['Content-Type: image/jpeg;', '\tname=IMG_5127.jpeg;', '\tx-apple-part-url=2B7C9D4E-1F3A-4B5C-8D6E-7F8A9B0C1D2E', 'Content-Disposition: inline;', '\tfilename=IMG_5127.jpeg', 'Content-Transfer-Encoding: base64'], b64(jpeg)),
    `--${boundary}`,
    part(['Content-Type: text/plain;', '\tcharset=us-ascii', 'Content-Transfer-Encoding: 7bit'], CRLF + CRLF + 'Sent from my iPhone' + CRLF),
    `--${boundary}--`,
    '',
  ].join(CRLF);
  write('elephant-iphone-photo.eml', mail + CRLF + body);
}

async function makeElephantPhoto(file) {
  const { chromium } = await import('@playwright/test');
  const letter = `<html><body style="margin:0;background:#6d6a63">
<div style="margin:46px 52px;background:#fbfaf6;box-shadow:0 6px 22px rgba(0,0,0,.45);padding:56px 64px;font-family:Arial,Helvetica,sans-serif;color:#1d1d1d;font-size:21px;line-height:1.45">
<div style="display:flex;justify-content:space-between;align-items:flex-start">
<div style="font-size:44px;font-weight:bold;color:#e4002b;letter-spacing:-1px">elephant<span style="font-size:22px">.co.uk</span></div>
<div style="text-align:right;font-size:17px">Elephant Insurance<br>PO Box 2311<br>Newport NP10 8YA<br>0330 024 2323</div></div>
<div style="margin-top:34px;font-size:19px">Miss L Baxter<br>14 Coniston Road<br>Kendal<br>LA9 7HT</div>
<div style="margin-top:24px;font-size:18px">Date: 20 November 2026<br>Customer number: 30188427</div>
<div style="margin-top:26px;font-size:27px;font-weight:bold">Your car insurance renewal</div>
<p>Dear Miss Baxter,</p>
<p>Thank you for choosing Elephant. Your policy is due for renewal. Please read this letter and check your details.</p>
<table style="border-collapse:collapse;font-size:21px;margin:10px 0" cellpadding="7">
<tr><td style="width:370px">Policy number</td><td><b>EP 5529 3071</b></td></tr>
<tr><td>Car</td><td>Vauxhall Corsa SE Premium, BF17 WMK</td></tr>
<tr><td>Renewal date</td><td><b>7 January 2027</b></td></tr>
<tr><td>Your renewal premium</td><td><b>£538.90</b></td></tr>
<tr><td>Last year's premium</td><td>£497.45</td></tr>
<tr><td>Compulsory excess</td><td>£200</td></tr>
<tr><td>Voluntary excess</td><td>£150</td></tr>
<tr><td>Total excess</td><td>£350</td></tr></table>
<p>If you pay monthly, your first payment will be £53.89 and then 10 payments of £52.12. Total amount payable £575.09 (APR 13.9%).</p>
<p>Your policy will renew automatically unless you tell us not to. Please tell us by 6 January 2027 if anything has changed.</p>
<p style="font-size:15px;color:#555;margin-top:30px">Elephant is a trading name of Admiral Insurance Company Limited. Registered in England and Wales No 10338617. Authorised and regulated by the Financial Conduct Authority (No 780531).</p>
</div></body></html>`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1200, height: 1600 } });
    await page.setContent(letter);
    writeFileSync(file, await page.screenshot({ type: 'jpeg', quality: 82, fullPage: true }));
    console.log('made', file);
  } finally {
    await browser.close();
  }
}

// ===============================================================================================================
// 6. LV=, forwarded with Gmail on Android under the driver's own note, whose figures are the driver's words (a rounded
// rise, last year's price from memory, a voluntary excess the driver thinks they have), not the notice's.
{
  const insurerText = `LV= Liverpool Victoria

Your car insurance renewal

Hi Chloe,

It's almost time to renew your car insurance for your Nissan Qashqai (GX20 HFN). Your renewal details are below and your renewal documents are attached to your online account.

Policy number: LVM 2045 8813
Renewal date: 15/12/2026

Your renewal premium: £643.18
Last year's premium: £592.77
That's an increase of £50.41.

Your excess
Compulsory: £300
Voluntary: £250
Total: £550

We'll automatically renew your policy on 15/12/2026 and collect your payment from the card you used last year. If you don't want to renew, call us on 0330 123 9725 before then.

Why has my price changed? Prices change for many reasons, including the cost of repairs and claims.

LV= and LV= Liverpool Victoria are registered trademarks of Liverpool Victoria Financial Services Limited and are used under licence by Liverpool Victoria Insurance Company Limited and by Highway Insurance Company Limited. Liverpool Victoria Insurance Company Limited, registered in England and Wales number 3232514, is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority, register number 202965.`;
  const note = `Renewal came in, £50 more than last year!! I'm sure we only paid about £560 last time. And I thought we put the voluntary excess down to £100?? Renews on the 15th so need to sort it this week`;
  const plain = `${note}

---------- Forwarded message ---------
From: LV= <lv@email.lv.com>
Date: Tue, 17 Nov 2026, 16:20
Subject: Your LV= car insurance renewal
To: <chloe.adeyemi@gmail.com>


${insurerText}
`;
  const row = (l, v, b = false) => `<tr><td style="padding:6px 0;font-size:15px;color:#444">${l}</td><td align="right" style="padding:6px 0;font-size:15px;${b ? 'font-weight:bold;color:#006a4d' : ''}">${v}</td></tr>`;
  const insurerHtml = `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6f5"><tr><td align="center"><table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif">
<tr><td style="padding:18px 24px;background:#006a4d;color:#fff;font-size:24px;font-weight:bold">LV=</td></tr>
<tr><td style="padding:24px"><h1 style="font-size:22px;margin:0 0 12px">Your car insurance renewal</h1>
<p>Hi Chloe,</p><p>It's almost time to renew your car insurance for your Nissan Qashqai (GX20 HFN). Your renewal details are below and your renewal documents are attached to your online account.</p>
<table width="100%" cellpadding="0" cellspacing="0">${row('Policy number', 'LVM 2045 8813')}${row('Renewal date', '15/12/2026')}</table>
<table width="100%" cellpadding="0" cellspacing="0" style="margin-top:14px;border-top:1px solid #ddd">${row('Your renewal premium', '£643.18', true)}${row("Last year's premium", '£592.77')}</table>
<p style="font-size:13px;color:#666">That's an increase of £50.41.</p>
<h2 style="font-size:17px">Your excess</h2>
<table width="100%" cellpadding="0" cellspacing="0">${row('Compulsory', '£300')}${row('Voluntary', '£250')}${row('<b>Total</b>', '<b>£550</b>')}</table>
<p>We'll automatically renew your policy on 15/12/2026 and collect your payment from the card you used last year. If you don't want to renew, call us on 0330 123 9725 before then.</p>
<p style="font-size:13px">Why has my price changed? Prices change for many reasons, including the cost of repairs and claims.</p>
<p style="font-size:11px;color:#888">LV= and LV= Liverpool Victoria are registered trademarks of Liverpool Victoria Financial Services Limited and are used under licence by Liverpool Victoria Insurance Company Limited and by Highway Insurance Company Limited. Liverpool Victoria Insurance Company Limited, registered in England and Wales number 3232514, is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority, register number 202965.</p>
</td></tr></table></td></tr></table>`;
  const html = `<div dir="auto">${esc(note)}</div><br><div class="gmail_quote"><div dir="ltr" class="gmail_attr">---------- Forwarded message ---------<br>From: <strong class="gmail_sendername" dir="auto">LV=</strong> <span dir="auto">&lt;lv@email.lv.com&gt;</span><br>Date: Tue, 17 Nov 2026, 16:20<br>Subject: Your LV= car insurance renewal<br>To: &lt;chloe.adeyemi@gmail.com&gt;<br></div><br><br>${insurerHtml}</div>
`;
  const mail = message(
    [
      'MIME-Version: 1.0',
      'Date: Wed, 18 Nov 2026 07:12:31 +0000',
      'Message-ID: <CAFk2p9w3XyQmT8Lr5v0sZb7NhGd1cJe4uRa6oWi_Kx@mail.gmail.com>',
      'Subject: Fwd: Your LV= car insurance renewal',
      'From: Chloe Adeyemi <chloe.adeyemi@gmail.com>',
      `To: ${TO}`,
    ],
    multipart('alternative', '0000000000007d5e0c0625f2a1b8', [plainPart(plain), htmlPart(html)]),
  );
  write('lv-gmail-android-driver-note.eml', mail);
}

// ===============================================================================================================
// 7. Admiral, a bilingual email (Welsh first, then English), forwarded by Thunderbird (format=flowed text and HTML).
{
  const cy = `Annwyl Mr Davies,

Mae'n bryd adnewyddu eich yswiriant car. Dyma fanylion eich adnewyddiad ar gyfer eich Hyundai Tucson, rhif cofrestru CY18 RHW.

Rhif polisi: P40918273-3
Dyddiad adnewyddu: 22 Rhagfyr 2026
Premiwm adnewyddu: £457.80
Premiwm y llynedd: £431.25
Mae hyn yn gynnydd o £26.55.

Tâl-dros-ben gorfodol: £250
Tâl-dros-ben gwirfoddol: £100
Cyfanswm tâl-dros-ben: £350

Byddwn yn adnewyddu eich polisi yn awtomatig ar 22 Rhagfyr 2026. Os ydych am wneud newidiadau, mewngofnodwch i MyAccount neu ffoniwch ni ar 0333 220 2000.`;
  const en = `Dear Mr Davies,

It's time to renew your car insurance. Here are your renewal details for your Hyundai Tucson, registration CY18 RHW.

Policy number: P40918273-3
Renewal date: 22 December 2026
Renewal premium: £457.80
Last year's premium: £431.25
This is an increase of £26.55.

Compulsory excess: £250
Voluntary excess: £100
Total excess: £350

We'll renew your policy automatically on 22 December 2026. If you want to make changes, log in to MyAccount or call us on 0333 220 2000.`;
  const foot = `Admiral is a trading name of EUI Limited, which is authorised and regulated by the Financial Conduct Authority (firm reference number 309378). Registered office: Tŷ Admiral, David Street, Cardiff CF10 2EH. Mae Admiral yn enw masnachu EUI Limited.`;
  const insurerText = `ADMIRAL - Eich adnewyddiad yswiriant car / Your car insurance renewal

CYMRAEG

${cy}

ENGLISH

${en}

${foot}`;
  // format=flowed: a long line is cut into pieces each ending in a space (a soft break).
  const flowed = (text) =>
    text
      .split('\n')
      .map((line) => {
        if (line.length <= 72) return line;
        const pieces = [];
        let cur = '';
        for (const word of line.split(' ')) {
          if (cur && (cur + word).length > 72) {
            pieces.push(cur);
            cur = '';
          }
          cur += word + ' ';
        }
        pieces.push(cur.trimEnd());
        return pieces.join('\n');
      })
      .join('\n');
  const plain = flowed(`Hi, this is the Admiral renewal for the Tucson.

Rhys


-------- Forwarded Message --------
Subject: Eich adnewyddiad yswiriant car / Your car insurance renewal
Date: Tue, 17 Nov 2026 12:40:11 +0000
From: Admiral <noreply@admiral.com>
To: rhys.davies@btinternet.com


${insurerText}
`);
  const para = (s) =>
    s
      .split('\n\n')
      .map((p) => `<p style="margin:0 0 12px">${p.split('\n').map(esc).join('<br>')}</p>`)
      .join('\n');
  const insurerHtml = `<table width="600" cellpadding="0" cellspacing="0" style="font-family:Arial,sans-serif;font-size:14px;color:#222">
<tr><td style="background:#1b2b5a;color:#fff;padding:16px 22px;font-size:22px;font-weight:bold">ADMIRAL</td></tr>
<tr><td style="padding:18px 22px"><p style="font-size:18px;font-weight:bold">Eich adnewyddiad yswiriant car</p>${para(cy)}</td></tr>
<tr><td style="padding:0 22px"><hr style="border:0;border-top:1px solid #ccc"></td></tr>
<tr><td style="padding:18px 22px"><p style="font-size:18px;font-weight:bold">Your car insurance renewal</p>${para(en)}</td></tr>
<tr><td style="padding:12px 22px;font-size:11px;color:#777">${esc(foot)}</td></tr></table>`;
  const html = `<!DOCTYPE html>
<html>
  <head>
    <meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
  </head>
  <body>
    <p>Hi, this is the Admiral renewal for the Tucson.</p>
    <p>Rhys<br>
    </p>
    <div class="moz-forward-container"><br>
      <br>
      -------- Forwarded Message --------
      <table class="moz-email-headers-table" cellspacing="0" cellpadding="0" border="0">
        <tbody>
          <tr><th valign="BASELINE" nowrap="nowrap" align="RIGHT">Subject: </th><td>Eich adnewyddiad yswiriant car / Your car insurance renewal</td></tr>
          <tr><th valign="BASELINE" nowrap="nowrap" align="RIGHT">Date: </th><td>Tue, 17 Nov 2026 12:40:11 +0000</td></tr>
          <tr><th valign="BASELINE" nowrap="nowrap" align="RIGHT">From: </th><td>Admiral <a class="moz-txt-link-rfc2396E" href="mailto:noreply@admiral.com">&lt;noreply@admiral.com&gt;</a></td></tr>
          <tr><th valign="BASELINE" nowrap="nowrap" align="RIGHT">To: </th><td><a class="moz-txt-link-abbreviated" href="mailto:rhys.davies@btinternet.com">rhys.davies@btinternet.com</a></td></tr>
        </tbody>
      </table>
      <br>
      <br>
      ${insurerHtml}
    </div>
  </body>
</html>
`;
  const mail = message(
    [
      'Message-ID: <3f8e1c2a-5b7d-4e9f-a0c1-8d2e4f6a9b13@btinternet.com>',
      'Date: Wed, 18 Nov 2026 20:05:44 +0000',
      'MIME-Version: 1.0',
      'User-Agent: Mozilla Thunderbird',
      'Content-Language: en-GB',
      `To: ${TO}`,
      'From: Rhys Davies <rhys.davies@btinternet.com>',
      'Subject: Fwd: Eich adnewyddiad yswiriant car / Your car insurance renewal',
    ],
    multipart('alternative', '------------9ZpX3v0Lk7QeR2mB8wNc4tYd', [
      part(['Content-Type: text/plain; charset=UTF-8; format=flowed', 'Content-Transfer-Encoding: 8bit'], crlf(plain)),
      part(['Content-Type: text/html; charset=UTF-8', 'Content-Transfer-Encoding: 8bit'], crlf(html)),
    ]),
  );
  write('admiral-thunderbird-welsh-english.eml', mail);
}

// ===============================================================================================================
// 8. Co-op Insurance, forwarded by Windows Live Mail: text/plain in windows-1252 ('£' is the byte 0xA3, curly quotes
// and dashes are 0x91-0x97), base64 body.
{
  const CP1252 = { '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97, '€': 0x80 };
  const cp1252 = (s) =>
    Buffer.from(
      [...s].map((ch) => {
        if (CP1252[ch] !== undefined) return CP1252[ch];
        const c = ch.codePointAt(0);
        if (c > 0xff) throw new Error(`co-op: ${ch} is not in windows-1252`);
        return c;
      }),
    );
  const body = `Bill here - the Co-op renewal. It’s gone down a bit for once!

----- Original Message ----- 
From: "Co-op Insurance" <car.renewals@insurance.coop.co.uk>
To: <bill.greenwood@talktalk.net>
Sent: Monday, November 23, 2026 9:02 AM
Subject: Your Co-op car insurance renewal – SF16 UKR


Co-op Insurance
Car insurance renewal

Dear Mr Greenwood,

Thanks for being a Co-op member and insuring your car with us. Your cover ends at midnight on 29 December 2026 and your new cover starts on 30 December 2026.

• Policy number: COP 8840 1276
• Car: Honda Jazz EX CVT – SF16 UKR
• Member number: 5008 2213 9940

Your price
Renewal premium: £391.54
Last year’s premium: £402.10
That’s £10.56 less than last year.

Your excess
Compulsory excess: £100
Voluntary excess: £200
Total excess: £300

You’ll also earn rewards for you and your community when you renew – that’s 2% of your premium back to your Co-op Membership.

If everything’s correct, you don’t need to do anything – we’ll renew your policy on 30/12/2026. Call us on 0345 140 0099 if you’d like to make a change.

Co-op Insurance is a trading name of Markerstudy Insurance Services Limited. The Co-op name and logo are trademarks of Co-operative Group Limited and are used under licence. Authorised and regulated by the Financial Conduct Authority (FRN 709975).
`;
  const bytes = cp1252(crlf(body));
  if (!bytes.includes(0xa3) || !bytes.includes(0x92)) throw new Error('co-op: no 0xA3 or 0x92 byte');
  const mail = message(
    [
      'From: "Bill Greenwood" <bill.greenwood@talktalk.net>',
      `To: <${TO}>`,
      'Subject: Fw: Your Co-op car insurance renewal =?windows-1252?Q?=96?= SF16 UKR',
      'Date: Tue, 24 Nov 2026 14:27:08 -0000',
      'Message-ID: <8E2A91C4D3B14F0AB7C9E5D2F1A6B3C8@BillsPC>',
      'MIME-Version: 1.0',
      'X-Priority: 3',
      'X-MSMail-Priority: Normal',
      'Importance: Normal',
      'X-Mailer: Microsoft Windows Live Mail 16.4.3528.331',
      'X-MimeOLE: Produced By Microsoft MimeOLE V16.4.3528.331',
    ],
    part(['Content-Type: text/plain;', '\tformat=flowed;', '\tcharset="windows-1252";', '\treply-type=original', 'Content-Transfer-Encoding: base64'], b64(bytes)),
  );
  write('co-op-windows-live-mail-windows-1252.eml', mail);
}

// ===============================================================================================================
// 9. Hastings Direct, 'View your renewal documents online': the email gives the date, the policy and the car, and no
// price or excess. Forwarded by Samsung Email on an Android phone.
{
  const insurerHtml = `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f0f0f0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Helvetica,Arial,sans-serif;color:#1a1a1a">
<tr><td style="background:#ffcc00;padding:16px 24px;font-size:22px;font-weight:bold;color:#00264d">Hastings Direct</td></tr>
<tr><td style="padding:26px 24px"><p style="font-size:24px;font-weight:bold;margin:0 0 16px">Your renewal is ready, Liam</p>
<p style="font-size:15px">Your car insurance for your <b>Kia Sportage 2 ISG</b> (<b>EA19 LTV</b>) renews on <b>20 December 2026</b>.</p>
<p style="font-size:15px">We've worked out your renewal price. To see your price, what's covered and your excess, view your renewal documents online.</p>
<table cellpadding="0" cellspacing="0" style="margin:20px 0"><tr><td style="background:#00264d;border-radius:4px;padding:14px 26px"><a href="https://www.hastingsdirect.com/my-account/renewal?ref=email" style="color:#ffffff;font-size:16px;font-weight:bold;text-decoration:none">View your renewal documents online</a></td></tr></table>
<p style="font-size:14px">Policy number: <b>HDM 7120 3395</b></p>
<p style="font-size:14px">Your policy is set to renew automatically. If you'd like to make changes or you don't want to renew, let us know before 20/12/2026. You can do this in your online account or by calling 0333 321 9800.</p>
<p style="font-size:14px">Compare: we'd also encourage you to shop around to make sure you're getting the right cover at the right price.</p>
<p style="font-size:11px;color:#777;margin-top:26px">Hastings Direct is a trading name of Hastings Insurance Services Limited, which is authorised and regulated by the Financial Conduct Authority (FRN 311492). Registered office: Conquest House, Collington Avenue, Bexhill-on-Sea, East Sussex TN39 3LW. Your policy is underwritten by Advantage Insurance Company Limited, Gibraltar.</p>
</td></tr></table></td></tr></table>`;
  const insurerText = `Hastings Direct

Your renewal is ready, Liam

Your car insurance for your Kia Sportage 2 ISG (EA19 LTV) renews on 20 December 2026.

We've worked out your renewal price. To see your price, what's covered and your excess, view your renewal documents online.

View your renewal documents online <https://www.hastingsdirect.com/my-account/renewal?ref=email>

Policy number: HDM 7120 3395

Your policy is set to renew automatically. If you'd like to make changes or you don't want to renew, let us know before 20/12/2026. You can do this in your online account or by calling 0333 321 9800.

Compare: we'd also encourage you to shop around to make sure you're getting the right cover at the right price.

Hastings Direct is a trading name of Hastings Insurance Services Limited, which is authorised and regulated by the Financial Conduct Authority (FRN 311492). Registered office: Conquest House, Collington Avenue, Bexhill-on-Sea, East Sussex TN39 3LW. Your policy is underwritten by Advantage Insurance Company Limited, Gibraltar.`;
  const hdr = ['From: Hastings Direct <renewals@hastingsdirect.com> ', 'Date: 24/11/2026  14:05  (GMT+00:00) ', 'To: liam.okafor@hotmail.co.uk ', 'Subject: Your renewal is ready to view '];
  const plain = `

Sent from my Galaxy


-------- Original message --------
${hdr.join('\n')}

${insurerText}
`;
  const html = `<html><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"></head><body dir="auto"><div dir="auto"><br></div><div dir="auto"><br></div><div id="composer_signature" dir="auto"><div style="font-size:85%;color:#575757" dir="auto">Sent from my Galaxy</div></div><div dir="auto"><br></div><div><br></div><div align="left" dir="auto" style="font-size:100%;color:#000000"><div>-------- Original message --------</div><div>From: Hastings Direct &lt;renewals@hastingsdirect.com&gt; </div><div>Date: 24/11/2026  14:05  (GMT+00:00) </div><div>To: liam.okafor@hotmail.co.uk </div><div>Subject: Your renewal is ready to view </div><div><br></div></div>${insurerHtml}</body></html>
`;
  const mail = message(
    [
      'MIME-Version: 1.0',
      'Date: Tue, 24 Nov 2026 18:33:52 +0000',
      'Subject: Fwd: Your renewal is ready to view',
      'From: Liam Okafor <liam.okafor@hotmail.co.uk>',
      `To: ${TO}`,
      'Message-ID: <lo.20261124183352.8812@hotmail.co.uk>',
      'X-Mailer: Samsung Email',
    ],
    multipart('alternative', '--_com.samsung.android.email_1479028815230460', [
      part(['Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: base64'], b64(utf8(crlf(plain)))),
      part(['Content-Type: text/html; charset=utf-8', 'Content-Transfer-Encoding: base64'], b64(utf8(crlf(html)))),
    ]),
  );
  write('hastings-direct-samsung-view-online.eml', mail);
}

// ===============================================================================================================
// 10. MORE TH>N, forwarded with Outlook's 'Forward as attachment': a short note and the insurer's HTML email as a
// message/rfc822 part. The email's last-year figure is for the car insurance alone, and the year ahead's total adds
// breakdown cover.
{
  const row = (l, v, b = false) => `<tr><td style="padding:8px 0;border-bottom:1px solid #e2e2e2;font-size:15px">${l}</td><td align="right" style="padding:8px 0;border-bottom:1px solid #e2e2e2;font-size:15px;${b ? 'font-weight:bold' : ''}">${v}</td></tr>`;
  const insurerHtml = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Your MORE TH&gt;N car insurance renewal</title></head><body style="margin:0;background:#f5f5f5">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center"><table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;color:#222">
<tr><td style="background:#7ac143;padding:18px 24px;font-size:26px;font-weight:bold;color:#fff">MORE TH&gt;N</td></tr>
<tr><td style="padding:24px"><h1 style="font-size:22px;margin:0 0 14px">Time to renew your car insurance</h1>
<p>Dear Ms Whitfield,</p>
<p>Your MORE TH&gt;N car insurance for your MINI Cooper S (NU69 XFC) is due for renewal on <b>4 January 2027</b>. Here's your renewal quote.</p>
<p>Policy number: <b>MTM 06339172</b></p>
<table width="100%" cellpadding="0" cellspacing="0">
${row('Car insurance', '£681.20')}
${row('Breakdown cover (Roadside &amp; Recovery)', '£48.75')}
${row('Total to pay', '£729.95', true)}
</table>
<p style="font-size:14px">Last year you paid £655.30 for your car insurance.</p>
<p style="font-size:14px">Your excess: compulsory £250, voluntary £150 (total excess £400).</p>
<p style="font-size:14px">We'll renew automatically and take the payment from your card ending 7731 on 04/01/2027. Date of birth on policy: 02/09/1990. To make changes call 0330 102 8947.</p>
<p style="font-size:11px;color:#888">MORE TH&gt;N is a trading name of Royal &amp; Sun Alliance Insurance Limited (No. 93792). Registered in England and Wales at St Mark's Court, Chart Way, Horsham, West Sussex, RH12 1XL. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (Financial Services Register number 202323).</p>
</td></tr></table></td></tr></table></body></html>`;
  const inner = message(
    [
      'Received: from mta7.e.morethan.com (mta7.e.morethan.com [198.51.100.27]) by outlook.office365.com; Fri, 20 Nov 2026 07:02:18 +0000',
      'From: "MORE TH>N" <renewals@e.morethan.com>',
      'To: <sarah.whitfield@outlook.com>',
      'Subject: Your MORE TH>N car insurance renewal',
      'Date: Fri, 20 Nov 2026 07:02:11 +0000',
      'Message-ID: <0102018f3c9a7b21-4e6d-9a1c@e.morethan.com>',
      'MIME-Version: 1.0',
    ],
    part(['Content-Type: text/html; charset="utf-8"', 'Content-Transfer-Encoding: quoted-printable'], qp(insurerHtml)),
  );
  const notePlain = `Renewal attached (it's the email from More Than).

Sarah
`;
  const noteHtml = `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head><body><div style="font-family:Aptos,Calibri,sans-serif;font-size:12pt">Renewal attached (it's the email from More Than).<br><br>Sarah</div></body></html>`;
  const mail = message(
    [
      'From: Sarah Whitfield <sarah.whitfield@outlook.com>',
      `To: "${TO}" <${TO}>`,
      'Subject: FW: Your MORE TH>N car insurance renewal',
      'Thread-Topic: Your MORE TH>N car insurance renewal',
      'Thread-Index: AdtbQ4x1c2NkR0V3TUWbZ1lDcXJhPQ==',
      'Date: Sat, 21 Nov 2026 11:40:02 +0000',
      'Message-ID: <AM0PR03MB6290F1E3A9B7C2D4E5F60718A2B3C@AM0PR03MB6290.eurprd03.prod.outlook.com>',
      'Accept-Language: en-GB, en-US',
      'Content-Language: en-GB',
      'X-MS-Has-Attach: yes',
      'X-Mailer: Microsoft Outlook 16.0',
      'MIME-Version: 1.0',
    ],
    multipart('mixed', '_004_AM0PR03MB6290F1E3A9B7C2D4E5F60718A2B3CAM0PR03MB6290eurp_', [
      multipart('alternative', '_000_AM0PR03MB6290F1E3A9B7C2D4E5F60718A2B3CAM0PR03MB6290eurp_', [plainPart(notePlain), htmlPart(noteHtml)]),
      part(['Content-Type: message/rfc822', 'Content-Disposition: attachment;', '\tcreation-date="Sat, 21 Nov 2026 11:39:41 GMT";', '\tmodification-date="Sat, 21 Nov 2026 11:39:41 GMT"'], inner),
    ]),
  );
  write('more-than-outlook-forward-as-attachment.eml', mail);
}

// ===============================================================================================================
// 11. Sainsbury's Bank, forwarded by Yahoo Mail: the monthly price is the big figure, the annual price smaller.
{
  const insurerHtml = `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f6f3ee"><tr><td align="center"><table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;color:#404040">
<tr><td style="padding:18px 24px;border-bottom:3px solid #f06c00;font-size:20px;color:#f06c00;font-weight:bold">Sainsbury's Bank <span style="color:#404040;font-weight:normal">Car Insurance</span></td></tr>
<tr><td style="padding:24px"><p style="font-size:22px;font-weight:bold;margin:0 0 12px">Your renewal, Dawn</p>
<p>Your car insurance for your Peugeot 2008 Allure (LB21 NWY) is due for renewal on <b>Wednesday 16 December 2026</b>.</p>
<table width="100%" cellpadding="14" cellspacing="0" style="background:#fdf0e6;margin:12px 0"><tr><td align="center"><div style="font-size:14px">Pay monthly from</div><div style="font-size:36px;font-weight:bold;color:#f06c00">£54.82</div><div style="font-size:13px">a month</div></td></tr></table>
<p style="font-size:14px">Annual price: £598.40. Last year's annual price: £571.10.</p>
<p style="font-size:13px">Paying monthly: a first payment of £59.84 followed by 11 monthly payments of £54.82. Total amount payable £662.86. Representative APR 22.9% (variable).</p>
<p style="font-size:14px">Policy number: SBC 4417 9026 1</p>
<p style="font-size:14px">Excess: compulsory £250 + voluntary £200 = total £450.</p>
<p style="font-size:14px">Nectar: you'll collect 1 Nectar point for every £1 of your annual premium when you renew.</p>
<p style="font-size:13px">If you're happy with your renewal, there's nothing to do; your policy will renew on 16/12/2026. Call 0345 606 2640 with questions.</p>
<p style="font-size:11px;color:#888">Sainsbury's Bank Car Insurance is arranged and administered by Sainsbury's Bank plc, Registered Office: 33 Charterhouse Street, London EC1M 6HA. Sainsbury's Bank plc is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (Firm Reference Number 184514). Underwritten by Great Lakes Insurance UK Limited.</p>
</td></tr></table></td></tr></table>`;
  const insurerText = `Sainsbury's Bank Car Insurance

Your renewal, Dawn

Your car insurance for your Peugeot 2008 Allure (LB21 NWY) is due for renewal on Wednesday 16 December 2026.

Pay monthly from
£54.82
a month

Annual price: £598.40. Last year's annual price: £571.10.

Paying monthly: a first payment of £59.84 followed by 11 monthly payments of £54.82. Total amount payable £662.86. Representative APR 22.9% (variable).

Policy number: SBC 4417 9026 1

Excess: compulsory £250 + voluntary £200 = total £450.

Nectar: you'll collect 1 Nectar point for every £1 of your annual premium when you renew.

If you're happy with your renewal, there's nothing to do; your policy will renew on 16/12/2026. Call 0345 606 2640 with questions.

Sainsbury's Bank Car Insurance is arranged and administered by Sainsbury's Bank plc, Registered Office: 33 Charterhouse Street, London EC1M 6HA. Sainsbury's Bank plc is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (Firm Reference Number 184514). Underwritten by Great Lakes Insurance UK Limited.`;
  const plain = `For the app



   ----- Forwarded Message ----- From: Sainsbury's Bank Car Insurance <carinsurance@email.sainsburysbank.co.uk>To: "dawn.pritchard@yahoo.co.uk" <dawn.pritchard@yahoo.co.uk>Sent: Saturday, 21 November 2026 at 10:14:33 GMTSubject: Your car insurance renewal
 ${insurerText}
`;
  const html = `<html><head></head><body><div class="ydp4f2c1a9yahoo-style-wrap" style="font-family:Helvetica Neue, Helvetica, Arial, sans-serif;font-size:13px;"><div dir="ltr" data-setdir="false">For the app</div><div><br></div><div><br></div>
        <div id="ydp4f2c1a9yahoo_quoted_8830215467" class="ydp4f2c1a9yahoo_quoted">
            <div style="font-family:'Helvetica Neue', Helvetica, Arial, sans-serif;font-size:13px;color:#26282a;">
                <div>
                    ----- Forwarded Message ----- <br><b>From:</b> Sainsbury's Bank Car Insurance &lt;carinsurance@email.sainsburysbank.co.uk&gt;<br><b>To:</b> "dawn.pritchard@yahoo.co.uk" &lt;dawn.pritchard@yahoo.co.uk&gt;<br><b>Sent:</b> Saturday, 21 November 2026 at 10:14:33 GMT<br><b>Subject:</b> Your car insurance renewal<br></div>
                <div><br></div>
                <div><div id="ydp4f2c1a9yiv7720913845">${insurerHtml}</div></div>
            </div>
        </div></div></body></html>
`;
  const mail = message(
    [
      'Date: Sat, 21 Nov 2026 10:31:07 +0000 (UTC)',
      'From: Dawn Pritchard <dawn.pritchard@yahoo.co.uk>',
      `To: "${TO}" <${TO}>`,
      'Message-ID: <1184702351.2209417.1763720467712@mail.yahoo.com>',
      'Subject: Fw: Your car insurance renewal',
      'MIME-Version: 1.0',
      'X-Mailer: WebService/1.1.24652 YMailNorrin',
    ],
    multipart('alternative', '----=_Part_2209416_1408827520.1763720467711', [plainPart(plain), htmlPart(html)]),
  );
  write('sainsburys-bank-yahoo-mail.eml', mail);
}

// ===============================================================================================================
// 12. Churchill, forwarded by Proton Mail: a premium over a thousand pounds (with its thousands comma).
{
  const insurerText = `Churchill

Your car insurance renewal

Hello Tom,

Your Churchill car insurance is due for renewal on 29 December 2026. Here's what you need to know.

Policy number: PC-77320145
Car: BMW 320d M Sport Touring, DE67 KSU
Date of birth (main driver): 11/03/2002

Your renewal premium: £1,084.60
Last year's premium: £962.35
Your price has gone up by £122.25. This is mainly because of a recent claim on your policy.

Your excesses
Compulsory excess: £250
Voluntary excess: £250
Total excess: £500
Windscreen replacement: £115

Protected No Claim Discount is included in your renewal price. Guaranteed Hire Car Plus (£36.00) is not included.

You pay annually, so we'll renew your policy and take £1,084.60 from your card ending 2290 on 29/12/2026. If you don't want to renew, call us on 0345 877 6680 by 28/12/2026.

Churchill is a trading name of U K Insurance Limited. Registered office: The Wharf, Neville Street, Leeds LS1 4AZ. Registered in England and Wales No 1179980. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority.`;
  const plain = `Churchill renewal below. Ouch.

Sent with Proton Mail secure email.

------- Forwarded Message -------
From: Churchill <renewals@email.churchill.com>
Date: On Sunday, November 22nd, 2026 at 9:17 AM
Subject: Your Churchill car insurance renewal
To: tom.barker@proton.me <tom.barker@proton.me>


${insurerText}
`;
  const paras = insurerText
    .split('\n\n')
    .map((p) => `<p>${p.split('\n').map(esc).join('<br>')}</p>`)
    .join('');
  const insurerHtml = `<table width="600" cellpadding="0" cellspacing="0" style="font-family:Arial,sans-serif;font-size:15px;color:#1c1c1c"><tr><td style="background:#003f8a;padding:14px 20px;color:#fff;font-size:22px;font-weight:bold">Churchill</td></tr><tr><td style="padding:20px">${paras}</td></tr></table>`;
  const html = `<div style="font-family: Arial, sans-serif; font-size: 14px;">Churchill renewal below. Ouch.</div><div style="font-family: Arial, sans-serif; font-size: 14px;"><br></div>
<div class="protonmail_signature_block" style="font-family: Arial, sans-serif; font-size: 14px;"><div class="protonmail_signature_block-proton">Sent with <a target="_blank" href="https://proton.me/mail/home">Proton Mail</a> secure email.</div></div>
<div style="font-family: Arial, sans-serif; font-size: 14px;"><br></div>
<div class="protonmail_quote">
        ------- Forwarded Message -------<br>
        From: Churchill &lt;renewals@email.churchill.com&gt;<br>
        Date: On Sunday, November 22nd, 2026 at 9:17 AM<br>
        Subject: Your Churchill car insurance renewal<br>
        To: tom.barker@proton.me &lt;tom.barker@proton.me&gt;<br>
        <br>
        <blockquote class="protonmail_quote" type="cite">${insurerHtml}</blockquote><br>
</div>
`;
  const mail = message(
    [
      'Date: Sun, 22 Nov 2026 09:41:26 +0000',
      `To: ${TO}`,
      'From: Tom Barker <tom.barker@proton.me>',
      'Subject: Fwd: Your Churchill car insurance renewal',
      'Message-ID: <Yq8cK2mW1vP0rT7xZ4nB9sLd3fHg6jE5aU-oQiR_c2Nw@proton.me>',
      'Feedback-ID: 71458193:user:proton',
      'X-Pm-Message-ID: <Yq8cK2mW1vP0rT7xZ4nB9sLd3fHg6jE5aU-oQiR_c2Nw@proton.me>',
      'MIME-Version: 1.0',
    ],
    multipart('mixed', 'b1=_Xk2Lp9QvR3tY7wZ0aB4cD6eF8gH1jK', [multipart('alternative', 'b2=_Xk2Lp9QvR3tY7wZ0aB4cD6eF8gH1jK', [plainPart(plain), htmlPart(html)])]),
  );
  write('churchill-proton-mail.eml', mail);
}
