// Writes the 12 .eml files of this folder: renewal emails from UK insurers as they arrive after a user forwarded them
// from one mail program or another. Run from the repo root: `node api/src/modules/inbound-mail/test-fixtures/fresh-1/make.mjs`.
// The PDFs are small real ones (pdfkit) with a short renewal notice in them; the logo and signature images are real PNGs.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { b64, CRLF, multipart, part, quotedPrintable } from '../mime.mjs';
import { png } from '../solid-png.mjs';

// Quoted-printable of `text` in `charset` (utf-8, windows-1252 or iso-8859-1; both of the latter only for £ and é here,
// the same byte in each).
const qp = (text, charset = 'utf-8') => quotedPrintable(text, (line) => Buffer.from(line, charset === 'utf-8' ? 'utf8' : 'latin1'));

const here = dirname(fileURLToPath(import.meta.url));

// ---------- building blocks ----------

function pdf(lines) {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'A4', compress: false, info: { Title: lines[0], CreationDate: new Date('2026-11-10T09:00:00Z') } });
    const chunks = [];
    doc.on('data', (c) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.fontSize(16).text(lines[0]);
    doc.moveDown();
    doc.fontSize(11);
    for (const line of lines.slice(1)) doc.text(line);
    doc.end();
  });
}

const textPart = (text, { charset = 'UTF-8', cte = 'quoted-printable', subtype = 'plain' } = {}) =>
  part(
    [`Content-Type: text/${subtype}; charset="${charset}"`, `Content-Transfer-Encoding: ${cte}`],
    cte === 'base64' ? b64(Buffer.from(text, charset.toLowerCase() === 'utf-8' ? 'utf8' : 'latin1')) : qp(text, charset.toLowerCase()),
  );
const htmlPart = (html, opts = {}) => textPart(html, { ...opts, subtype: 'html' });
const attachment = (buf, { filename, contentType = 'application/pdf', disposition = 'attachment', cid }) =>
  part(
    [
      `Content-Type: ${contentType}${filename ? `; name="${filename}"` : ''}`,
      `Content-Disposition: ${disposition}${filename ? `; filename="${filename}"` : ''}`,
      'Content-Transfer-Encoding: base64',
      ...(cid ? [`Content-ID: <${cid}>`] : []),
    ],
    b64(buf),
  );
// headers of the message, then the entity's own headers (Content-Type ...), its blank line and its body
function message(headers, entity) {
  return ['MIME-Version: 1.0', ...headers, entity].join(CRLF);
}
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const htmlParas = (paras) => paras.map((p) => `<p>${esc(p)}</p>`).join('\n');

function write(name, text) {
  writeFileSync(join(here, name), text.endsWith(CRLF) ? text : text + CRLF);
}

// ---------- the notices ----------
const logoPng = png(24, 8, [0, 84, 166]);
const signaturePng = png(16, 16, [200, 30, 30]);

// 1. Gmail web, inline forward (Aviva, 'document.pdf')
{
  const words = [
    'Dear Sarah,',
    'Your Aviva car insurance is due for renewal on 12 December 2026. Your renewal documents are attached to this email.',
    'If you are happy with your renewal, you do not need to do anything and your policy will renew automatically.',
    'Kind regards,',
    'Aviva Customer Services',
  ];
  const doc = await pdf(['Aviva car insurance renewal', 'Policy number: AVC 7714 2290', 'Vehicle: Vauxhall Corsa, registration WN20 KTB', 'Renewal date: 12 December 2026', 'Renewal premium: £503.88 (last year £471.20)']);
  const plain = [
    'Renewly, please read this one.',
    '',
    '---------- Forwarded message ---------',
    'From: Aviva <renewals@aviva.co.uk>',
    'Date: Mon, 16 Nov 2026 at 09:12',
    'Subject: Your Aviva car insurance renewal',
    'To: <sarah.k.jones@gmail.com>',
    '',
    '',
    ...words.flatMap((w) => [w, '']),
  ].join('\n');
  const html = `<div dir="ltr">Renewly, please read this one.<br><br><div class="gmail_quote"><div dir="ltr" class="gmail_attr">---------- Forwarded message ---------<br>From: <strong class="gmail_sendername" dir="auto">Aviva</strong> <span dir="auto">&lt;<a href="mailto:renewals@aviva.co.uk">renewals@aviva.co.uk</a>&gt;</span><br>Date: Mon, 16 Nov 2026 at 09:12<br>Subject: Your Aviva car insurance renewal<br>To: &lt;<a href="mailto:sarah.k.jones@gmail.com">sarah.k.jones@gmail.com</a>&gt;<br></div><br><br>
<div>${htmlParas(words)}</div>
</div></div>`;
  write(
    '01-gmail-web-inline.eml',
    message(
      [
        'Date: Mon, 16 Nov 2026 19:40:02 +0000',
        'From: Sarah Jones <sarah.k.jones@gmail.com>',
        'To: renew-s7k2q@in.renewly.co.uk',
        'Subject: Fwd: Your Aviva car insurance renewal',
        'Message-ID: <CAJx9q1vR2mN0pQ7-fw1@mail.gmail.com>',
      ],
      multipart('mixed', '000000000000a1b2c3d4e5f60718', [
        multipart('alternative', '000000000000a1b2c3d4e5f60717', [textPart(plain), htmlPart(html)]),
        attachment(doc, { filename: 'document.pdf' }),
      ]),
    ),
  );
}

