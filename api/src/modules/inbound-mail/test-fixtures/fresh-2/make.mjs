// Writes the 12 .eml files of this folder: UK car-insurance renewal emails whose BODY is the notice (no attachment, or
// only an unrelated one: a logo, a policy wording PDF with no figures), each forwarded to Renewly from a different mail
// program or sent on by an auto-forward rule. Each insurer's email is this file's own design, not a copy of a real one.
// Run from the repo root: `node api/src/modules/inbound-mail/test-fixtures/fresh-2/make.mjs`.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { b64, CRLF, multipart, part, quotedPrintable } from '../mime.mjs';
import { png } from '../solid-png.mjs';

const here = dirname(fileURLToPath(import.meta.url));

// ---------- figures: every sum checked before anything is written ----------
const pence = (x) => Math.round(x * 100);
function adds(what, parts, total) {
  const sum = parts.reduce((s, x) => s + pence(x), 0);
  if (sum !== pence(total)) throw new Error(`${what}: ${parts.join(' + ')} = ${sum / 100}, not ${total}`);
}
const times = (n, x) => Array.from({ length: n }, () => x);
const gbp = (x, { pence: p = true } = {}) =>
  '£' + (p ? x.toFixed(2) : String(x)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

// ---------- building blocks ----------
function pdf(lines) {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'A4', compress: false, info: { Title: lines[0], CreationDate: new Date('2026-03-01T09:00:00Z') } });
    const chunks = [];
    doc.on('data', (c) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.fontSize(16).text(lines[0]);
    doc.moveDown();
    doc.fontSize(10);
    for (const line of lines.slice(1)) doc.text(line).moveDown(0.5);
    doc.end();
  });
}
// Text to bytes in a charset: utf-8, windows-1252 (curly quotes, dashes, € at their cp1252 bytes) or iso-8859-1.
const CP1252 = { '€': 0x80, '‚': 0x82, '„': 0x84, '…': 0x85, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97, '™': 0x99 };
function encode(text, charset) {
  const cs = charset.toLowerCase();
  if (cs === 'utf-8') return Buffer.from(text, 'utf8');
  const out = [];
  for (const ch of text) {
    const code = ch.codePointAt(0);
    if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) out.push(code);
    else if (cs === 'windows-1252' && CP1252[ch]) out.push(CP1252[ch]);
    else throw new Error(`${JSON.stringify(ch)} has no byte in ${charset}`);
  }
  return Buffer.from(out);
}
const qp = (text, charset = 'utf-8') => quotedPrintable(text, (line) => encode(line, charset));
const textPart = (text, { charset = 'utf-8', cte = 'quoted-printable', subtype = 'plain', quoteCharset = true } = {}) =>
  part(
    [`Content-Type: text/${subtype}; charset=${quoteCharset ? `"${charset}"` : charset}`, `Content-Transfer-Encoding: ${cte}`],
    cte === 'base64' ? b64(encode(text, charset)) : cte === '8bit' ? text : qp(text, charset),
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
function message(headers, entity) {
  return ['MIME-Version: 1.0', ...headers, entity].join(CRLF);
}
function write(name, text) {
  writeFileSync(join(here, name), text.endsWith(CRLF) ? text : text + CRLF, 'latin1');
}
// The whole .eml is ASCII except where a part is sent 8bit; write() keeps its bytes (latin1 of an ASCII string).

// ---------- an insurer's email: nested layout tables, hidden preheader, view-in-browser, pixel ----------
const PREHEADER_PAD = '&#847;&zwnj;&nbsp;'.repeat(40);
function shell({ title, preheader, color, brandHtml, body, footer, pixel, styleExtra = '' }) {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><meta name="viewport" content="width=device-width, initial-scale=1.0"><title>${title}</title>
<style type="text/css">
body{margin:0;padding:0;-webkit-text-size-adjust:100%}table{border-collapse:collapse}img{border:0;display:block}
.mobile-only{display:none;max-height:0;overflow:hidden;mso-hide:all}
@media only screen and (max-width:480px){.wrapper{width:100%!important}.desktop-only{display:none!important}.mobile-only{display:block!important;max-height:none!important;overflow:visible!important}.stack{display:block!important;width:100%!important}}
${styleExtra}</style></head>
<body style="margin:0;padding:0;background-color:#f2f2f2;">
<div class="preheader" style="display:none;font-size:1px;color:#f2f2f2;line-height:1px;max-height:0px;max-width:0px;opacity:0;overflow:hidden;mso-hide:all;">${preheader}${PREHEADER_PAD}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f2f2f2"><tr><td align="center" style="padding:0 10px;">
<table role="presentation" class="wrapper" width="600" cellpadding="0" cellspacing="0" border="0">
<tr><td align="right" style="padding:10px 0;font-family:Arial,sans-serif;font-size:11px;color:#777777;">Having trouble seeing this email? <a href="${pixel.replace(/\/o\/.*/, '/v/')}${Math.abs(title.length * 7919)}" style="color:#777777;text-decoration:underline;">View in browser</a></td></tr>
<tr><td bgcolor="${color}" style="padding:18px 24px;">${brandHtml}</td></tr>
<tr><td bgcolor="#ffffff" style="padding:0;">
${body}
</td></tr>
<tr><td style="padding:20px 24px;font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#6b6b6b;">${footer}</td></tr>
</table></td></tr></table>
<img src="${pixel}" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0;" />
</body></html>`;
}
const button = (label, href, color) =>
  `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0;"><tr><td align="center" bgcolor="${color}" style="border-radius:24px;"><a href="${href}" target="_blank" style="display:inline-block;padding:13px 30px;font-family:Arial,sans-serif;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:24px;">${label}</a></td></tr></table>`;
const para = (html, style = '') => `<p style="margin:0 0 14px 0;font-family:Arial,sans-serif;font-size:15px;line-height:22px;color:#333333;${style}">${html}</p>`;
const cell = (inner, style = '') => `<td style="padding:24px 28px;font-family:Arial,sans-serif;${style}">${inner}</td>`;
// the body of the message as an email client embeds it when forwarding (no <head>)
const bodyOf = (html) => html.replace(/^[\s\S]*?<body[^>]*>/, '').replace(/<\/body>[\s\S]*$/, '');
const styleOf = (html) => (/<style[\s\S]*?<\/style>/.exec(html) || [''])[0];
// Gmail rewrites the sender's classes (class="m_-4471…preheader") and drops its <style>
const gmailBody = (html, prefix) => bodyOf(html).replace(/class="([^"]+)"/g, (_, c) => `class="${c.split(' ').map((x) => `m_${prefix}${x}`).join(' ')}"`);

// ============ 01 Gmail web, inline forward: Direct Line ============
{
  const f = { premium: 642.18, last: 587.4, comp: 250, vol: 250, total: 500, deposit: 64.22, inst: 57.83, n: 11, payable: 700.35 };
  adds('DL excess', [f.comp, f.vol], f.total);
  adds('DL monthly', [f.deposit, ...times(f.n, f.inst)], f.payable);
  const card = (rows) =>
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #dddddd;border-radius:6px;">${rows
      .map(([l, v], i) => `<tr><td style="padding:12px 16px;font-family:Arial,sans-serif;font-size:14px;color:#555555;${i ? 'border-top:1px solid #eeeeee;' : ''}">${l}</td><td align="right" style="padding:12px 16px;font-family:Arial,sans-serif;font-size:14px;font-weight:bold;color:#111111;${i ? 'border-top:1px solid #eeeeee;' : ''}">${v}</td></tr>`)
      .join('\n')}</table>`;
  const html = shell({
    title: 'Your Direct Line car insurance renewal',
    preheader: 'Your renewal price is ready to view – nothing to do if you’re happy.',
    color: '#ff0000',
    brandHtml: '<img src="https://img.directline-mail.example/brand/dl-logo-white.png" width="140" height="32" alt="Direct Line" style="display:block;" />',
    pixel: 'https://t.directline-mail.example/o/8f3a91c2e7d4/open.gif',
    body: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr>${cell(`<h1 style="margin:0 0 16px 0;font-size:24px;line-height:30px;color:#111111;">It’s time to renew, Mr Okonkwo</h1>
${para('Your Direct Line car insurance for your Vauxhall Astra renews on <b>14 January 2027</b>. Your renewal price is <b>' + gbp(f.premium) + '</b> for the year – last year you paid ' + gbp(f.last) + '.')}
${para('If you’re happy, you don’t need to do anything: we’ll renew your policy automatically and take payment the way you paid last year.')}
${button('Review your quote', 'https://www.directline.com/account/renewal?utm_source=email&amp;utm_campaign=mtr_renewal_t28', '#ff0000')}`)}</tr>
<tr>${cell(`<h2 style="margin:0 0 12px 0;font-size:18px;color:#111111;">Your renewal at a glance</h2>
${card([
  ['Policy number', 'DL 58 2201 7743'],
  ['Car', 'Vauxhall Astra 1.2 SRi (KP70 WZD)'],
  ['Renewal date', '14/01/2027'],
  ['Renewal price (12 months)', gbp(f.premium)],
  ['Last year’s price', gbp(f.last)],
  ['Compulsory excess', gbp(f.comp, { pence: false })],
  ['Voluntary excess', gbp(f.vol, { pence: false })],
  ['Total excess', gbp(f.total, { pence: false })],
])}`, 'padding-top:0;')}</tr>
<tr>${cell(`${para('<b>Prefer to pay monthly?</b> A deposit of ' + gbp(f.deposit) + ' then ' + f.n + ' monthly payments of ' + gbp(f.inst) + '. Total amount payable ' + gbp(f.payable) + '. Representative APR 21.9%.', 'font-size:13px;')}
${para('Add Motor Legal Protection for ' + gbp(28.5) + ' or Guaranteed Hire Car Plus for ' + gbp(39.95) + ' – these are optional and not included in your price.', 'font-size:13px;')}
${para('Questions? Call us on 0345 246 8704 (Mon–Fri 8am–8pm, Sat 9am–5pm).', 'font-size:13px;')}`, 'padding-top:0;')}</tr>
</table>`,
    footer: `Direct Line is a brand of U K Insurance Limited. Registered office: The Wharf, Neville Street, Leeds LS1 4AZ. Registered in England and Wales No. 1179980. U K Insurance Limited is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority.<br><br>Sent 16 November 2026. <a href="https://www.directline.com/preferences?u=4471" style="color:#6b6b6b;">Unsubscribe from marketing emails</a> (you’ll still get emails about your policy).`,
  });
  const plainOrig = [
    'It’s time to renew, Mr Okonkwo',
    '',
    `Your Direct Line car insurance for your Vauxhall Astra renews on 14 January 2027. Your renewal price is ${gbp(f.premium)} for the year – last year you paid ${gbp(f.last)}.`,
    '',
    'If you’re happy, you don’t need to do anything: we’ll renew your policy automatically and take payment the way you paid last year.',
    '',
    'Review your quote <https://www.directline.com/account/renewal?utm_source=email&utm_campaign=mtr_renewal_t28>',
    '',
    'Your renewal at a glance',
    'Policy number',
    'DL 58 2201 7743',
    'Car',
    'Vauxhall Astra 1.2 SRi (KP70 WZD)',
    'Renewal date',
    '14/01/2027',
    'Renewal price (12 months)',
    gbp(f.premium),
    'Last year’s price',
    gbp(f.last),
    'Compulsory excess',
    '£250',
    'Voluntary excess',
    '£250',
    'Total excess',
    '£500',
    '',
    `Prefer to pay monthly? A deposit of ${gbp(f.deposit)} then ${f.n} monthly payments of ${gbp(f.inst)}. Total amount payable ${gbp(f.payable)}. Representative APR 21.9%.`,
    '',
    'Add Motor Legal Protection for £28.50 or Guaranteed Hire Car Plus for £39.95 – these are optional and not included in your price.',
    '',
    'Questions? Call us on 0345 246 8704 (Mon–Fri 8am–8pm, Sat 9am–5pm).',
    '',
    'Direct Line is a brand of U K Insurance Limited. Registered office: The Wharf, Neville Street, Leeds LS1 4AZ. Registered in England and Wales No. 1179980.',
  ].join('\n');
  const plain = ['Here you go', '', '---------- Forwarded message ---------', 'From: Direct Line <renewals@mail.directline.com>', 'Date: Mon, 16 Nov 2026 at 07:02', 'Subject: Your car insurance renewal is ready', 'To: <chidi.okonkwo@gmail.com>', '', '', plainOrig, ''].join('\n');
  const gmailHtml = `<div dir="ltr">Here you go<br><br><div class="gmail_quote gmail_quote_container"><div dir="ltr" class="gmail_attr">---------- Forwarded message ---------<br>From: <strong class="gmail_sendername" dir="auto">Direct Line</strong> <span dir="auto">&lt;<a href="mailto:renewals@mail.directline.com">renewals@mail.directline.com</a>&gt;</span><br>Date: Mon, 16 Nov 2026 at 07:02<br>Subject: Your car insurance renewal is ready<br>To: &lt;<a href="mailto:chidi.okonkwo@gmail.com">chidi.okonkwo@gmail.com</a>&gt;<br></div><br><br><div class="msg-4471882039115620117"><u></u>
${gmailBody(html, '-4471882039115620117')}
</div></div></div>`;
  write(
    '01-gmail-web-direct-line.eml',
    message(
      ['Date: Mon, 16 Nov 2026 20:14:33 +0000', 'From: Chidi Okonkwo <chidi.okonkwo@gmail.com>', 'To: renew-c8o4k@in.renewly.co.uk', 'Subject: Fwd: Your car insurance renewal is ready', 'Message-ID: <CAH7mNq2v9Rk1dLw-0xYz3bQ@mail.gmail.com>', 'References: <20261116070211.1f3c9a@mail.directline.com>', 'In-Reply-To: <20261116070211.1f3c9a@mail.directline.com>'],
      multipart('alternative', '0000000000004a7f2c0631e8b9d2', [textPart(plain, { cte: 'quoted-printable' }), htmlPart(gmailHtml)]),
    ),
  );
}