// 2. Gmail Android app forward (Direct Line, two PDFs)
{
  const words = [
    'Hi Daniel,',
    'It’s nearly time to renew your Direct Line car insurance. Your new policy starts on 2 January 2027 and your renewal schedule and certificate are attached.',
    'Your premium for the coming year is £612.50.',
    'Direct Line',
  ];
  const schedule = await pdf(['Direct Line renewal schedule', 'Policy number: DLM-3392018-4', 'Vehicle: Kia Sportage, registration FG71 ZRE', 'Cover starts: 2 January 2027', 'Premium: £612.50 (previous £580.10)']);
  const certificate = await pdf(['Certificate of Motor Insurance', 'Policy number: DLM-3392018-4', 'Registration: FG71 ZRE', 'Effective date of commencement: 2 January 2027']);
  const plain = [
    '',
    '',
    '---------- Forwarded message ---------',
    'From: Direct Line <noreply@directline.com>',
    'Date: Tue, 17 Nov 2026, 08:41',
    'Subject: Your Direct Line car insurance renewal',
    'To: <dan.whitfield88@gmail.com>',
    '',
    '',
    ...words.flatMap((w) => [w, '']),
  ].join('\n');
  const html = `<div dir="auto"><br><br><div class="gmail_quote"><div dir="ltr" class="gmail_attr">---------- Forwarded message ---------<br>From: <strong class="gmail_sendername" dir="auto">Direct Line</strong> <span dir="auto">&lt;<a href="mailto:noreply@directline.com">noreply@directline.com</a>&gt;</span><br>Date: Tue, 17 Nov 2026, 08:41<br>Subject: Your Direct Line car insurance renewal<br>To: &lt;<a href="mailto:dan.whitfield88@gmail.com">dan.whitfield88@gmail.com</a>&gt;<br></div><br><br>${htmlParas(words)}</div></div>`;
  write(
    '02-gmail-android-forward.eml',
    message(
      [
        'From: Dan Whitfield <dan.whitfield88@gmail.com>',
        'Date: Tue, 17 Nov 2026 12:03:55 +0000',
        'Message-ID: <CAF8pAnd-r0id9x2@mail.gmail.com>',
        'Subject: Fwd: Your Direct Line car insurance renewal',
        'To: renew-d4w8t@in.renewly.co.uk',
      ],
      multipart('mixed', '00000000000077c1f005e3a9b2c1', [
        multipart('alternative', '00000000000077c1f005e3a9b2bf', [
          textPart(plain, { cte: 'quoted-printable' }),
          htmlPart(html, { cte: 'quoted-printable' }),
        ]),
        attachment(schedule, { filename: 'DL_Renewal_Schedule.pdf' }),
        attachment(certificate, { filename: 'Certificate of Motor Insurance.pdf' }),
      ]),
    ),
  );
}

// 3. Outlook desktop inline forward (Ageas, attachment with no extension, signature image inline)
{
  const words = [
    'Dear Mr Okafor,',
    'Thank you for insuring your car with Ageas. Your policy is due to renew on 20 December 2026 and your renewal notice is attached.',
    'Please check the details carefully and tell us about any changes.',
    'Yours sincerely,',
    'Ageas Insurance Limited',
  ];
  const doc = await pdf(['Ageas motor renewal notice', 'Policy number: AGM/88213390', 'Vehicle: Toyota Yaris, registration BD17 OPL', 'Renewal date: 20 December 2026', 'Renewal premium: £455.00 (last year £429.99)']);
  const plain = [
    'See below, thanks',
    'Michael',
    '',
    '',
    '________________________________',
    'From: Ageas <customer.service@ageas.co.uk>',
    'Sent: 18 November 2026 10:02',
    'To: m.okafor@btinternet.com',
    'Subject: Your Ageas car insurance renewal notice',
    '',
    ...words.flatMap((w) => [w, '']),
  ].join('\n');
  const html = `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head><body>
<div class="WordSection1"><p class="MsoNormal">See below, thanks<o:p></o:p></p><p class="MsoNormal">Michael<o:p></o:p></p>
<p class="MsoNormal"><img width="16" height="16" id="Picture_x0020_1" src="cid:image001.png@01DB3A1C.5E0F7A20" alt="signature"><o:p></o:p></p>
<div style="border:none;border-top:solid #E1E1E1 1.0pt;padding:3.0pt 0cm 0cm 0cm"><p class="MsoNormal"><b>From:</b> Ageas &lt;customer.service@ageas.co.uk&gt; <br><b>Sent:</b> 18 November 2026 10:02<br><b>To:</b> m.okafor@btinternet.com<br><b>Subject:</b> Your Ageas car insurance renewal notice<o:p></o:p></p></div>
${words.map((w) => `<p class="MsoNormal">${esc(w)}<o:p></o:p></p>`).join('\n')}
</div></body></html>`;
  write(
    '03-outlook-desktop-inline.eml',
    message(
      [
        'From: Michael Okafor <m.okafor@btinternet.com>',
        'To: "renew-m0k3a@in.renewly.co.uk" <renew-m0k3a@in.renewly.co.uk>',
        'Subject: FW: Your Ageas car insurance renewal notice',
        'Date: Wed, 18 Nov 2026 18:22:41 +0000',
        'Message-ID: <000c01db3a1c$5e0f7a20$1a2e6e60$@btinternet.com>',
        'X-Mailer: Microsoft Outlook 16.0',
        'Thread-Index: AQHbOhxeD3og2f1kQ0Ojs1c2vP0w3Q==',
        'Content-Language: en-gb',
      ],
      multipart('mixed', '----=_NextPart_000_000D_01DB3A1C.5E0F7A20', [
        multipart('related', '----=_NextPart_001_000E_01DB3A1C.5E0F7A20', [
          multipart('alternative', '----=_NextPart_002_000F_01DB3A1C.5E0F7A20', [textPart(plain), htmlPart(html)]),
          attachment(signaturePng, { filename: 'image001.png', contentType: 'image/png', disposition: 'inline', cid: 'image001.png@01DB3A1C.5E0F7A20' }),
        ]),
        attachment(doc, { filename: 'RenewalNotice' }),
      ]),
    ),
  );
}

// 4. Outlook.com 'Forward as attachment' (LV=, message/rfc822 with its own logo and PDF)
{
  const words = [
    'Dear Priya,',
    'Your LV= car insurance renews on 9 December 2026. We have attached your renewal invitation, which shows your new premium and what is covered.',
    'You do not need to do anything if you want to stay with us.',
    'LV= Insurance',
  ];
  const doc = await pdf(['LV= renewal invitation', 'Policy number: LVM 5530 1187', 'Vehicle: Nissan Qashqai, registration YH69 CVN', 'Renewal date: 9 December 2026', 'Renewal premium: £720.44 (last year £688.03)']);
  const innerHtml = `<html><body><table width="600"><tr><td><img src="cid:lvlogo@lv.com" alt="LV="></td></tr><tr><td>${htmlParas(words)}</td></tr></table></body></html>`;
  const inner = message(
    [
      'From: "LV= Insurance" <noreply@lv.com>',
      'To: priya.sharma@outlook.com',
      'Subject: Your LV= car insurance renewal invitation',
      'Date: Mon, 09 Nov 2026 06:30:00 +0000',
      'Message-ID: <20261109063000.4471.lvm@mailer.lv.com>',
    ],
    multipart('mixed', 'lv-mixed-8812', [
      multipart('related', 'lv-related-8812', [
        multipart('alternative', 'lv-alt-8812', [textPart(words.join('\n\n')), htmlPart(innerHtml)]),
        attachment(logoPng, { filename: 'lv-logo.png', contentType: 'image/png', disposition: 'inline', cid: 'lvlogo@lv.com' }),
      ]),
      attachment(doc, { filename: 'LV_Renewal_Invitation.pdf' }),
    ]),
  );
  const outerNote = 'Forwarding my renewal as you asked.\n\nPriya';
  write(
    '04-outlook-forward-as-attachment.eml',
    message(
      [
        'From: Priya Sharma <priya.sharma@outlook.com>',
        'To: "renew-p5h9r@in.renewly.co.uk" <renew-p5h9r@in.renewly.co.uk>',
        'Subject: FW: Your LV= car insurance renewal invitation',
        'Thread-Topic: Your LV= car insurance renewal invitation',
        'Date: Thu, 19 Nov 2026 21:14:07 +0000',
        'Message-ID: <AM9PR02MB7716F2A0C3B1D4E5B6A7C8D9E0F1@AM9PR02MB7716.eurprd02.prod.outlook.com>',
        'Content-Language: en-GB',
      ],
      multipart('mixed', '_004_AM9PR02MB7716F2A0C3B1D4E5B6A7_', [
        multipart('alternative', '_000_AM9PR02MB7716F2A0C3B1D4E5B6A7_', [
          textPart(outerNote),
          htmlPart(`<html><body><div dir="ltr">Forwarding my renewal as you asked.<br><br>Priya</div></body></html>`),
        ]),
        part(
          [
            'Content-Type: message/rfc822',
            'Content-Disposition: attachment; filename="Your LV= car insurance renewal invitation.eml"',
          ],
          inner,
        ),
      ]),
    ),
  );
}