// ============ 02 Gmail Android app: Hastings Direct (big price split over spans; the insurer's plain part was short) ============
{
  const f = { premium: 712.46, last: 655.1, comp: 150, vol: 250, total: 400, deposit: 71.25, inst: 71.72, n: 10, payable: 788.45, premierExtra: 41.0 };
  adds('HD excess', [f.comp, f.vol], f.total);
  adds('HD monthly', [f.deposit, ...times(f.n, f.inst)], f.payable);
  const html = shell({
    title: 'Your Hastings Direct renewal',
    preheader: 'Good news – your renewal is ready. Check your details in under 2 minutes.',
    color: '#00205b',
    brandHtml: '<span style="font-family:Arial,sans-serif;font-size:22px;font-weight:bold;color:#ffffff;">Hastings <span style="color:#ffd200;">Direct</span></span>',
    pixel: 'https://e.hastingsdirect-comms.example/o/77a1c0d93b/p.gif',
    body: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr>${cell(`${para('Hi Megan,')}
${para('Your car insurance policy with Hastings Direct is coming up for renewal. Your cover will continue from <b>3 January 2027</b> for another 12 months.')}`)}</tr>
<tr><td align="center" style="padding:0 28px 24px 28px;"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f4f6fb" style="border-radius:8px;"><tr><td align="center" style="padding:22px;font-family:Arial,sans-serif;">
<div style="font-size:14px;color:#00205b;">Your renewal price</div>
<div style="font-size:44px;line-height:52px;font-weight:bold;color:#00205b;"><span style="font-size:26px;vertical-align:top;">£</span><span>712</span><span style="font-size:22px;">.46</span></div>
<div style="font-size:13px;color:#555555;">per year, including Insurance Premium Tax</div>
<div style="font-size:13px;color:#555555;padding-top:6px;">Last year’s price: <span style="white-space:nowrap;">£655.10</span></div>
</td></tr></table></td></tr>
<tr>${cell(`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr><td class="stack" width="50%" valign="top" style="padding:0 10px 12px 0;font-family:Arial,sans-serif;font-size:13px;color:#555555;">Policy number<br><b style="font-size:15px;color:#111111;">HDM 0398 2271</b></td>
<td class="stack" width="50%" valign="top" style="padding:0 0 12px 10px;font-family:Arial,sans-serif;font-size:13px;color:#555555;">Vehicle<br><b style="font-size:15px;color:#111111;">Seat Ibiza WR18HXE</b></td></tr>
<tr><td class="stack" width="50%" valign="top" style="padding:0 10px 12px 0;font-family:Arial,sans-serif;font-size:13px;color:#555555;">Cover level<br><b style="font-size:15px;color:#111111;">Hastings Direct Comprehensive</b></td>
<td class="stack" width="50%" valign="top" style="padding:0 0 12px 10px;font-family:Arial,sans-serif;font-size:13px;color:#555555;">Renewal date<br><b style="font-size:15px;color:#111111;">03/01/2027</b></td></tr>
</table>
${para('Your total excess is <b>£400</b>: £150 compulsory and £250 voluntary. This is the amount you’d pay towards any claim for accidental damage, fire or theft.', 'font-size:14px;')}
${button('Review your renewal', 'https://www.hastingsdirect.com/my-account?cmp=ren_t21_email', '#00205b')}
${para('Want more cover? Upgrade to Hastings Premier for an extra ' + gbp(f.premierExtra) + ' a year.', 'font-size:13px;')}
${para('Paying monthly: deposit ' + gbp(f.deposit) + ' followed by ' + f.n + ' instalments of ' + gbp(f.inst) + ', total ' + gbp(f.payable) + ' (representative APR 29.9%).', 'font-size:13px;')}
${para('Refer a friend and you’ll both get a £25 gift card.', 'font-size:13px;')}`, 'padding-top:0;')}</tr>
</table>`,
    footer: `Hastings Direct is a trading name of Advantage Insurance Company Limited and Hastings Insurance Services Limited. Hastings Insurance Services Limited is authorised and regulated by the Financial Conduct Authority (FRN 311492). Registered office: Conquest House, Collington Avenue, Bexhill-on-Sea, East Sussex TN39 3LW.<br><br>This is a service email about your policy. <a href="https://www.hastingsdirect.com/preferences" style="color:#6b6b6b;">Manage your preferences</a>`,
  });
  // the insurer's own text/plain was a stub; Gmail's forward quotes it under its header
  const plain = ['', '', '---------- Forwarded message ---------', 'From: Hastings Direct <noreply@email.hastingsdirect.com>', 'Date: Thu, 12 Nov 2026, 09:31', 'Subject: Megan, your renewal is ready', 'To: <megan.lloyd94@gmail.com>', '', '', 'Your car insurance renewal is ready. To see it, view this email in your browser or log in to your account: https://www.hastingsdirect.com/my-account', '', 'Hastings Direct', ''].join('\n');
  const gmailHtml = `<div dir="auto"><br><br><div class="gmail_quote gmail_quote_container"><div dir="ltr" class="gmail_attr">---------- Forwarded message ---------<br>From: <strong class="gmail_sendername" dir="auto">Hastings Direct</strong> <span dir="auto">&lt;<a href="mailto:noreply@email.hastingsdirect.com">noreply@email.hastingsdirect.com</a>&gt;</span><br>Date: Thu, 12 Nov 2026, 09:31<br>Subject: Megan, your renewal is ready<br>To: &lt;<a href="mailto:megan.lloyd94@gmail.com">megan.lloyd94@gmail.com</a>&gt;<br></div><br><br><div class="msg8820071533102948811"><u></u>${gmailBody(html, '8820071533102948811')}</div></div></div>`;
  write(
    '02-gmail-android-hastings-direct.eml',
    message(
      ['From: Megan Lloyd <megan.lloyd94@gmail.com>', 'Date: Fri, 13 Nov 2026 08:47:12 +0000', 'Message-ID: <CAKp4u+Zr2d0wW1nQ8@mail.gmail.com>', 'Subject: Fwd: Megan, your renewal is ready', 'To: renew-m3l9y@in.renewly.co.uk'],
      multipart('alternative', '000000000000c3d1e80631f0aa41', [textPart(plain, { cte: 'base64' }), htmlPart(gmailHtml, { cte: 'base64' })]),
    ),
  );
}

// ============ 03 Outlook desktop (Windows), inline forward, windows-1252 quoted-printable: Aviva ============
{
  const f = { premium: 503.36, last: 531.02, comp: 100, vol: 250, total: 350, inst: 45.79, n: 12, payable: 549.48 };
  adds('Aviva excess', [f.comp, f.vol], f.total);
  adds('Aviva monthly', times(f.n, f.inst), f.payable);
  const rows = [
    ['Policy number', 'AVM 3041 9926'],
    ['Car insured', 'Toyota Aygo X-Play, BV67 TNO'],
    ['Your current cover ends', '1 February 2027'],
    ['Your renewal date', '2 February 2027'],
    ['Your premium last year', '£531.02'],
    ['Your renewal premium', '£503.36'],
  ];
  const exRows = [
    ['Compulsory excess', '£100'],
    ['Voluntary excess', '£250'],
    ['Total excess', '£350'],
  ];
  const tbl = (rs) =>
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">${rs.map(([l, v]) => `<tr><td width="60%" style="padding:8px 0;border-bottom:1px solid #e5e5e5;font-family:Arial,sans-serif;font-size:14px;color:#1d1d1b;">${l}</td><td width="40%" style="padding:8px 0;border-bottom:1px solid #e5e5e5;font-family:Arial,sans-serif;font-size:14px;color:#1d1d1b;text-align:right;"><strong>${v}</strong></td></tr>`).join('')}</table>`;
  const aviva = shell({
    title: 'Your Aviva car insurance renewal',
    preheader: 'Good news – your price has gone down this year.',
    color: '#ffd900',
    brandHtml: '<img src="https://content.aviva-mail.example/img/aviva-logo.png" width="96" height="40" alt="Aviva" />',
    pixel: 'https://click.aviva-mail.example/o/q2Lk9v0e/open.gif',
    body: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr>${cell(`${para('Dear Mrs Hussain,')}
${para('Thank you for insuring your car with Aviva. Your policy is due for renewal and we’ve set out your new price below. Good news – it’s lower than last year.')}
${tbl(rows)}
<h3 style="font-family:Arial,sans-serif;font-size:16px;margin:20px 0 8px 0;">Your excesses</h3>
${tbl(exRows)}`)}</tr>
<tr>${cell(`${para('<strong>What you need to do</strong><br>Please check your details are still correct. If you pay by Direct Debit your policy will renew automatically on 2 February 2027 and you don’t need to do anything.')}
${button('Check my renewal', 'https://www.aviva.co.uk/myaviva/?src=ren_email_motor', '#004fb6')}
${para('Paying monthly: 12 payments of ' + gbp(f.inst) + ', total ' + gbp(f.payable) + ' (representative 18.9% APR).', 'font-size:13px;')}
${para('Motor Legal Protection is not included in your renewal. You can add it for £24.99 a year.', 'font-size:13px;')}
${para('We encourage you to shop around to make sure you’re getting the cover you need at the right price. Call us on 0800 051 5260.', 'font-size:13px;')}`, 'padding-top:0;')}</tr></table>`,
    footer: 'Aviva Insurance Limited. Registered in Scotland No. 2116. Registered Office: Pitheavlis, Perth PH2 0NH. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority. Firm Reference Number 202153.<br><a href="https://www.aviva.co.uk/unsubscribe" style="color:#6b6b6b;">Unsubscribe</a> | <a href="https://www.aviva.co.uk/privacy" style="color:#6b6b6b;">Privacy policy</a>',
  });
  // Outlook writes its own text/plain from the HTML: cells on their own lines or tab-separated, links in <>
  const plain = [
    'For Renewly',
    '',
    'Sophie',
    '',
    'From: Aviva <aviva@email.aviva.co.uk>',
    'Sent: 20 November 2026 07:15',
    'To: Sophie Hussain <sophie.hussain@btinternet.com>',
    'Subject: Your Aviva car insurance renewal – action may be needed',
    '',
    'Good news – your price has gone down this year.',
    'Having trouble seeing this email? View in browser <https://click.aviva-mail.example/v/2205>',
    '',
    '[Aviva]',
    '',
    'Dear Mrs Hussain,',
    '',
    'Thank you for insuring your car with Aviva. Your policy is due for renewal and we’ve set out your new price below. Good news – it’s lower than last year.',
    '',
    ...rows.map(([l, v]) => `${l}\t${v}`),
    '',
    'Your excesses',
    '',
    ...exRows.map(([l, v]) => `${l}\t${v}`),
    '',
    'What you need to do',
    'Please check your details are still correct. If you pay by Direct Debit your policy will renew automatically on 2 February 2027 and you don’t need to do anything.',
    '',
    'Check my renewal <https://www.aviva.co.uk/myaviva/?src=ren_email_motor>',
    '',
    `Paying monthly: 12 payments of ${gbp(f.inst)}, total ${gbp(f.payable)} (representative 18.9% APR).`,
    '',
    'Motor Legal Protection is not included in your renewal. You can add it for £24.99 a year.',
    '',
    'We encourage you to shop around to make sure you’re getting the cover you need at the right price. Call us on 0800 051 5260.',
    '',
    'Aviva Insurance Limited. Registered in Scotland No. 2116. Registered Office: Pitheavlis, Perth PH2 0NH.',
    'Unsubscribe <https://www.aviva.co.uk/unsubscribe> | Privacy policy <https://www.aviva.co.uk/privacy>',
    '',
  ].join('\n');
  const html = `<html xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word" xmlns:m="http://schemas.microsoft.com/office/2004/12/omml" xmlns="http://www.w3.org/TR/REC-html40">
<head><meta http-equiv="Content-Type" content="text/html; charset=windows-1252"><meta name="Generator" content="Microsoft Word 15 (filtered medium)">
<style><!--
/* Font Definitions */
@font-face {font-family:"Cambria Math";panose-1:2 4 5 3 5 4 6 3 2 4;}
@font-face {font-family:Calibri;panose-1:2 15 5 2 2 2 4 3 2 4;}
p.MsoNormal, li.MsoNormal, div.MsoNormal {margin:0cm;font-size:11.0pt;font-family:"Calibri",sans-serif;}
a:link, span.MsoHyperlink {mso-style-priority:99;color:blue;text-decoration:underline;}
span.EmailStyle19 {mso-style-type:personal-reply;font-family:"Calibri",sans-serif;color:windowtext;}
.MsoChpDefault {mso-style-type:export-only;font-size:10.0pt;}
@page WordSection1 {size:612.0pt 792.0pt;margin:72.0pt 72.0pt 72.0pt 72.0pt;}
div.WordSection1 {page:WordSection1;}
--></style><!--[if gte mso 9]><xml>
<o:shapedefaults v:ext="edit" spidmax="1026" />
</xml><![endif]-->
</head>
<body lang="EN-GB" link="blue" vlink="purple" style="word-wrap:break-word">
<div class="WordSection1">
<p class="MsoNormal">For Renewly<o:p></o:p></p>
<p class="MsoNormal"><o:p>&nbsp;</o:p></p>
<p class="MsoNormal">Sophie<o:p></o:p></p>
<p class="MsoNormal"><o:p>&nbsp;</o:p></p>
<div style="border:none;border-top:solid #E1E1E1 1.0pt;padding:3.0pt 0cm 0cm 0cm">
<p class="MsoNormal"><b><span lang="EN-US">From:</span></b><span lang="EN-US"> Aviva &lt;aviva@email.aviva.co.uk&gt;
<br><b>Sent:</b> 20 November 2026 07:15<br><b>To:</b> Sophie Hussain &lt;sophie.hussain@btinternet.com&gt;<br><b>Subject:</b> Your Aviva car insurance renewal – action may be needed<o:p></o:p></span></p>
</div>
<p class="MsoNormal"><o:p>&nbsp;</o:p></p>
${bodyOf(aviva)}
</div>
</body>
</html>`;
  write(
    '03-outlook-desktop-aviva.eml',
    message(
      [
        'From: Sophie Hussain <sophie.hussain@btinternet.com>',
        'To: "renew-s5h2n@in.renewly.co.uk" <renew-s5h2n@in.renewly.co.uk>',
        'Subject: FW: Your Aviva car insurance renewal – action may be needed'.replace('–', '-'),
        'Thread-Topic: Your Aviva car insurance renewal - action may be needed',
        'Thread-Index: AQHbXk2f7a0Lr8e3Tq2vQm0x1YbN9Q==',
        'Date: Fri, 20 Nov 2026 18:40:22 +0000',
        'Message-ID: <LO2P265MB4471D2B0A9C3F1E8@LO2P265MB4471.GBRP265.PROD.OUTLOOK.COM>',
        'Accept-Language: en-GB, en-US',
        'Content-Language: en-US',
        'X-MS-Has-Attach:',
        'X-Mailer: Microsoft Outlook 16.0',
      ],
      multipart('alternative', '_000_LO2P265MB4471D2B0A9C3F1E8LO2P265MB4471GBRP_', [textPart(plain, { charset: 'windows-1252' }), htmlPart(html.replace(/&#847;/g, '&#847;'), { charset: 'windows-1252' })]),
    ),
  );
}

// ============ 04 Outlook on the web (Outlook.com), inline forward: LV= (last year's figure includes the extras) ============
{
  const f = { car: 598.12, breakdown: 62.4, legal: 25.0, total: 685.52, last: 689.54, comp: 350, vol: 0, xs: 350, windscreen: 115 };
  adds('LV total', [f.car, f.breakdown, f.legal], f.total);
  adds('LV excess', [f.comp, f.vol], f.xs);
  const lv = shell({
    title: 'Your LV= renewal',
    preheader: 'Your renewal details are inside, Daniel.',
    color: '#006e52',
    brandHtml: '<img src="https://cdn.lv-mail.example/lv-logo.png" width="80" height="40" alt="LV=" />',
    pixel: 'https://trk.lv-mail.example/o/5b2c77/pixel.gif',
    body: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr>${cell(`${para('Dear Daniel,')}
${para('Your LV= car insurance policy <b>MOT/21873304/LV</b> for DA21 PZR is due to renew on <b>19th December 2026</b>.')}
${para('Last year you paid <b>' + gbp(f.last) + '</b> for your car insurance and the extras you chose (LV= Breakdown Cover and Motor Legal Protection).')}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:6px 0 18px 0;">
<tr><td colspan="2" style="padding:10px 12px;background:#006e52;color:#ffffff;font-family:Arial,sans-serif;font-size:15px;font-weight:bold;">What you’ll pay this year</td></tr>
<tr><td style="padding:10px 12px;border-bottom:1px solid #dfe7e4;font-family:Arial,sans-serif;font-size:14px;">Car insurance</td><td align="right" style="padding:10px 12px;border-bottom:1px solid #dfe7e4;font-family:Arial,sans-serif;font-size:14px;">${gbp(f.car)}</td></tr>
<tr><td style="padding:10px 12px;border-bottom:1px solid #dfe7e4;font-family:Arial,sans-serif;font-size:14px;">LV= Breakdown Cover (Roadside &amp; Recovery)</td><td align="right" style="padding:10px 12px;border-bottom:1px solid #dfe7e4;font-family:Arial,sans-serif;font-size:14px;">${gbp(f.breakdown)}</td></tr>
<tr><td style="padding:10px 12px;border-bottom:1px solid #dfe7e4;font-family:Arial,sans-serif;font-size:14px;">Motor Legal Protection</td><td align="right" style="padding:10px 12px;border-bottom:1px solid #dfe7e4;font-family:Arial,sans-serif;font-size:14px;">${gbp(f.legal)}</td></tr>
<tr><td style="padding:10px 12px;font-family:Arial,sans-serif;font-size:15px;font-weight:bold;">Total to pay</td><td align="right" style="padding:10px 12px;font-family:Arial,sans-serif;font-size:15px;font-weight:bold;">${gbp(f.total)}</td></tr>
</table>
${para('Your excess stays the same: compulsory excess £350, voluntary excess £0, total £350. A separate £115 excess applies to windscreen claims.', 'font-size:14px;')}
${para('Because you pay annually, we’ll renew your policy automatically and take ' + gbp(f.total) + ' from the card ending 4417 on or after 19/12/2026. You can turn off automatic renewal at any time.')}
${button('Manage my renewal', 'https://www.lv.com/my-account/renewal?ref=em_ren_mtr', '#006e52')}`)}</tr>
</table>`,
    footer: 'Liverpool Victoria Insurance Company Limited, registered in England and Wales No. 3232514, is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (FRN 202965). Registered address: 57 Ladymead, Guildford, Surrey GU1 1DB. Tel: 0330 123 9850.<br><a href="https://www.lv.com/email-preferences" style="color:#6b6b6b;">Email preferences</a>',
  });
  const plain = [
    'Renewly – my LV renewal',
    '',
    '________________________________',
    'From: LV= <renewals@email.lv.com>',
    'Sent: Saturday, November 21, 2026 8:05 AM',
    'To: daniel.reyes@outlook.com <daniel.reyes@outlook.com>',
    'Subject: Your LV= car insurance renewal',
    '',
    'Your renewal details are inside, Daniel.',
    '',
    'Having trouble seeing this email? View in browser<https://trk.lv-mail.example/v/1176>',
    '[LV=]',
    'Dear Daniel,',
    '',
    'Your LV= car insurance policy MOT/21873304/LV for DA21 PZR is due to renew on 19th December 2026.',
    '',
    `Last year you paid ${gbp(f.last)} for your car insurance and the extras you chose (LV= Breakdown Cover and Motor Legal Protection).`,
    '',
    'What you’ll pay this year',
    'Car insurance',
    gbp(f.car),
    'LV= Breakdown Cover (Roadside & Recovery)',
    gbp(f.breakdown),
    'Motor Legal Protection',
    gbp(f.legal),
    'Total to pay',
    gbp(f.total),
    '',
    'Your excess stays the same: compulsory excess £350, voluntary excess £0, total £350. A separate £115 excess applies to windscreen claims.',
    '',
    `Because you pay annually, we’ll renew your policy automatically and take ${gbp(f.total)} from the card ending 4417 on or after 19/12/2026. You can turn off automatic renewal at any time.`,
    '',
    'Manage my renewal<https://www.lv.com/my-account/renewal?ref=em_ren_mtr>',
    '',
    'Liverpool Victoria Insurance Company Limited, registered in England and Wales No. 3232514. Tel: 0330 123 9850.',
    'Email preferences<https://www.lv.com/email-preferences>',
    '',
  ].join('\n');
  const html = `<html><head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<style type="text/css" style="display:none;"> P {margin-top:0;margin-bottom:0;} </style>
</head>
<body dir="ltr">
<div class="elementToProof" style="font-family: Aptos, Aptos_EmbeddedFont, Aptos_MSFontService, Calibri, Helvetica, sans-serif; font-size: 12pt; color: rgb(0, 0, 0);">
Renewly – my LV renewal</div>
<div id="appendonsend"></div>
<hr style="display:inline-block;width:98%" tabindex="-1">
<div id="divRplyFwdMsg" dir="ltr"><font face="Calibri, sans-serif" style="font-size:11pt" color="#000000"><b>From:</b> LV= &lt;renewals@email.lv.com&gt;<br>
<b>Sent:</b> Saturday, November 21, 2026 8:05 AM<br>
<b>To:</b> daniel.reyes@outlook.com &lt;daniel.reyes@outlook.com&gt;<br>
<b>Subject:</b> Your LV= car insurance renewal</font>
<div>&nbsp;</div>
</div>
<div class="x_msg">${bodyOf(lv).replace(/class="([^"]+)"/g, (_, c) => `class="${c.split(' ').map((x) => `x_${x}`).join(' ')}"`)}</div>
</body>
</html>`;
  write(
    '04-outlook-web-lv.eml',
    message(
      [
        'From: Daniel Reyes <daniel.reyes@outlook.com>',
        'To: "renew-d2r7s@in.renewly.co.uk" <renew-d2r7s@in.renewly.co.uk>',
        'Subject: Fw: Your LV= car insurance renewal',
        'Thread-Topic: Your LV= car insurance renewal',
        'Thread-Index: AQHbX1c0mR7uQk2yS0+9wW8d3b4pZg==',
        'Date: Sat, 21 Nov 2026 10:22:09 +0000',
        'Message-ID: <DB9PR02MB7731A0C2F4B1E9D5@DB9PR02MB7731.eurprd02.prod.outlook.com>',
        'Accept-Language: en-GB, en-US',
        'Content-Language: en-GB',
        'X-MS-Has-Attach:',
      ],
      multipart('alternative', '_000_DB9PR02MB7731A0C2F4B1E9D5DB9PR02MB7731eurp_', [textPart(plain, { charset: 'utf-8' }), htmlPart(html, { charset: 'utf-8' })]),
    ),
  );
}

// ============ 05 Outlook for iOS, inline forward: Churchill (everything in sentences) ============
{
  const f = { premium: 468.9, last: 442.75, comp: 250, vol: 100, total: 350, deposit: 46.89, inst: 47.02, n: 10, payable: 517.09 };
  adds('Churchill excess', [f.comp, f.vol], f.total);
  adds('Churchill monthly', [f.deposit, ...times(f.n, f.inst)], f.payable);
  const save = Math.round((f.payable - f.premium) * 100) / 100; // 48.19
  adds('Churchill saving', [f.premium, save], f.payable);
  const sentences = [
    'Hello Mr Brennan,',
    'Oh yes! It’s nearly time to renew the car insurance on your Skoda Fabia, SN16 YFA.',
    `Your policy (number CHC 7720 4418) renews on Friday 22 January 2027. Your new price is ${gbp(f.premium)} for the year ahead, compared with ${gbp(f.last)} last year. That includes Insurance Premium Tax at 12%.`,
    `Your excesses haven’t changed: £250 compulsory and £100 voluntary, so you’d pay the first £350 of any claim for damage to your car.`,
    `You currently pay by monthly instalments. Your plan for next year is a first payment of ${gbp(f.deposit)} then ${f.n} payments of ${gbp(f.inst)} – ${gbp(f.payable)} in all at a representative APR of 24.7%. You could save ${gbp(save)} by paying for the year in one go.`,
    'Everything is set up to renew automatically, so if you’re happy there’s nothing you need to do. If something’s changed – a new address, a new job, or a bump in the car park – let us know before your renewal date.',
    'We’d also suggest you shop around to make sure you’re getting the cover you need at a good price.',
    'Thanks for being with Churchill,',
    'The Churchill team',
  ];
  const ch = shell({
    title: 'Time to renew your Churchill car insurance',
    preheader: 'Your renewal is ready – plus 3 months’ free breakdown cover when you add Motor Legal.',
    color: '#1a1a1a',
    brandHtml: '<img src="https://img.churchill-mail.example/dog-logo.png" width="120" height="36" alt="Churchill" />',
    pixel: 'https://em.churchill-mail.example/o/77c1/open.gif',
    body: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr>${cell(sentences.map((s) => para(s)).join('\n') + button('Renew now', 'https://www.churchill.com/myaccount/renew?src=email', '#005eb8'))}</tr></table>`,
    footer: 'Churchill is a brand of U K Insurance Limited. Registered office: The Wharf, Neville Street, Leeds LS1 4AZ. Registered in England and Wales No. 1179980. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority. Customer services 0345 877 6680.<br><a href="https://www.churchill.com/unsubscribe" style="color:#6b6b6b;">Unsubscribe</a>',
  });
  const fwd = ['From: Churchill <yourpolicy@email.churchill.com>', 'Sent: Sunday, November 22, 2026 7:41:03 AM', 'To: liam.brennan@icloud.com <liam.brennan@icloud.com>', 'Subject: Time to renew your Churchill car insurance'];
  const plain = ['', '', 'Get Outlook for iOS<https://aka.ms/o0ukef>', '________________________________', ...fwd, '', ...sentences.flatMap((s) => [s, '']), 'Renew now<https://www.churchill.com/myaccount/renew?src=email>', ''].join('\n');
  const html = `<html><head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>
<body>
<div dir="auto"><br></div>
<div dir="auto"><br></div>
<div class="ms-outlook-mobile-signature"><div dir="auto">Get <a href="https://aka.ms/o0ukef">Outlook for iOS</a></div></div>
<hr style="display:inline-block;width:98%" tabindex="-1">
<div id="divRplyFwdMsg" dir="ltr"><font face="Calibri, sans-serif" style="font-size:11pt" color="#000000"><b>From:</b> Churchill &lt;yourpolicy@email.churchill.com&gt;<br><b>Sent:</b> Sunday, November 22, 2026 7:41:03 AM<br><b>To:</b> liam.brennan@icloud.com &lt;liam.brennan@icloud.com&gt;<br><b>Subject:</b> Time to renew your Churchill car insurance</font><div>&nbsp;</div></div>
${bodyOf(ch)}
</body></html>`;
  write(
    '05-outlook-ios-churchill.eml',
    message(
      ['From: Liam Brennan <liam.brennan@icloud.com>', 'To: renew-l7b2n@in.renewly.co.uk', 'Subject: Fwd: Time to renew your Churchill car insurance', 'Date: Sun, 22 Nov 2026 11:03:48 +0000', 'Message-ID: <AM9P192MB0855E3F70A6C2B41@AM9P192MB0855.EURP192.PROD.OUTLOOK.COM>', 'X-Mailer: Outlook for iOS'],
      multipart('alternative', '_000_AM9P192MB0855E3F70A6C2B41AM9P192MB0855EURP_', [textPart(plain, { charset: 'utf-8', cte: 'base64' }), htmlPart(html, { charset: 'utf-8', cte: 'quoted-printable' })]),
    ),
  );
}

// ============ 06 Apple Mail (macOS), forward with the policy wording PDF: AXA (mobile-only duplicate of the summary) ============
{
  const f = { premium: 389.44, last: 367.9, comp: 300, vol: 200, total: 500, keycover: 19.99 };
  adds('AXA excess', [f.comp, f.vol], f.total);
  const summary = [
    ['Policy number', 'ACP 48130927'],
    ['Quote reference', 'Q-77120944'],
    ['Vehicle', 'Mazda MX-5 — GF15 OHM'],
    ['Cover starts', '28.12.2026'],
    ['No claims discount', '6 years'],
    ['Renewal premium', '£389.44'],
    ['Previous premium', '£367.90'],
  ];
  const desktopTable = `<table role="presentation" class="desktop-only" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr>${summary.slice(0, 4).map(([l]) => `<th align="left" style="padding:8px;background:#00008f;color:#ffffff;font-family:Arial,sans-serif;font-size:12px;">${l}</th>`).join('')}</tr>
<tr>${summary.slice(0, 4).map(([, v]) => `<td style="padding:8px;border:1px solid #d8d8e8;font-family:Arial,sans-serif;font-size:14px;">${v}</td>`).join('')}</tr>
<tr>${summary.slice(4).map(([l]) => `<th align="left" style="padding:8px;background:#00008f;color:#ffffff;font-family:Arial,sans-serif;font-size:12px;">${l}</th>`).join('')}<th style="background:#00008f;"></th></tr>
<tr>${summary.slice(4).map(([, v]) => `<td style="padding:8px;border:1px solid #d8d8e8;font-family:Arial,sans-serif;font-size:14px;">${v}</td>`).join('')}<td style="border:1px solid #d8d8e8;"></td></tr>
</table>`;
  const mobileBlock = `<!--[if !mso]><!--><div class="mobile-only" style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${summary.map(([l, v]) => `<p style="margin:0 0 6px 0;font-family:Arial,sans-serif;font-size:14px;">${l}: <strong>${v}</strong></p>`).join('')}</div><!--<![endif]-->`;
  const axa = shell({
    title: 'Your AXA car insurance renewal',
    preheader: 'Renewal invitation for policy ACP 48130927',
    color: '#00008f',
    brandHtml: '<img src="https://static.axa-mail.example/axa-logo.png" width="48" height="48" alt="AXA" />',
    pixel: 'https://r.axa-mail.example/o/a8e1b9/open.gif',
    body: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr>${cell(`${para('Dear Ms Fairbairn,')}
${para('Thank you for choosing AXA. Your car insurance is due for renewal and we’re pleased to invite you to renew. Here’s a summary of your renewal:')}
${desktopTable}
${mobileBlock}`)}</tr>
<tr>${cell(`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr>
<td class="stack" width="50%" valign="top" style="padding-right:10px;font-family:Arial,sans-serif;font-size:14px;color:#333333;"><strong>Your excesses</strong><br>Compulsory: £300<br>Voluntary: £200<br><strong>Total: £500</strong></td>
<td class="stack" width="50%" valign="top" style="padding-left:10px;font-family:Arial,sans-serif;font-size:14px;color:#333333;"><strong>Optional extras</strong><br>Key cover: £19.99<br>Motor legal expenses: included</td>
</tr></table>`, 'padding-top:0;')}</tr>
<tr>${cell(`${para('Your policy will renew automatically on 28 December 2026 unless you tell us otherwise. We’ve attached your policy wording for reference; your schedule will be in your account after renewal.')}
${button('Review your quote', 'https://www.axa.co.uk/my-axa/renewal?utm_medium=email', '#ff1721')}
${para('Need to talk? Call 0330 024 1180. Lines are open Monday to Friday 9am to 5pm.', 'font-size:13px;')}`, 'padding-top:0;')}</tr>
</table>`,
    footer: 'AXA Insurance UK plc. Registered in England and Wales No. 78950. Registered Office: 20 Gracechurch Street, London EC3V 0BG. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority.<br>You are receiving this email because you hold a policy with AXA. <a href="https://www.axa.co.uk/unsubscribe" style="color:#6b6b6b;">Unsubscribe</a>',
  });
  const headers = ['From: AXA Insurance <noreply@mail.axa.co.uk>', 'Subject: Your AXA car insurance renewal', 'Date: 22 November 2026 at 06:30:12 GMT', 'To: nicola.fairbairn@me.com'];
  const plain = [
    'Forwarding for the car.',
    '',
    'Begin forwarded message:',
    '',
    ...headers,
    '',
    'Renewal invitation for policy ACP 48130927',
    'Having trouble seeing this email? View in browser <https://r.axa-mail.example/v/1034>',
    '',
    'Dear Ms Fairbairn,',
    '',
    'Thank you for choosing AXA. Your car insurance is due for renewal and we’re pleased to invite you to renew. Here’s a summary of your renewal:',
    '',
    summary.slice(0, 4).map(([l]) => l).join('\t'),
    summary.slice(0, 4).map(([, v]) => v).join('\t'),
    summary.slice(4).map(([l]) => l).join('\t'),
    summary.slice(4).map(([, v]) => v).join('\t'),
    ...summary.map(([l, v]) => `${l}: ${v}`),
    '',
    'Your excesses',
    'Compulsory: £300',
    'Voluntary: £200',
    'Total: £500',
    'Optional extras',
    'Key cover: £19.99',
    'Motor legal expenses: included',
    '',
    'Your policy will renew automatically on 28 December 2026 unless you tell us otherwise. We’ve attached your policy wording for reference; your schedule will be in your account after renewal.',
    '',
    'Review your quote <https://www.axa.co.uk/my-axa/renewal?utm_medium=email>',
    '',
    'Need to talk? Call 0330 024 1180. Lines are open Monday to Friday 9am to 5pm.',
    '',
    'AXA Insurance UK plc. Registered in England and Wales No. 78950. Registered Office: 20 Gracechurch Street, London EC3V 0BG.',
    'You are receiving this email because you hold a policy with AXA. Unsubscribe <https://www.axa.co.uk/unsubscribe>',
    '',
  ].join('\n');
  const html = `<html><head><meta http-equiv="content-type" content="text/html; charset=utf-8"></head><body style="overflow-wrap: break-word; -webkit-nbsp-mode: space; line-break: after-white-space;">Forwarding for the car.<br id="lineBreakAtBeginningOfMessage"><div><br><blockquote type="cite"><div>Begin forwarded message:</div><br class="Apple-interchange-newline"><div style="margin-top: 0px; margin-right: 0px; margin-bottom: 0px; margin-left: 0px;"><span style="font-family: -webkit-system-font, Helvetica Neue, Helvetica, sans-serif; color:rgba(0, 0, 0, 1.0);"><b>From: </b></span><span style="font-family: -webkit-system-font, Helvetica Neue, Helvetica, sans-serif;">AXA Insurance &lt;<a href="mailto:noreply@mail.axa.co.uk">noreply@mail.axa.co.uk</a>&gt;<br></span></div><div style="margin-top: 0px; margin-right: 0px; margin-bottom: 0px; margin-left: 0px;"><span style="font-family: -webkit-system-font, Helvetica Neue, Helvetica, sans-serif; color:rgba(0, 0, 0, 1.0);"><b>Subject: </b></span><span style="font-family: -webkit-system-font, Helvetica Neue, Helvetica, sans-serif;"><b>Your AXA car insurance renewal</b><br></span></div><div style="margin-top: 0px; margin-right: 0px; margin-bottom: 0px; margin-left: 0px;"><span style="font-family: -webkit-system-font, Helvetica Neue, Helvetica, sans-serif; color:rgba(0, 0, 0, 1.0);"><b>Date: </b></span><span style="font-family: -webkit-system-font, Helvetica Neue, Helvetica, sans-serif;">22 November 2026 at 06:30:12 GMT<br></span></div><div style="margin-top: 0px; margin-right: 0px; margin-bottom: 0px; margin-left: 0px;"><span style="font-family: -webkit-system-font, Helvetica Neue, Helvetica, sans-serif; color:rgba(0, 0, 0, 1.0);"><b>To: </b></span><span style="font-family: -webkit-system-font, Helvetica Neue, Helvetica, sans-serif;"><a href="mailto:nicola.fairbairn@me.com">nicola.fairbairn@me.com</a><br></span></div><br><div>${styleOf(axa)}${bodyOf(axa)}</div></blockquote></div><br></body></html>`;
  const wording = await pdf([
    'AXA Car Insurance Policy Wording',
    'This booklet explains the cover your car insurance gives you. Please read it together with your schedule and certificate of motor insurance.',
    'Section 1: Loss of or damage to your car. Section 2: Liability to third parties. Section 3: Fire and theft. Section 4: Windscreen and glass.',
    'What is not covered: wear and tear, mechanical or electrical breakdown, loss of use, and any amount shown as an excess in your schedule.',
    'How to make a complaint: contact us first; if you are not satisfied you may refer your complaint to the Financial Ombudsman Service.',
    'AXA Insurance UK plc. Ref AXA-MTR-PW 04/26.',
  ]);
  write(
    '06-apple-mail-macos-axa.eml',
    message(
      ['From: Nicola Fairbairn <nicola.fairbairn@me.com>', 'Subject: Fwd: Your AXA car insurance renewal', 'Date: Sun, 22 Nov 2026 21:12:40 +0000', 'Message-Id: <B3E1F0A2-7C4D-4E91-9A5B-2F6D8C0E1A37@me.com>', 'To: renew-n1f8b@in.renewly.co.uk', 'X-Mailer: Apple Mail (2.3826.300.87.4.3)'],
      multipart('mixed', 'Apple-Mail=_5C0E2A71-4B9F-4D13-8E62-A1F7B93C0D45', [
        multipart('alternative', 'Apple-Mail=_8D2B6F14-0A3E-4C57-B9E1-7F4A2C6D8E03', [textPart(plain, { charset: 'utf-8', quoteCharset: false }), htmlPart(html, { charset: 'utf-8', quoteCharset: false })]),
        attachment(wording, { filename: 'AXA Car Policy Wording.pdf', disposition: 'attachment' }),
      ]),
    ),
  );
}

// ============ 07 Apple Mail on iPhone, 'Begin forwarded message:': Saga (letter in sentences, 0% monthly plan) ============
{
  const f = { premium: 356.8, last: 341.25, comp: 100, vol: 150, total: 250, first: 29.77, inst: 29.73, n: 11 };
  adds('Saga excess', [f.comp, f.vol], f.total);
  adds('Saga monthly', [f.first, ...times(f.n, f.inst)], f.premium);
  const paras = [
    'Dear Mr Whitaker,',
    'Your Saga Car Insurance renewal',
    'We like to give our customers plenty of notice, so we’re writing now to let you know that your Saga Car Insurance policy, S/MC/1198 4320, is due for renewal on 26 February 2027.',
    `The renewal premium for your Volvo V60, registration YK65 OVB, is ${gbp(f.premium)}. Last year’s premium was ${gbp(f.last)}.`,
    `Your compulsory excess is £100 and your voluntary excess is £150, making a total excess of £250.`,
    `If you pay by monthly Direct Debit, there’s no charge for doing so: your first payment will be ${gbp(f.first)} followed by ${f.n} payments of ${gbp(f.inst)}, 0% APR.`,
    'Your policy will renew automatically. If you would like to make any changes, please call us on 0800 092 3258 before 26 February 2027.',
    'Yours sincerely,',
    'Jane Ashworth',
    'Head of Motor Insurance, Saga',
  ];
  const saga = shell({
    title: 'Your Saga Car Insurance renewal',
    preheader: 'Important information about your policy renewal',
    color: '#003a70',
    brandHtml: '<img src="https://images.saga-mail.example/saga-logo-white.png" width="110" height="38" alt="Saga" />',
    pixel: 'https://mail.saga-mail.example/o/tr/9c3f1e.gif',
    body: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr>${cell(paras.map((p, i) => (i === 1 ? `<h2 style="margin:0 0 14px 0;font-family:Georgia,serif;font-size:22px;color:#003a70;">${p}</h2>` : para(p, 'font-size:16px;line-height:24px;'))).join('\n') + button('View my renewal', 'https://www.saga.co.uk/my-saga/car-insurance', '#003a70'))}</tr>
<tr>${cell(para('Saga members save 10% on home insurance. <a href="https://www.saga.co.uk/home-insurance">Get a quote</a>', 'font-size:13px;'), 'padding-top:0;background:#eef3f8;')}</tr></table>`,
    footer: 'Saga Car Insurance is arranged and administered by Saga Services Limited, which is authorised and regulated by the Financial Conduct Authority (FRN 311492). Registered in England and Wales No. 732603. Registered Office: Enbrook Park, Sandgate, Folkestone, Kent CT20 3SE.<br><a href="https://www.saga.co.uk/unsubscribe" style="color:#6b6b6b;">Unsubscribe from marketing</a>',
  });
  const hdr = ['From: Saga <customerservices@email.saga.co.uk>', 'Date: 24 November 2026 at 09:02:51 GMT', 'To: peter.whitaker@btopenworld.com', 'Subject: Your Saga Car Insurance renewal'];
  const plain = ['', '', 'Sent from my iPhone', '', 'Begin forwarded message:', '', ...hdr.map((h) => `> ${h}`), '> ', '> Important information about your policy renewal', '> ', ...paras.flatMap((p) => [`> ${p}`, '> ']), '> View my renewal <https://www.saga.co.uk/my-saga/car-insurance>', '> ', '> Saga members save 10% on home insurance.', ''].join('\n');
  const html = `<html><head><meta http-equiv="content-type" content="text/html; charset=utf-8"></head><body dir="auto"><div dir="ltr"></div><div dir="ltr"><br></div><div dir="ltr">Sent from my iPhone</div><div dir="ltr"><br><blockquote type="cite">Begin forwarded message:<br><br></blockquote></div><blockquote type="cite"><div dir="ltr"><b>From:</b> Saga &lt;customerservices@email.saga.co.uk&gt;<br><b>Date:</b> 24 November 2026 at 09:02:51 GMT<br><b>To:</b> peter.whitaker@btopenworld.com<br><b>Subject:</b> <b>Your Saga Car Insurance renewal</b><br><br></div></blockquote><blockquote type="cite"><div dir="ltr">${styleOf(saga)}${bodyOf(saga)}</div></blockquote></body></html>`;
  write(
    '07-apple-mail-ios-saga.eml',
    message(
      ['From: Peter Whitaker <peter.whitaker@btopenworld.com>', 'Date: Tue, 24 Nov 2026 14:20:07 +0000', 'Subject: Fwd: Your Saga Car Insurance renewal', 'Message-Id: <4A7E2C90-1B3D-4F6A-8C25-E9D07B1F3A66@btopenworld.com>', 'To: renew-p6w1t@in.renewly.co.uk', 'X-Mailer: iPhone Mail (22B91)'],
      multipart('alternative', 'Apple-Mail-9E2D41B7-06F3-4C8A-A51E-3B7C90D2F814', [textPart(plain, { charset: 'utf-8', quoteCharset: false }), htmlPart(html, { charset: 'utf-8', quoteCharset: false })]),
    ),
  );
}

// ============ 08 Yahoo Mail, '----- Forwarded Message -----': Tesco Bank (Clubcard price; excess given as total + voluntary) ============
{
  const f = { premium: 498.27, clubcard: 26.2, standard: 524.47, last: 471.8, total: 350, vol: 100 };
  adds('Tesco Clubcard', [f.premium, f.clubcard], f.standard);
  const logo = png(40, 12, [0, 83, 159]);
  const tesco = shell({
    title: 'Your Tesco Bank car insurance renewal',
    preheader: 'Your Clubcard Price is waiting for you.',
    color: '#00539f',
    brandHtml: '<img src="cid:tesco-logo-01@tescobank.com" width="120" height="36" alt="Tesco Bank" />',
    pixel: 'https://links.tescobank-mail.example/o/e1/2f9a0c.gif',
    body: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr>${cell(`${para('Hi Rachel,')}
${para('Your Tesco Bank Car Insurance is due for renewal on <b>Saturday 12 December 2026</b>. Here’s what you need to know.')}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border:2px solid #00539f;">
<tr><td style="padding:12px 14px;font-family:Arial,sans-serif;font-size:14px;">Your renewal price with Clubcard</td><td align="right" style="padding:12px 14px;font-family:Arial,sans-serif;font-size:20px;font-weight:bold;color:#00539f;">${gbp(f.premium)}</td></tr>
<tr><td style="padding:0 14px 12px 14px;font-family:Arial,sans-serif;font-size:12px;color:#666666;">Price without Clubcard</td><td align="right" style="padding:0 14px 12px 14px;font-family:Arial,sans-serif;font-size:12px;color:#666666;">${gbp(f.standard)}</td></tr>
<tr><td style="padding:12px 14px;border-top:1px solid #dddddd;font-family:Arial,sans-serif;font-size:14px;">Last year’s price</td><td align="right" style="padding:12px 14px;border-top:1px solid #dddddd;font-family:Arial,sans-serif;font-size:14px;">${gbp(f.last)}</td></tr>
</table>
${para('<br>Your Clubcard saves you ' + gbp(f.clubcard) + ' this year.', 'font-size:13px;')}`)}</tr>
<tr>${cell(`<table role="presentation" width="100%" cellpadding="6" cellspacing="0" border="0" style="font-family:Arial,sans-serif;font-size:14px;">
<tr><td width="45%" style="color:#666666;">Policy number</td><td>TIC-MO-40917723</td></tr>
<tr><td style="color:#666666;">Car</td><td>Renault Clio Iconic TCe, LB68 NRU</td></tr>
<tr><td style="color:#666666;">Drivers</td><td>Rachel Osei, Kofi Osei</td></tr>
<tr><td style="color:#666666;">Excess</td><td>£350 (includes voluntary excess of £100)</td></tr>
</table>`, 'padding-top:0;')}</tr>
<tr>${cell(`${para('Renewing is easy – if you’re happy with everything, we’ll renew automatically using the card you paid with last year.')}
${button('Review my renewal', 'https://www.tescobank.com/help/car-insurance/renewal/?cmpid=em-ren-28', '#00539f')}
${para('Questions? Call 0345 300 4278. Find your nearest Tesco at tesco.com/store-locator.', 'font-size:13px;')}`, 'padding-top:0;')}</tr>
</table>`,
    footer: 'Tesco Bank Car Insurance is arranged and administered by Tesco Insurance Limited, authorised and regulated by the Financial Conduct Authority. Registered office: Tesco House, Shire Park, Kestrel Way, Welwyn Garden City AL7 1GA. Clubcard Prices are available to Clubcard members only.<br><a href="https://www.tescobank.com/preferences" style="color:#6b6b6b;">Unsubscribe</a>',
  });
  const plain = [
    'Please read',
    '',
    '----- Forwarded Message -----',
    'From: Tesco Bank Car Insurance <carinsurance@email.tescobank.com>',
    'To: rachel.osei@yahoo.co.uk <rachel.osei@yahoo.co.uk>',
    'Sent: Monday, 16 November 2026 at 10:25:41 GMT',
    'Subject: Rachel, your car insurance renewal',
    '',
    `Hi Rachel, Your Tesco Bank Car Insurance is due for renewal on Saturday 12 December 2026. Here’s what you need to know. Your renewal price with Clubcard ${gbp(f.premium)} Price without Clubcard ${gbp(f.standard)} Last year’s price ${gbp(f.last)} Your Clubcard saves you ${gbp(f.clubcard)} this year. Policy number TIC-MO-40917723 Car Renault Clio Iconic TCe, LB68 NRU Drivers Rachel Osei, Kofi Osei Excess £350 (includes voluntary excess of £100) Renewing is easy – if you’re happy with everything, we’ll renew automatically using the card you paid with last year. Review my renewal Questions? Call 0345 300 4278.`,
    '',
  ].join('\n');
  const html = `<html><head></head><body><div class="ydp9a1c44e0yahoo-style-wrap" style="font-family:Helvetica Neue, Helvetica, Arial, sans-serif;font-size:13px;"><div dir="ltr" data-setdir="false">Please read</div><div><br></div>
<div id="ydp9a1c44e0yahoo_quoted_2208" class="ydp9a1c44e0yahoo_quoted"><div style="font-family:'Helvetica Neue', Helvetica, Arial, sans-serif;font-size:13px;color:#26282a;"><div>----- Forwarded Message -----</div><div><b>From:</b> Tesco Bank Car Insurance &lt;carinsurance@email.tescobank.com&gt;</div><div><b>To:</b> rachel.osei@yahoo.co.uk &lt;rachel.osei@yahoo.co.uk&gt;</div><div><b>Sent:</b> Monday, 16 November 2026 at 10:25:41 GMT</div><div><b>Subject:</b> Rachel, your car insurance renewal</div><div><br></div><div><br></div>
<div id="ydp9a1c44e0yiv1882035514"><div>${bodyOf(tesco).replace(/class="([^"]+)"/g, (_, c) => `class="${c.split(' ').map((x) => `ydp9a1c44e0yiv1882035514${x}`).join(' ')}"`)}</div></div></div></div></div></body></html>`;
  write(
    '08-yahoo-tesco-bank.eml',
    message(
      ['Date: Mon, 16 Nov 2026 19:51:03 +0000 (UTC)', 'From: Rachel Osei <rachel.osei@yahoo.co.uk>', 'To: "renew-r4o2s@in.renewly.co.uk" <renew-r4o2s@in.renewly.co.uk>', 'Message-ID: <1288402911.3307142.1795204263118@mail.yahoo.com>', 'Subject: Fw: Rachel, your car insurance renewal', 'X-Mailer: WebService/1.1.24652 YMailNorrin'],
      multipart('related', '----=_Part_3307141_1051294633.1795204263117', [
        multipart('alternative', '----=_Part_3307140_1209648571.1795204263116', [textPart(plain, { charset: 'UTF-8', quoteCharset: false }), htmlPart(html, { charset: 'UTF-8', quoteCharset: false })]),
        attachment(logo, { filename: 'tesco-bank-logo.png', contentType: 'image/png', disposition: 'inline', cid: 'tesco-logo-01@tescobank.com' }),
      ]),
    ),
  );
}

// ============ 09 Thunderbird, '-------- Forwarded Message --------' header table, ISO-8859-1: Co-op Insurance ============
{
  const f = { premium: 577.03, last: 540.18, comp: 200, vol: 150, total: 350, reward: 11.54, inst: 51.92, n: 12, payable: 623.04 };
  adds('Co-op excess', [f.comp, f.vol], f.total);
  adds('Co-op monthly', times(f.n, f.inst), f.payable);
  if (pence(f.premium * 0.02) !== pence(f.reward)) throw new Error('Co-op reward');
  // ISO-8859-1 has no curly quotes or dashes: this email uses straight ones throughout
  const coop = shell({
    title: 'Your Co-op Insurance renewal',
    preheader: 'Members get more: 2% back on your renewal.',
    color: '#00b1e7',
    brandHtml: '<img src="https://img.coop-insurance-mail.example/co-op-clover.png" width="64" height="64" alt="Co-op Insurance" />',
    pixel: 'https://ea.coop-insurance-mail.example/o/44b7e2/1x1.gif',
    body: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr>${cell(`<h1 style="margin:0 0 14px 0;font-size:24px;color:#00263e;">Time to renew, Mr Kowalski</h1>
${para("Your Co-op Insurance car policy is due to renew on 07/01/2027. We've worked out your new premium and it's shown below, with last year's so you can compare.")}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f5fbfe;">
<tr><td colspan="3" style="padding:10px 14px;font-family:Arial,sans-serif;font-size:13px;color:#00263e;"><b>Policy</b> COP/MTR/0092718 &nbsp;|&nbsp; <b>Car</b> Hyundai i20 &nbsp;|&nbsp; <b>Reg</b> MA20&nbsp;KCY</td></tr>
<tr><td width="40%" style="padding:10px 14px;font-family:Arial,sans-serif;font-size:14px;"></td><td width="30%" align="right" style="padding:10px 14px;font-family:Arial,sans-serif;font-size:12px;color:#666666;">Last year</td><td width="30%" align="right" style="padding:10px 14px;font-family:Arial,sans-serif;font-size:12px;color:#666666;">This year</td></tr>
<tr><td style="padding:10px 14px;font-family:Arial,sans-serif;font-size:14px;">Premium</td><td align="right" style="padding:10px 14px;font-family:Arial,sans-serif;font-size:14px;">${gbp(f.last)}</td><td align="right" style="padding:10px 14px;font-family:Arial,sans-serif;font-size:16px;font-weight:bold;">${gbp(f.premium)}</td></tr>
<tr><td style="padding:10px 14px;font-family:Arial,sans-serif;font-size:14px;">Compulsory excess</td><td align="right" style="padding:10px 14px;font-family:Arial,sans-serif;font-size:14px;">&pound;200</td><td align="right" style="padding:10px 14px;font-family:Arial,sans-serif;font-size:14px;">&pound;200</td></tr>
<tr><td style="padding:10px 14px;font-family:Arial,sans-serif;font-size:14px;">Voluntary excess</td><td align="right" style="padding:10px 14px;font-family:Arial,sans-serif;font-size:14px;">&pound;100</td><td align="right" style="padding:10px 14px;font-family:Arial,sans-serif;font-size:14px;">&pound;150</td></tr>
<tr><td style="padding:10px 14px;font-family:Arial,sans-serif;font-size:14px;">Total excess</td><td align="right" style="padding:10px 14px;font-family:Arial,sans-serif;font-size:14px;">&pound;300</td><td align="right" style="padding:10px 14px;font-family:Arial,sans-serif;font-size:14px;">&pound;350</td></tr>
</table>`)}</tr>
<tr>${cell(`${para('As a Co-op Member, you will get ' + gbp(f.reward) + ' (2% of your premium) added to your Membership account when you renew.', 'font-size:14px;')}
${para('Pay monthly: 12 Direct Debit payments of ' + gbp(f.inst) + ' (total ' + gbp(f.payable) + ', representative APR 16.9%).', 'font-size:13px;')}
${button('Renew now', 'https://www.coop.co.uk/insurance/my-account/renew?c=em', '#00263e')}
${para('Your policy will not renew automatically. Please renew by 6 January 2027 to stay insured. Call us on 0800 121 4000.', 'font-size:14px;')}`, 'padding-top:0;')}</tr>
</table>`,
    footer: 'Co-op Insurance is a trading name of Markerstudy Insurance Services Limited, authorised and regulated by the Financial Conduct Authority (FRN 709351). Registered office: 45 Westerham Road, Bessels Green, Sevenoaks, Kent TN13 2QB. Co-op Insurance products are provided under a licence from Co-operative Group Limited.<br><a href="https://www.coop.co.uk/insurance/unsubscribe" style="color:#6b6b6b;">Unsubscribe</a>',
  }).replace('charset=utf-8', 'charset=iso-8859-1');
  const hdrRows = [
    ['Subject:', 'Your Co-op Insurance renewal'],
    ['Date:', 'Wed, 25 Nov 2026 07:44:19 +0000'],
    ['From:', 'Co-op Insurance <renewals@insurance.coop.co.uk>'],
    ['To:', 'tomasz.kowalski@zen.co.uk'],
  ];
  const plain = [
    'Renewal below.',
    '',
    '',
    '-------- Forwarded Message --------',
    ...hdrRows.map(([k, v]) => `${k} \t${v}`),
    '',
    '',
    'Members get more: 2% back on your renewal.',
    '',
    'Time to renew, Mr Kowalski',
    '',
    "Your Co-op Insurance car policy is due to renew on 07/01/2027. We've worked out your new premium and it's shown below, with last year's so you can compare.",
    '',
    'Policy COP/MTR/0092718 | Car Hyundai i20 | Reg MA20 KCY',
    '\tLast year \tThis year',
    `Premium \t${gbp(f.last)} \t${gbp(f.premium)}`,
    'Compulsory excess \t£200 \t£200',
    'Voluntary excess \t£100 \t£150',
    'Total excess \t£300 \t£350',
    '',
    `As a Co-op Member, you will get ${gbp(f.reward)} (2% of your premium) added to your Membership account when you renew.`,
    '',
    `Pay monthly: 12 Direct Debit payments of ${gbp(f.inst)} (total ${gbp(f.payable)}, representative APR 16.9%).`,
    '',
    'Renew now <https://www.coop.co.uk/insurance/my-account/renew?c=em>',
    '',
    'Your policy will not renew automatically. Please renew by 6 January 2027 to stay insured. Call us on 0800 121 4000.',
    '',
  ].join('\n');
  const html = `<!DOCTYPE html>
<html>
  <head>
    <meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-1">
  </head>
  <body>
    <p>Renewal below.</p>
    <div class="moz-forward-container"><br>
      <br>
      -------- Forwarded Message --------
      <table class="moz-email-headers-table" cellspacing="0" cellpadding="0" border="0">
        <tbody>
${hdrRows.map(([k, v]) => `          <tr>\n            <th valign="BASELINE" nowrap="nowrap" align="RIGHT">${k} </th>\n            <td>${v.replace(/</g, '&lt;').replace(/>/g, '&gt;')}</td>\n          </tr>`).join('\n')}
        </tbody>
      </table>
      <br>
      <br>
      ${styleOf(coop)}${bodyOf(coop)}
    </div>
  </body>
</html>`;
  write(
    '09-thunderbird-co-op.eml',
    message(
      ['Content-Language: en-GB', 'Date: Wed, 25 Nov 2026 18:03:57 +0000', 'From: Tomasz Kowalski <tomasz.kowalski@zen.co.uk>', 'To: renew-t9k3w@in.renewly.co.uk', 'Subject: Fwd: Your Co-op Insurance renewal', 'Message-ID: <7d1e0c9a-3f52-4b8e-a6c4-12f0e98b7d35@zen.co.uk>', 'User-Agent: Mozilla Thunderbird', 'X-Mozilla-Draft-Info: internal/draft; vcard=0; receipt=0; DSN=0; uuencode=0'],
      multipart('alternative', '------------5XkQ0bZr2Tq9LmW7vY3cN1aD', [textPart(plain, { charset: 'ISO-8859-1', quoteCharset: false }), htmlPart(html, { charset: 'ISO-8859-1', quoteCharset: false })]),
    ),
  );
}

// ============ 10 Samsung Email, '-------- Original message --------', HTML only, base64: Elephant (last year | this year table) ============
{
  const f = { premium: 905.2, last: 823.61, comp: 250, vol: 500, total: 750, alt: 861.4, altVol: 750, altTotal: 1000, deposit: 90.52, inst: 89.64, n: 10, payable: 986.92 };
  adds('Elephant excess', [f.comp, f.vol], f.total);
  adds('Elephant alt excess', [f.comp, f.altVol], f.altTotal);
  adds('Elephant monthly', [f.deposit, ...times(f.n, f.inst)], f.payable);
  const row = (l, a, b, bold = false) =>
    `<tr><td style="padding:10px;border-bottom:1px solid #eaeaea;font-family:Verdana,sans-serif;font-size:13px;">${l}</td><td align="center" style="padding:10px;border-bottom:1px solid #eaeaea;font-family:Verdana,sans-serif;font-size:13px;color:#777777;">${a}</td><td align="center" style="padding:10px;border-bottom:1px solid #eaeaea;font-family:Verdana,sans-serif;font-size:13px;${bold ? 'font-weight:bold;' : ''}">${b}</td></tr>`;
  const el = shell({
    title: 'Elephant: your renewal',
    preheader: 'Jordan, it’s renewal time for your Golf.',
    color: '#e4003b',
    brandHtml: '<img src="https://assets.elephant-mail.example/elephant-logo.png" width="130" height="34" alt="Elephant" />',
    pixel: 'https://go.elephant-mail.example/o/r/b7d9f3.gif',
    body: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr>${cell(`${para('Hi Jordan,')}
${para('Your Elephant car insurance for your Volkswagen Golf (EF14 ZWK) ends at midnight on 8 December 2026. Your new policy year starts on 9 December 2026.')}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr><td></td><td align="center" style="padding:10px;font-family:Verdana,sans-serif;font-size:12px;color:#777777;">Last year</td><td align="center" style="padding:10px;font-family:Verdana,sans-serif;font-size:12px;color:#e4003b;font-weight:bold;">This year</td></tr>
${row('Annual premium', gbp(f.last), gbp(f.premium), true)}
${row('Compulsory excess', '£250', '£250')}
${row('Voluntary excess', '£500', '£500')}
${row('Total excess', '£750', '£750')}
</table>
${para('<br>Policy number: ELE-CAR-7281044', 'font-size:13px;color:#555555;')}`)}</tr>
<tr>${cell(`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#fff4f6" style="border-radius:6px;"><tr><td style="padding:16px;font-family:Verdana,sans-serif;font-size:13px;line-height:20px;">
<b>Want a lower price?</b> If you raise your voluntary excess to £750 (a total excess of £1,000), your price would come down to ${gbp(f.alt)}.
</td></tr></table>`, 'padding-top:0;')}</tr>
<tr>${cell(`${para('Paying monthly? Deposit ' + gbp(f.deposit) + ', then ' + f.n + ' payments of ' + gbp(f.inst) + '. Total ' + gbp(f.payable) + '. Representative APR 27.5%.', 'font-size:13px;')}
${button('Renew now', 'https://www.elephant.co.uk/my-account/renew?utm_source=ren_email', '#e4003b')}
${para('We’ll renew your policy automatically unless you tell us not to. Call 0330 024 3401 if you have any questions.', 'font-size:13px;')}`, 'padding-top:0;')}</tr>
</table>`,
    footer: 'Elephant is a trading name of Admiral Insurance Company Limited. Registered in England and Wales No. 2608568. Registered office: Ty Admiral, David Street, Cardiff CF10 2EH. Authorised and regulated by the Financial Conduct Authority.<br><a href="https://www.elephant.co.uk/unsubscribe" style="color:#6b6b6b;">Unsubscribe</a> · <a href="https://www.elephant.co.uk/privacy" style="color:#6b6b6b;">Privacy</a>',
  });
  const html = `<html><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"></head><body><div dir="auto">This is the car one. Jordan</div><div dir="auto"><br></div><div dir="auto"><br></div><div id="composer_signature" dir="auto"><div style="font-size:12px;color:#575757" dir="auto">Sent from my Galaxy</div></div><div dir="auto"><br></div><div><br></div><div align="left" dir="auto" style="font-size:100%;color:#000000"><div>-------- Original message --------</div><div>From: Elephant Insurance &lt;hello@email.elephant.co.uk&gt; </div><div>Date: 26/11/2026  06:58  (GMT+00:00) </div><div>To: jordan.mensah@hotmail.co.uk </div><div>Subject: Elephant: your renewal </div><div><br></div></div>${bodyOf(el)}</body></html>`;
  write(
    '10-samsung-email-elephant.eml',
    message(
      ['Date: Thu, 26 Nov 2026 08:12:30 +0000', 'Subject: Fwd: Elephant: your renewal', 'Message-ID: <q2c7x0v9k1m3a8e5r4t6y0u2i@email.android.com>', 'X-Android-Message-ID: <q2c7x0v9k1m3a8e5r4t6y0u2i@email.android.com>', 'From: Jordan Mensah <jordan.mensah@hotmail.co.uk>', 'To: renew-j5m0n@in.renewly.co.uk', 'Importance: Normal'],
      htmlPart(html, { charset: 'UTF-8', cte: 'base64' }),
    ),
  );
}

// ============ 11 ProtonMail, '------- Forwarded Message -------': NFU Mutual (agency email; another car on a separate policy) ============
{
  const f = { premium: 1046.5, last: 982.75, comp: 100, vol: 200, total: 300 };
  adds('NFU excess', [f.comp, f.vol], f.total);
  const nfu = shell({
    title: 'Your NFU Mutual motor renewal',
    preheader: 'A message from your local NFU Mutual agency in Banbury',
    color: '#003b2f',
    brandHtml: '<img src="https://media.nfumutual-mail.example/nfu-mutual-logo.png" width="150" height="40" alt="NFU Mutual" />',
    pixel: 'https://m.nfumutual-mail.example/o/6a1f/t.gif',
    body: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr>${cell(`${para('Dear Mrs Pritchard,')}
${para('I’m writing from your local NFU Mutual agency to let you know that your Motor Insurance policy MC 4479 0215, covering your Ford Ranger (AE17 RPU), renews on 18 January 2027.')}
${para('Your premium for the coming year will be <b>' + gbp(f.premium) + '</b>. Your premium for the current year was ' + gbp(f.last) + '.')}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 14px 0;">
<tr><td colspan="2" style="padding:8px 0;font-family:Arial,sans-serif;font-size:15px;font-weight:bold;color:#003b2f;border-bottom:2px solid #003b2f;">Excesses for the coming year</td></tr>
<tr><td style="padding:8px 0;font-family:Arial,sans-serif;font-size:14px;">Compulsory</td><td align="right" style="padding:8px 0;font-family:Arial,sans-serif;font-size:14px;">£100</td></tr>
<tr><td style="padding:8px 0;font-family:Arial,sans-serif;font-size:14px;">Voluntary</td><td align="right" style="padding:8px 0;font-family:Arial,sans-serif;font-size:14px;">£200</td></tr>
<tr><td style="padding:8px 0;font-family:Arial,sans-serif;font-size:14px;font-weight:bold;">Total</td><td align="right" style="padding:8px 0;font-family:Arial,sans-serif;font-size:14px;font-weight:bold;">£300</td></tr>
</table>
${para('Your Land Rover Discovery (PX62 HHD) is insured on a separate policy, MC 4479 0388, which renews on 3 April 2027; we’ll write to you about that nearer the time.', 'font-size:14px;')}
${para('If anything has changed – your mileage, where the Ranger is kept overnight, or who drives it – please let me know before 18 January. You can reach the agency on 01295 252 118, Monday to Friday, 9am to 5pm.', 'font-size:14px;')}
${para('Kind regards,<br>Helen Marsh<br>Agency Secretary, NFU Mutual Banbury', 'font-size:14px;')}`)}</tr>
</table>`,
    footer: 'NFU Mutual is The National Farmers Union Mutual Insurance Society Limited (No. 111982). Registered in England. Registered Office: Tiddington Road, Stratford upon Avon, Warwickshire CV37 7BJ. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority. A member of the Association of British Insurers.<br>Banbury Agency, 14 Horse Fair, Banbury OX16 0AH.',
  });
  const html = `<div style="font-family: Arial, sans-serif; font-size: 14px;">Renewal for the Ranger, not the Disco.</div><div style="font-family: Arial, sans-serif; font-size: 14px;"><br></div>
<div class="protonmail_signature_block" style="font-family: Arial, sans-serif; font-size: 14px;"><div class="protonmail_signature_block-user protonmail_signature_block-empty"></div><div class="protonmail_signature_block-proton">Sent with <a target="_blank" href="https://proton.me/mail/home">Proton Mail</a> secure email.</div></div>
<div style="font-family: Arial, sans-serif; font-size: 14px;"><br></div>
<div class="protonmail_quote">
        ------- Forwarded Message -------<br>
        From: NFU Mutual Banbury &lt;banbury.agency@nfumutual.co.uk&gt;<br>
        Date: On Friday, 27 November 2026 at 09:40<br>
        Subject: Your NFU Mutual motor renewal<br>
        To: clare.pritchard@pm.me &lt;clare.pritchard@pm.me&gt;<br>
        <br>
        <blockquote class="protonmail_quote" type="cite">
            ${bodyOf(nfu)}
        </blockquote><br>
    </div>`;
  const plain = [
    'Renewal for the Ranger, not the Disco.',
    '',
    'Sent with Proton Mail secure email.',
    '',
    '------- Forwarded Message -------',
    'From: NFU Mutual Banbury <banbury.agency@nfumutual.co.uk>',
    'Date: On Friday, 27 November 2026 at 09:40',
    'Subject: Your NFU Mutual motor renewal',
    'To: clare.pritchard@pm.me <clare.pritchard@pm.me>',
    '',
    '',
    '> A message from your local NFU Mutual agency in Banbury',
    '> Having trouble seeing this email? View in browser',
    '> ',
    '> Dear Mrs Pritchard,',
    '> ',
    '> I’m writing from your local NFU Mutual agency to let you know that your',
    '> Motor Insurance policy MC 4479 0215, covering your Ford Ranger (AE17 RPU),',
    '> renews on 18 January 2027.',
    '> ',
    `> Your premium for the coming year will be ${gbp(f.premium)}. Your premium for the`,
    `> current year was ${gbp(f.last)}.`,
    '> ',
    '> Excesses for the coming year',
    '> Compulsory £100',
    '> Voluntary £200',
    '> Total £300',
    '> ',
    '> Your Land Rover Discovery (PX62 HHD) is insured on a separate policy, MC',
    '> 4479 0388, which renews on 3 April 2027; we’ll write to you about that',
    '> nearer the time.',
    '> ',
    '> If anything has changed – your mileage, where the Ranger is kept overnight,',
    '> or who drives it – please let me know before 18 January. You can reach the',
    '> agency on 01295 252 118, Monday to Friday, 9am to 5pm.',
    '> ',
    '> Kind regards,',
    '> Helen Marsh',
    '> Agency Secretary, NFU Mutual Banbury',
    '',
  ].join('\n');
  write(
    '11-protonmail-nfu-mutual.eml',
    message(
      ['Date: Fri, 27 Nov 2026 12:18:44 +0000', 'To: renew-c3p8r@in.renewly.co.uk', 'From: Clare Pritchard <clare.pritchard@pm.me>', 'Subject: Fwd: Your NFU Mutual motor renewal', 'Message-ID: <Zx8Lm3Qr0vT5nB2kW9pY7cA1fH4jD6gE@pm.me>', 'Feedback-ID: 20417733:user:proton', 'X-Pm-Message-ID: 4e7b1a9c2d3f5a6b8c0d1e2f3a4b5c6d7e8f9a0b'],
      multipart('alternative', 'b1=_K7pLm3Qr0vT5nB2kW9pY7cA1fH4jD6gEx', [textPart(plain, { charset: 'utf-8' }), htmlPart(html, { charset: 'utf-8', cte: 'base64' })]),
    ),
  );
}

// ============ 12 Gmail auto-forward rule: RAC's email sent on as it came (its own headers, short plain part) ============
{
  const f = { premium: 451.77, last: 430.2, comp: 150, vol: 250, total: 400, deposit: 45.18, inst: 45.62, n: 10, payable: 501.38 };
  adds('RAC excess', [f.comp, f.vol], f.total);
  adds('RAC monthly', [f.deposit, ...times(f.n, f.inst)], f.payable);
  const rac = shell({
    title: 'Your RAC car insurance renewal',
    preheader: 'Members save up to 20% on breakdown cover – see inside.',
    color: '#f95108',
    brandHtml: '<img src="https://cdn.rac-mail.example/rac-logo.png" width="90" height="40" alt="RAC" />',
    pixel: 'https://links.rac-mail.example/o/ab/c91e7f.gif',
    body: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr>${cell(`<h1 style="margin:0 0 14px 0;font-size:22px;color:#1d1d1b;">Your car insurance renewal</h1>
${para('Dear Mr Achterberg,')}
${para('Your RAC Car Insurance is coming up for renewal. Here are the details of your renewal quote.')}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr><td class="stack" width="50%" valign="top" style="padding:0 8px 12px 0;">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#fff1e9"><tr><td style="padding:14px;font-family:Arial,sans-serif;">
  <div style="font-size:12px;color:#666666;text-transform:uppercase;">Your renewal price</div>
  <div style="font-size:30px;font-weight:bold;color:#f95108;">${gbp(f.premium)}</div>
  <div style="font-size:12px;color:#666666;">for 12 months from 30 January 2027</div></td></tr></table></td>
<td class="stack" width="50%" valign="top" style="padding:0 0 12px 8px;">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f4f4f4"><tr><td style="padding:14px;font-family:Arial,sans-serif;">
  <div style="font-size:12px;color:#666666;text-transform:uppercase;">What you paid last year</div>
  <div style="font-size:30px;font-weight:bold;color:#1d1d1b;">${gbp(f.last)}</div>
  <div style="font-size:12px;color:#666666;">for your current policy</div></td></tr></table></td></tr>
</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="font-family:Arial,sans-serif;font-size:14px;">
<tr><td style="padding:7px 0;color:#666666;">Policy number</td><td style="padding:7px 0;">RAC/MI/60214887</td></tr>
<tr><td style="padding:7px 0;color:#666666;">Vehicle</td><td style="padding:7px 0;">Nissan Juke Acenta &middot; VU66&nbsp;TXP</td></tr>
<tr><td style="padding:7px 0;color:#666666;">Start date</td><td style="padding:7px 0;">30/01/2027</td></tr>
<tr><td style="padding:7px 0;color:#666666;">Excess</td><td style="padding:7px 0;">£150 compulsory + £250 voluntary = £400 total</td></tr>
</table>`)}</tr>
<tr>${cell(`${para('Spreading the cost? ' + gbp(f.deposit) + ' deposit then ' + f.n + ' monthly payments of ' + gbp(f.inst) + ', total ' + gbp(f.payable) + ' (representative APR 23.4%).', 'font-size:13px;')}
${button('Renew now', 'https://www.rac.co.uk/insurance/my-account/renew?src=eml', '#f95108')}
${para('Add RAC Breakdown Cover from £5.25 a month. Already a member? Call 0330 159 0337 and quote your member number.', 'font-size:13px;')}
${para('Not ready to renew? Your policy won’t renew automatically, so please get in touch before 30 January 2027.', 'font-size:13px;')}`, 'padding-top:0;')}</tr>
</table>`,
    footer: 'RAC Insurance is a trading name of RAC Financial Services Limited, authorised and regulated by the Financial Conduct Authority (FRN 311469). Registered in England No. 5171817. Registered office: RAC House, Brockhurst Crescent, Walsall WS5 4AW.<br>This email was sent to paul.achterberg@gmail.com on 18 November 2026. <a href="https://www.rac.co.uk/unsubscribe" style="color:#6b6b6b;">Unsubscribe</a>',
  });
  const plain = [
    'Your car insurance renewal',
    '',
    'Dear Mr Achterberg,',
    '',
    'Your RAC Car Insurance is coming up for renewal. See your renewal price and the details of your quote in your account: https://www.rac.co.uk/insurance/my-account',
    '',
    'Policy number: RAC/MI/60214887',
    '',
    'RAC Insurance is a trading name of RAC Financial Services Limited, authorised and regulated by the Financial Conduct Authority (FRN 311469).',
    '',
  ].join('\n');
  write(
    '12-gmail-auto-forward-rac.eml',
    message(
      [
        'Delivered-To: renew-p2a6c@in.renewly.co.uk',
        'Received: by 2002:a05:7300:4b1e:b0:1a2:9c7e:5f30 with SMTP id a30csp1120471dyb; Wed, 18 Nov 2026 06:15:09 -0800 (PST)',
        'X-Forwarded-To: renew-p2a6c@in.renewly.co.uk',
        'X-Forwarded-For: paul.achterberg@gmail.com renew-p2a6c@in.renewly.co.uk',
        'Delivered-To: paul.achterberg@gmail.com',
        'Return-Path: <bounce-4471-60214887@bounce.rac-mail.example>',
        'Received: from mta12.rac-mail.example (mta12.rac-mail.example. [198.51.100.27]) by mx.google.com with ESMTPS id 5b1f17b1804b1-4a7c9e0d2f1si2207431f8f.311.2026.11.18.06.15.08 for <paul.achterberg@gmail.com> (version=TLS1_3 cipher=TLS_AES_256_GCM_SHA384 bits=256/256); Wed, 18 Nov 2026 06:15:08 -0800 (PST)',
        'Authentication-Results: mx.google.com; dkim=pass header.i=@email.rac.co.uk; spf=pass smtp.mailfrom=bounce.rac-mail.example; dmarc=pass (p=REJECT) header.from=email.rac.co.uk',
        'From: RAC Insurance <insurance@email.rac.co.uk>',
        'To: paul.achterberg@gmail.com',
        'Subject: Your RAC Car Insurance renewal',
        'Date: Wed, 18 Nov 2026 14:15:02 +0000',
        'Message-ID: <0102019a3c7e-4f1d-9b2e-60214887-000000@email.rac.co.uk>',
        'List-Unsubscribe: <https://www.rac.co.uk/unsubscribe>, <mailto:unsubscribe@email.rac.co.uk>',
        'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
      ],
      multipart('alternative', '=_rac_60214887_7e1f0c2d', [textPart(plain, { charset: 'UTF-8', quoteCharset: false }), htmlPart(rac, { charset: 'UTF-8', cte: 'base64', quoteCharset: false })]),
    ),
  );
}