// 5. Apple Mail on iPhone: 'Begin forwarded message:' (Hastings Direct; the PDF is Content-Disposition: inline, as iOS does)
{
  const words = [
    'Dear Gareth,',
    'Your Hastings Direct car insurance will renew on 15 December 2026. Please find your renewal documents attached.',
    'If anything has changed, please let us know before your renewal date.',
    'Hastings Direct',
  ];
  const doc = await pdf(['Hastings Direct renewal', 'Policy number: HD-PC-61720394', 'Vehicle: Ford Fiesta, registration CE66 LMU', 'Renewal date: 15 December 2026', 'Renewal premium: £389.12 (last year £402.55)']);
  const plain = ['', '', 'Sent from my iPhone', '', 'Begin forwarded message:', '', '> From: Hastings Direct <renewals@hastingsdirect.com>', '> Date: 19 November 2026 at 07:55:12 GMT', '> To: gareth.evans@icloud.com', '> Subject: Your Hastings Direct car insurance renewal', '> ', ...words.flatMap((w) => [`> ${w}`, '> ']), ''].join('\n');
  const html = `<html><head><meta http-equiv="content-type" content="text/html; charset=utf-8"></head><body dir="auto"><div dir="ltr"></div><div dir="ltr"><br></div><div dir="ltr">Sent from my iPhone</div><div dir="ltr"><br><blockquote type="cite">Begin forwarded message:<br><br></blockquote></div><blockquote type="cite"><div dir="ltr"><b>From:</b> Hastings Direct &lt;renewals@hastingsdirect.com&gt;<br><b>Date:</b> 19 November 2026 at 07:55:12 GMT<br><b>To:</b> gareth.evans@icloud.com<br><b>Subject:</b> <b>Your Hastings Direct car insurance renewal</b><br><br></div></blockquote><blockquote type="cite"><div dir="ltr">${htmlParas(words)}</div></blockquote></body></html>`;
  write(
    '05-apple-mail-ios-forward.eml',
    message(
      [
        'Content-Transfer-Encoding: 7bit',
        'From: Gareth Evans <gareth.evans@icloud.com>',
        'Date: Thu, 19 Nov 2026 08:31:40 +0000',
        'Subject: Fwd: Your Hastings Direct car insurance renewal',
        'Message-Id: <5E2B7C41-9A0D-4F3E-8C1B-2D6F0A9E7B31@icloud.com>',
        'To: renew-g3v4n@in.renewly.co.uk',
        'X-Mailer: iPhone Mail (22B91)',
      ],
      multipart('alternative', 'Apple-Mail-8F1C2D3E-4B5A-6978-8A9B-0C1D2E3F4A5B', [
        textPart(plain),
        multipart('mixed', 'Apple-Mail-0A1B2C3D-4E5F-6071-8293-A4B5C6D7E8F9', [
          htmlPart(html),
          attachment(doc, { filename: 'Renewal Invite.pdf', disposition: 'inline' }),
          htmlPart('<html><body dir="auto"><div dir="ltr"></div></body></html>'),
        ]),
      ]),
    ),
  );
}

// 6. Yahoo Mail: '----- Forwarded Message -----' (Churchill; 'document.pdf' plus the insurer's logo inline)
{
  const words = [
    'Dear Ms McRae,',
    'Your Churchill car insurance policy is due for renewal on 28 December 2026. Your renewal documents are attached as a PDF.',
    'Your renewal price is £534.90.',
    'Churchill Insurance',
  ];
  const doc = await pdf(['Churchill car insurance renewal', 'Policy number: CHM 0412 7789', 'Vehicle: Audi A3, registration SK18 WVA', 'Renewal date: 28 December 2026', 'Renewal premium: £534.90 (last year £498.00)']);
  const plain = [
    '',
    '',
    '----- Forwarded Message -----',
    'From: Churchill <renewals@churchill.com>',
    'To: lindsay_mcrae@yahoo.co.uk <lindsay_mcrae@yahoo.co.uk>',
    'Sent: Friday, 20 November 2026 at 09:14:22 GMT',
    'Subject: Your Churchill car insurance renewal',
    '',
    ...words.flatMap((w) => [w, '']),
  ].join('\n');
  const html = `<html><head></head><body><div class="ydp3c1b2a9fyahoo-style-wrap" style="font-family:Helvetica Neue, Helvetica, Arial, sans-serif;font-size:16px;"><div></div><div><br></div><div id="ydp3c1b2a9fyahoo_quoted_1188" class="ydp3c1b2a9fyahoo_quoted"><div style="font-family:'Helvetica Neue', Helvetica, Arial, sans-serif;font-size:13px;color:#26282a;"><div>----- Forwarded Message -----</div><div><b>From:</b> Churchill &lt;renewals@churchill.com&gt;</div><div><b>To:</b> lindsay_mcrae@yahoo.co.uk &lt;lindsay_mcrae@yahoo.co.uk&gt;</div><div><b>Sent:</b> Friday, 20 November 2026 at 09:14:22 GMT</div><div><b>Subject:</b> Your Churchill car insurance renewal</div><div><br></div><div><img src="cid:churchill-logo@churchill.com" alt="Churchill"></div>${htmlParas(words)}</div></div></div></body></html>`;
  write(
    '06-yahoo-forward.eml',
    message(
      [
        'Date: Fri, 20 Nov 2026 10:02:19 +0000 (UTC)',
        'From: Lindsay McRae <lindsay_mcrae@yahoo.co.uk>',
        'To: "renew-l1n5y@in.renewly.co.uk" <renew-l1n5y@in.renewly.co.uk>',
        'Message-ID: <118823456.5521.1763633000001@mail.yahoo.com>',
        'Subject: Fwd: Your Churchill car insurance renewal',
        'X-Mailer: WebService/1.1.24652 YMailNorrin',
      ],
      multipart('mixed', '----=_Part_5520_41127788.1763633000000', [
        multipart('related', '----=_Part_5519_22998811.1763633000000', [
          multipart('alternative', '----=_Part_5518_99112233.1763633000000', [textPart(plain), htmlPart(html)]),
          attachment(logoPng, { filename: 'churchill-logo.png', contentType: 'image/png', disposition: 'inline', cid: 'churchill-logo@churchill.com' }),
        ]),
        attachment(doc, { filename: 'document.pdf' }),
      ]),
    ),
  );
}

// 7. Thunderbird: '-------- Forwarded Message --------' with its header table; windows-1252 with a £ (Sheilas' Wheels)
{
  const words = [
    'Dear Robert,',
    "Your Sheilas' Wheels car insurance is due for renewal on 4 January 2027. Your renewal premium is £398.75, and your renewal notice is attached.",
    "Sheilas' Wheels",
  ];
  const doc = await pdf(["Sheilas' Wheels renewal notice", 'Policy number: SW/MOT/2093318', 'Vehicle: Mini Cooper, registration NA16 RFX', 'Renewal date: 4 January 2027', 'Renewal premium: £398.75 (last year £371.40)']);
  const plain = [
    'Here is the renewal for the Mini.',
    '',
    '-------- Forwarded Message --------',
    "Subject: \tYour Sheilas' Wheels renewal",
    'Date: \tMon, 23 Nov 2026 08:10:44 +0000',
    "From: \tSheilas' Wheels <renewals@sheilaswheels.com>",
    'To: \trob@hartley-family.org.uk',
    '',
    '',
    '',
    ...words.flatMap((w) => [w, '']),
  ].join('\n');
  const html = `<!DOCTYPE html>
<html>
  <head>
    <meta http-equiv="content-type" content="text/html; charset=windows-1252">
  </head>
  <body>
    <p>Here is the renewal for the Mini.<br>
    </p>
    <div class="moz-forward-container"><br>
      <br>
      -------- Forwarded Message --------
      <table class="moz-email-headers-table" cellspacing="0" cellpadding="0" border="0">
        <tbody>
          <tr>
            <th valign="BASELINE" nowrap="nowrap" align="RIGHT">Subject:
            </th>
            <td>Your Sheilas' Wheels renewal</td>
          </tr>
          <tr>
            <th valign="BASELINE" nowrap="nowrap" align="RIGHT">Date: </th>
            <td>Mon, 23 Nov 2026 08:10:44 +0000</td>
          </tr>
          <tr>
            <th valign="BASELINE" nowrap="nowrap" align="RIGHT">From: </th>
            <td>Sheilas' Wheels <a class="moz-txt-link-rfc2396E" href="mailto:renewals@sheilaswheels.com">&lt;renewals@sheilaswheels.com&gt;</a></td>
          </tr>
          <tr>
            <th valign="BASELINE" nowrap="nowrap" align="RIGHT">To: </th>
            <td><a class="moz-txt-link-abbreviated" href="mailto:rob@hartley-family.org.uk">rob@hartley-family.org.uk</a></td>
          </tr>
        </tbody>
      </table>
      <br>
      <br>
      ${htmlParas(words)}
    </div>
  </body>
</html>`;
  write(
    '07-thunderbird-forward-windows-1252.eml',
    message(
      [
        'Message-ID: <4b1d2c3e-8f9a-4b7c-9d2e-1f0a3b4c5d6e@hartley-family.org.uk>',
        'Date: Mon, 23 Nov 2026 20:45:12 +0000',
        'User-Agent: Mozilla Thunderbird',
        'Content-Language: en-GB',
        'To: renew-r0b7h@in.renewly.co.uk',
        'From: Rob Hartley <rob@hartley-family.org.uk>',
        "Subject: Fwd: Your Sheilas' Wheels renewal",
      ],
      multipart('mixed', '------------8sY2kL0pQ1wE3rT5yU7iO9', [
        multipart('alternative', '------------Zx1Cv2Bn3Mm4Aa5Ss6Dd7', [
          textPart(plain, { charset: 'windows-1252' }),
          htmlPart(html, { charset: 'windows-1252' }),
        ]),
        attachment(doc, { filename: 'Renewal (2).PDF' }),
      ]),
    ),
  );
}

// 8. Samsung Email: '-------- Original message --------', HTML only, base64 (esure)
{
  const words = [
    'Hello Kwame,',
    'Your esure car insurance policy renews on 11 December 2026. We have attached your renewal documents so you can check everything is right.',
    'esure',
  ];
  const doc = await pdf(['esure car insurance renewal', 'Policy number: ESM-22915570', 'Vehicle: Honda Jazz, registration LS15 UYT', 'Renewal date: 11 December 2026', 'Renewal premium: £466.20 (last year £440.00)']);
  const html = `<html><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"></head><body><div dir="auto"><br></div><div dir="auto"><br></div><div dir="auto"><br></div><div id="composer_signature" dir="auto"><div style="font-size:12px;color:#575757" dir="auto">Sent from my Galaxy</div></div><div dir="auto"><br></div><div><br></div><div align="left" dir="auto" style="font-size:100%;color:#000000"><div>-------- Original message --------</div><div>From: esure &lt;renewals@esure.com&gt; </div><div>Date: 21/11/2026  08:03  (GMT+00:00) </div><div>To: kwame.asante@hotmail.co.uk </div><div>Subject: Your esure car insurance renewal </div><div><br></div></div>${htmlParas(words)}</body></html>`;
  write(
    '08-samsung-email-forward-base64.eml',
    message(
      [
        'Date: Sat, 21 Nov 2026 09:17:33 +0000',
        'Message-ID: <20261121091733.a1b2c3d4@email.android.com>',
        'X-Mailer: Samsung Mail',
        'Subject: Fwd: Your esure car insurance renewal',
        'From: Kwame Asante <kwame.asante@hotmail.co.uk>',
        'To: renew-k8a2s@in.renewly.co.uk',
      ],
      multipart('mixed', '--_com.samsung.android.email_1763716653201234', [
        htmlPart(html, { cte: 'base64' }),
        attachment(doc, { filename: 'esure-renewal.pdf' }),
      ]),
    ),
  );
}

// 9. ProtonMail: '------- Forwarded Message -------'; Saga's notice is an HTML table (no PDF); Proton attached the user's public key
{
  const html = `<div style="font-family: Arial, sans-serif; font-size: 14px;">Renewal for the Focus.</div><div style="font-family: Arial, sans-serif; font-size: 14px;"><br></div>
<div class="protonmail_signature_block" style="font-family: Arial, sans-serif; font-size: 14px;"><div class="protonmail_signature_block-proton">Sent with <a target="_blank" href="https://proton.me/mail/home">Proton Mail</a> secure email.</div></div>
<div style="font-family: Arial, sans-serif; font-size: 14px;"><br></div>
<div class="protonmail_quote">
        ------- Forwarded Message -------<br>
        From: Saga &lt;noreply@saga.co.uk&gt;<br>
        Date: On Sunday, 22 November 2026 at 10:11<br>
        Subject: Your Saga car insurance renewal<br>
        To: ellie.frost@proton.me &lt;ellie.frost@proton.me&gt;<br>
        <br>
        <blockquote class="protonmail_quote" type="cite">
<table width="600" cellpadding="6" style="border-collapse:collapse">
<tr><td colspan="2"><p>Dear Mrs Frost,</p><p>Thank you for choosing Saga. Your car insurance is due for renewal and your new cover starts on 14 December 2026.</p></td></tr>
<tr><td>Policy number</td><td>SCM-40218877</td></tr>
<tr><td>Vehicle</td><td>Ford Focus 1.0 EcoBoost (KY19 HFD)</td></tr>
<tr><td>Current policy ends</td><td>13 December 2026</td></tr>
<tr><td>Cover starts</td><td>14 December 2026</td></tr>
<tr><td>Last year's premium</td><td>£612.18</td></tr>
<tr><td>This year's premium</td><td>£684.37</td></tr>
<tr><td colspan="2"><p>If you are happy with your renewal you don't need to do anything. We'll collect your first payment on or after your renewal date.</p><p>Saga Services Limited</p></td></tr>
</table>
        </blockquote><br>
    </div>`;
  const key = Buffer.from(
    '-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nxjMEZz4Kc...example-key-not-real...\n=AbCd\n-----END PGP PUBLIC KEY BLOCK-----\n',
  );
  write(
    '09-protonmail-forward-html-table.eml',
    message(
      [
        'Date: Sun, 22 Nov 2026 15:26:09 +0000',
        'To: renew-e2f5t@in.renewly.co.uk',
        'From: Ellie Frost <ellie.frost@proton.me>',
        'Subject: Fwd: Your Saga car insurance renewal',
        'Message-ID: <q7RkT2vYpL0sN3xW8mB1cF4hJ6gD9aZ@proton.me>',
        'Feedback-ID: 88214377:user:proton',
        'X-Pm-Message-ID: 9f2a3c1e7b6d4e5f8a0b1c2d3e4f5a6b7c8d9e0f',
      ],
      multipart('mixed', 'b1=_Xq2R7tYpL0sN3xW8mB1cF4hJ6gD9aZk', [
        htmlPart(html),
        attachment(key, { filename: 'publickey - ellie.frost@proton.me - 0x7C9E1A42.asc', contentType: 'application/pgp-keys' }),
      ]),
    ),
  );
}

// 10. Forwarded twice: Tesco Bank -> James (Outlook.com) -> Emma (Gmail web) -> Renewly
{
  const words = [
    'Dear Mr Patel,',
    'Your Tesco Bank Car Insurance is due for renewal on 30 December 2026. Your renewal documents, including your new schedule, are attached.',
    'Tesco Bank Car Insurance',
  ];
  const doc = await pdf(['Tesco Bank Car Insurance renewal', 'Policy number: TBC 7730 4451 02', 'Vehicle: Skoda Octavia, registration EY68 NKD', 'Renewal date: 30 December 2026', 'Renewal premium: £591.60 (last year £560.35)']);
  const plain = [
    'It’s the car one, James sent it to me.',
    '',
    '---------- Forwarded message ---------',
    'From: James Patel <james.patel@outlook.com>',
    'Date: Tue, 24 Nov 2026 at 19:02',
    'Subject: FW: Your Tesco Bank Car Insurance renewal',
    'To: Emma Clarke <emma.clarke@gmail.com>',
    '',
    '',
    'Can you sort this one? x',
    '',
    '________________________________',
    'From: Tesco Bank Car Insurance <carinsurance@tescobank.com>',
    'Sent: 24 November 2026 07:45',
    'To: james.patel@outlook.com <james.patel@outlook.com>',
    'Subject: Your Tesco Bank Car Insurance renewal',
    '',
    ...words.flatMap((w) => [w, '']),
  ].join('\n');
  const html = `<div dir="ltr">It’s the car one, James sent it to me.<br><br><div class="gmail_quote"><div dir="ltr" class="gmail_attr">---------- Forwarded message ---------<br>From: <strong class="gmail_sendername" dir="auto">James Patel</strong> <span dir="auto">&lt;<a href="mailto:james.patel@outlook.com">james.patel@outlook.com</a>&gt;</span><br>Date: Tue, 24 Nov 2026 at 19:02<br>Subject: FW: Your Tesco Bank Car Insurance renewal<br>To: Emma Clarke &lt;<a href="mailto:emma.clarke@gmail.com">emma.clarke@gmail.com</a>&gt;<br></div><br><br><div class="msg-1234">
<div dir="ltr"><div style="font-family:Aptos,Calibri,Helvetica,sans-serif;font-size:12pt">Can you sort this one? x</div>
<hr style="display:inline-block;width:98%" tabindex="-1">
<div id="m_-1234divRplyFwdMsg" dir="ltr"><font face="Calibri, sans-serif" style="font-size:11pt" color="#000000"><b>From:</b> Tesco Bank Car Insurance &lt;<a href="mailto:carinsurance@tescobank.com">carinsurance@tescobank.com</a>&gt;<br><b>Sent:</b> 24 November 2026 07:45<br><b>To:</b> <a href="mailto:james.patel@outlook.com">james.patel@outlook.com</a> &lt;<a href="mailto:james.patel@outlook.com">james.patel@outlook.com</a>&gt;<br><b>Subject:</b> Your Tesco Bank Car Insurance renewal</font><div>&nbsp;</div></div>
<div>${htmlParas(words)}</div></div></div></div></div>`;
  write(
    '10-forwarded-twice-outlook-then-gmail.eml',
    message(
      [
        'Date: Wed, 25 Nov 2026 08:15:27 +0000',
        'From: Emma Clarke <emma.clarke@gmail.com>',
        'To: renew-e9c1k@in.renewly.co.uk',
        'Subject: Fwd: FW: Your Tesco Bank Car Insurance renewal',
        'Message-ID: <CAKq7Tw2-twice-0a9f@mail.gmail.com>',
      ],
      multipart('mixed', '000000000000d3e4f5a6b7c8d9e0', [
        multipart('alternative', '000000000000d3e4f5a6b7c8d9df', [textPart(plain), htmlPart(html)]),
        attachment(doc, { filename: 'Renewal_Documents.pdf' }),
      ]),
    ),
  );
}

// 11. Outlook.com inline forward of Admiral's HTML-only notice (a table, no attachment), quoted-printable HTML
{
  const html = `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head><body dir="ltr">
<div style="font-family:Aptos,Aptos_EmbeddedFont,Aptos_MSFontService,Calibri,Helvetica,sans-serif;font-size:12pt;color:rgb(0,0,0)"><br></div>
<div id="appendonsend"></div>
<hr style="display:inline-block;width:98%" tabindex="-1">
<div id="divRplyFwdMsg" dir="ltr"><font face="Calibri, sans-serif" style="font-size:11pt" color="#000000"><b>From:</b> Admiral &lt;renewals@admiral.com&gt;<br><b>Sent:</b> Thursday, November 26, 2026 7:30 AM<br><b>To:</b> tom.bradley@outlook.com &lt;tom.bradley@outlook.com&gt;<br><b>Subject:</b> Your Admiral car insurance renewal</font><div>&nbsp;</div></div>
<div>
<table width="640" cellpadding="8" style="border:1px solid #ccc">
<tr><td colspan="2"><p>Hi Tom,</p><p>It's almost time to renew your Admiral car insurance. Here is your renewal price for the year ahead.</p></td></tr>
<tr><td><b>Policy number</b></td><td>P73029184-1</td></tr>
<tr><td><b>Car</b></td><td>Volkswagen Golf, LR68 XWP</td></tr>
<tr><td><b>Your policy renews on</b></td><td>03/01/2027</td></tr>
<tr><td><b>Your new price</b></td><td>£547.12</td></tr>
<tr><td><b>Last year you paid</b></td><td>£498.60</td></tr>
<tr><td colspan="2"><p>Your renewal will happen automatically, so you don't need to do anything unless your details have changed.</p><p>Thanks,<br>The Admiral Team</p></td></tr>
</table>
</div>
</body></html>`;
  write(
    '11-outlook-com-forward-html-table.eml',
    message(
      [
        'From: Tom Bradley <tom.bradley@outlook.com>',
        'To: "renew-t6b3y@in.renewly.co.uk" <renew-t6b3y@in.renewly.co.uk>',
        'Subject: Fw: Your Admiral car insurance renewal',
        'Thread-Topic: Your Admiral car insurance renewal',
        'Thread-Index: AQHbQ2r9xYz1a2B3c4D5e6F7g8H9iA==',
        'Date: Thu, 26 Nov 2026 18:05:51 +0000',
        'Message-ID: <DB9PR03MB8842A1B2C3D4E5F6A7B8C9D0E1F2@DB9PR03MB8842.eurprd03.prod.outlook.com>',
        'Content-Language: en-GB',
        'X-MS-Has-Attach: ',
      ],
      htmlPart(html),
    ),
  );
}

// 12. Outlook for iOS forward, iso-8859-1 text with a £; the original From has no display name; PDF sent as application/octet-stream
{
  const words = [
    'Dear Customer,',
    'Your 1st Central car insurance renews on 7 December 2026. Your renewal premium is £421.09 and your renewal notice is attached.',
    '1st Central Insurance Management Limited',
  ];
  const doc = await pdf(['1st Central renewal notice', 'Policy number: FCM/1029384756', 'Vehicle: Peugeot 208, registration MF21 BHO', 'Renewal date: 7 December 2026', 'Renewal premium: £421.09 (last year £389.60)']);
  const plain = [
    'For Renewly',
    '',
    'Get Outlook for iOS<https://aka.ms/o0ukef>',
    '________________________________',
    'From: renewals@1stcentral.co.uk <renewals@1stcentral.co.uk>',
    'Sent: Tuesday, November 24, 2026 8:15:03 AM',
    'To: aisha.rahman@live.co.uk <aisha.rahman@live.co.uk>',
    'Subject: Your car insurance renewal notice',
    '',
    ...words.flatMap((w) => [w, '']),
  ].join('\n');
  const html = `<html><head><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"></head><body>
<div dir="auto">For Renewly</div><div dir="auto"><br></div>
<div dir="auto">Get <a href="https://aka.ms/o0ukef">Outlook for iOS</a></div>
<hr style="display:inline-block;width:98%" tabindex="-1">
<div id="divRplyFwdMsg" dir="ltr"><font face="Calibri, sans-serif" style="font-size:11pt" color="#000000"><b>From:</b> renewals@1stcentral.co.uk &lt;renewals@1stcentral.co.uk&gt;<br><b>Sent:</b> Tuesday, November 24, 2026 8:15:03 AM<br><b>To:</b> aisha.rahman@live.co.uk &lt;aisha.rahman@live.co.uk&gt;<br><b>Subject:</b> Your car insurance renewal notice</font><div>&nbsp;</div></div>
<div>${htmlParas(words)}</div>
</body></html>`;
  write(
    '12-outlook-ios-forward-iso-8859-1-octet-stream.eml',
    message(
      [
        'From: Aisha Rahman <aisha.rahman@live.co.uk>',
        'To: "renew-a4r7h@in.renewly.co.uk" <renew-a4r7h@in.renewly.co.uk>',
        'Subject: Fwd: Your car insurance renewal notice',
        'Date: Tue, 24 Nov 2026 12:40:18 +0000',
        'Message-ID: <LO2P265MB5120B7C8D9E0F1A2B3C4D5E6F7A8@LO2P265MB5120.GBRP265.PROD.OUTLOOK.COM>',
        'Content-Language: en-GB',
      ],
      multipart('mixed', '_002_LO2P265MB5120B7C8D9E0F1A2B3C4_', [
        multipart('alternative', '_000_LO2P265MB5120B7C8D9E0F1A2B3C4_', [
          textPart(plain, { charset: 'iso-8859-1' }),
          htmlPart(html, { charset: 'iso-8859-1' }),
        ]),
        attachment(doc, { filename: 'Renewal_Notice.pdf', contentType: 'application/octet-stream' }),
      ]),
    ),
  );
}
