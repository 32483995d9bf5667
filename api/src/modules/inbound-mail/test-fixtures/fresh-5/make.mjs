// Email set 5 (issue 47): WHAT HIDES IN A REAL INSURER'S HTML EMAIL. Twelve forwarded car-insurance renewal emails,
// each from a different UK brand and each forwarded by a different mail program, their HTML built the way email
// platforms build it: responsive templates with a desktop block and a mobile block (one hidden by display:none /
// mso-hide:all and a media query), hidden preheaders padded with zero-width fillers, Outlook conditional comments
// carrying tables (and VML buttons) of their own, dark-mode styles and swapped logos, spacer GIFs and tracking pixels,
// images whose alt text carries words, buttons built from tables, figures split across <span>s and <sup>s, &nbsp;,
// zero-width characters and soft hyphens between and inside words; one email whose figures are only in an attached
// PDF (made here with pdfkit), one forwarded as an attachment (message/rfc822, its own text/plain last year's
// 'view in your browser' template), one in plain text only.
// Run from the repository root: node api/src/modules/inbound-mail/test-fixtures/fresh-5/make.mjs
// Every sum on every email is checked before anything is written.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { CRLF, b64, multipart, part, quotedPrintable } from '../mime.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const TO = 'renewals+k4t8w@in.renewly.test';

// ---------------------------------------------------------------------------------------------------------------
// The sums, checked before anything is written.
const pence = (s) => Math.round(Number(String(s).replace(/[£,]/g, '')) * 100);
const SUMS = [
  // [what, left-hand terms, right-hand total]
  ['darwin rise', ['541.30', '46.32'], '587.62'],
  ['darwin monthly', Array(12).fill('52.94'), '635.28'],
  ['darwin excess', ['250', '250'], '500'],
  ['prima this year', ['529.74', '24.99', '62.00'], '616.73'],
  ['prima last year', ['498.20', '24.99', '59.00'], '582.19'],
  ['prima excess', ['300', '150'], '450'],
  ['policy expert rise', ['602.55', '31.53'], '634.08'],
  ['policy expert monthly', ['63.41', ...Array(10).fill('69.11')], '754.51'],
  ['policy expert excess', ['250', '100'], '350'],
  ['budget rise', ['455.60', '15.58'], '471.18'],
  ['budget with extras', ['471.18', '26.50', '19.99'], '517.67'],
  ['budget monthly (with extras)', ['51.77', ...Array(10).fill('52.59')], '577.67'],
  ['budget excess', ['350', '0'], '350'],
  ['waitrose rise', ['764.90', '47.45'], '812.35'],
  ['waitrose before discount', ['812.35', '40.62'], '852.97'],
  ['waitrose monthly', Array(12).fill('74.83'), '897.96'],
  ['waitrose excess', ['200', '250'], '450'],
  ['first direct rise', ['668.20', '55.64'], '723.84'],
  ['first direct monthly', ['72.38', ...Array(11).fill('66.36')], '802.34'],
  ['first direct excess', ['250', '200'], '450'],
  ['one call rise', ['472.40', '25.76'], '498.16'],
  ['one call monthly', ['49.82', ...Array(10).fill('48.93')], '539.12'],
  ['one call excess', ['300', '250'], '550'],
  ['go skippy rise', ['519.99', '27.19'], '547.18'],
  ['go skippy monthly', ['54.72', ...Array(10).fill('53.10')], '585.72'],
  ['go skippy excess', ['350', '250'], '600'],
  ['insurethebox rise', ['689.99', '22.50'], '712.49'],
  ['insurethebox monthly', ['71.25', ...Array(10).fill('68.53')], '756.55'],
  ['insurethebox excess', ['250', '100'], '350'],
  ['carrot fall', ['1126.80', '221.65'], '1348.45'],
  ['carrot monthly', Array(12).fill('99.16'), '1189.92'],
  ['carrot excess', ['250', '250'], '500'],
  ['hughes rise', ['701.15', '41.45'], '742.60'],
  ['hughes monthly', Array(10).fill('79.46'), '794.60'],
  ['hughes excess', ['350', '150'], '500'],
  ['tsb fall', ['563.27', '24.63'], '587.90'],
  ['tsb monthly', ['56.33', ...Array(11).fill('51.16')], '619.09'],
  ['tsb excess', ['250', '500'], '750'],
];
for (const [what, terms, total] of SUMS) {
  const got = terms.reduce((a, t) => a + pence(t), 0);
  if (got !== pence(total)) throw new Error(`${what}: ${terms.join(' + ')} = ${got / 100}, not ${total}`);
}

// ---------------------------------------------------------------------------------------------------------------
// Helpers.
const utf8 = (s) => Buffer.from(s, 'utf8');
const qp = (text) => quotedPrintable(text, utf8);
const crlf = (s) => s.replace(/\r\n/g, '\n').split('\n').join(CRLF);
const qpPart = (type, text) => part([`Content-Type: ${type}; charset="utf-8"`, 'Content-Transfer-Encoding: quoted-printable'], qp(text));
const b64Part = (type, text) => part([`Content-Type: ${type}; charset="utf-8"`, 'Content-Transfer-Encoding: base64'], b64(utf8(crlf(text))));
/** A whole message: its own headers, then the body part's headers (its Content-Type ...), a blank line and its body. */
const message = (headers, body) => headers.join(CRLF) + CRLF + body;
const write = (file, data) => {
  writeFileSync(join(HERE, file), Buffer.isBuffer(data) ? data : Buffer.from(data, 'utf8'));
  console.log('wrote', file);
};
/** A fixed pseudo-random token (tracking links, message ids), the same on every run. */
function token(seed, len = 32) {
  const A = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let x = seed >>> 0 || 1;
  let s = '';
  for (let i = 0; i < len; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    s += A[(x >>> 8) % 62];
  }
  return s;
}

// What a mail program shows of an HTML body, as the text/plain it writes beside its own HTML when forwarding: no
// <head>, <style> or comments (an Outlook-only block is a comment to every other program); with `hidden` false,
// nothing under an element styled display:none (WebKit's innerText; Gmail's converter keeps hidden text).
const ENTITIES = { nbsp: '\u00a0', zwnj: '\u200c', zwj: '\u200d', shy: '\u00ad', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", pound: '£', copy: '©', reg: '®', trade: '™', rsquo: '\u2019', lsquo: '\u2018', rdquo: '\u201d', ldquo: '\u201c', ndash: '\u2013', mdash: '\u2014', hellip: '\u2026', bull: '\u2022', middot: '\u00b7', rarr: '\u2192', thinsp: '\u2009', zwsp: '\u200b' };
const decode = (s) =>
  s.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (m, e) => (e[0] !== '#' ? (ENTITIES[e.toLowerCase()] ?? m) : String.fromCodePoint(/^#x/i.test(e) ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10))));
const VOID = new Set(['img', 'br', 'hr', 'meta', 'link', 'input', 'col', 'area', 'base', 'wbr', 'source']);
const BLOCK = new Set(['p', 'div', 'table', 'tr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'center', 'section', 'body', 'html']);
function visibleText(html, { hidden = false, img = () => '', link = (t) => t, cell = '\t' } = {}) {
  const src = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<!DOCTYPE[^>]*>/gi, '')
    .replace(/<head[\s>][\s\S]*?<\/head>/gi, '')
    .replace(/<(style|title|script|xml)[\s>][\s\S]*?<\/\1>/gi, '');
  const out = [];
  const stack = [];
  let hide = 0;
  const re = /<(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|([^<]+)/g;
  let m;
  while ((m = re.exec(src))) {
    const [, close, rawTag, attrs, text] = m;
    if (text !== undefined) {
      if (!hide) out.push(decode(text.replace(/[ \t\r\n]+/g, ' ')));
      continue;
    }
    const tag = rawTag.toLowerCase();
    if (!close) {
      const isHidden = !hidden && /display\s*:\s*none/i.test(attrs);
      if (tag === 'img') {
        const alt = /\balt=(?:"([^"]*)"|'([^']*)')/i.exec(attrs);
        if (!hide && !isHidden) out.push(img(alt ? decode(alt[1] ?? alt[2]) : ''));
        continue;
      }
      if (tag === 'br') {
        if (!hide) out.push('\n');
        continue;
      }
      if (VOID.has(tag) || /\/\s*$/.test(attrs)) {
        if (tag === 'hr' && !hide) out.push('\n');
        continue;
      }
      const href = /\bhref=(?:"([^"]*)"|'([^']*)')/i.exec(attrs);
      stack.push({ tag, hidden: isHidden, at: out.length, href: href ? href[1] ?? href[2] : undefined });
      if (isHidden) hide++;
      if (BLOCK.has(tag) && !hide) out.push('\n');
    } else {
      let i = stack.length - 1;
      while (i >= 0 && stack[i].tag !== tag) i--;
      if (i < 0) continue;
      while (stack.length > i) {
        const el = stack.pop();
        if (el.tag === 'a' && !hide && el.href) out.push(link(out.splice(el.at).join(''), decode(el.href)));
        if (el.hidden) hide--;
        if (!hide) {
          if (BLOCK.has(el.tag)) out.push('\n');
          else if (el.tag === 'td' || el.tag === 'th') out.push(cell);
        }
      }
    }
  }
  return out
    .join('')
    .split('\n')
    .map((l) => l.replace(/[ \t]*\t[ \t]*/g, '\t').replace(/\t+/g, '\t').replace(/ {2,}/g, ' ').replace(/^[ \t]+|[ \t]+$/g, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
const GMAIL_TEXT = { hidden: true, img: (a) => (a ? `[image: ${a}]` : ''), link: (t, h) => (h.startsWith('mailto:') || !t.trim() ? t : `${t} <${h}>`), cell: ' ' };
const APPLE_TEXT = { img: () => '', link: (t) => t, cell: '\t' };
const OUTLOOK_TEXT = { img: (a) => (a ? `[${a}]` : ''), link: (t, h) => (h.startsWith('mailto:') || !t.trim() ? t : `${t}<${h}>`), cell: '\t' };
const PLAIN_TEXT = { img: () => '', link: (t, h) => (h.startsWith('mailto:') || !t.trim() ? t : `${t} [${h}]`), cell: ' ' };

/** The <style> blocks of an HTML document and its <body>'s content: what a mail program keeps when it forwards. */
function bodyOf(html, { styles = true } = {}) {
  const css = styles ? (html.match(/<style[\s>][\s\S]*?<\/style>/gi) ?? []).join('\n') : '';
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html);
  return (css ? css + '\n' : '') + (body ? body[1] : html);
}
/** A webmail's forward: comments dropped, every class (and the selectors in its <style>s) given the webmail's prefix. */
function webmailCopy(html, prefix, { styles = true, scope = '' } = {}) {
  let s = bodyOf(html, { styles }).replace(/<!--[\s\S]*?-->/g, '');
  s = s.replace(/\bclass="([^"]*)"/g, (m, c) => `class="${c.split(/\s+/).filter(Boolean).map((x) => prefix + x).join(' ')}"`);
  s = s.replace(/(<style[^>]*>)([\s\S]*?)(<\/style>)/gi, (m, a, css, b) => a + css.replace(/\.([a-zA-Z][\w-]*)/g, `${scope}.${prefix}$1`) + b);
  return s;
}

// The pieces email platforms build their templates from.
const FILLER = (n) => '&#847;&zwnj;&nbsp;'.repeat(n);
const preheader = (text, n = 60) =>
  `<div class="preheader" style="display:none;font-size:1px;color:#ffffff;line-height:1px;max-height:0px;max-width:0px;opacity:0;overflow:hidden;mso-hide:all;">${text}</div>
<div style="display:none;max-height:0px;overflow:hidden;mso-hide:all;">${FILLER(n)}</div>`;
const spacer = (src, h) => `<img src="${src}" width="1" height="${h}" alt="" border="0" style="display:block;height:${h}px;">`;
function button(label, href, bg, { fg = '#ffffff', w = 260, radius = 6 } = {}) {
  return `<table role="presentation" border="0" cellpadding="0" cellspacing="0" align="center" class="btn">
<tr>
<td align="center" bgcolor="${bg}" style="border-radius:${radius}px;mso-padding-alt:0;">
<!--[if mso]><v:roundrect xmlns:v="urn:schemas-microsoft-com:vml" xmlns:w="urn:schemas-microsoft-com:office:word" href="${href}" style="height:46px;v-text-anchor:middle;width:${w}px;" arcsize="13%" stroke="f" fillcolor="${bg}"><w:anchorlock/><center style="color:${fg};font-family:Arial,sans-serif;font-size:16px;font-weight:bold;">${label}</center></v:roundrect><![endif]-->
<!--[if !mso]><!-- --><a href="${href}" target="_blank" style="background:${bg};border-radius:${radius}px;color:${fg};display:inline-block;font-family:Arial,sans-serif;font-size:16px;font-weight:bold;line-height:46px;text-align:center;text-decoration:none;width:${w}px;-webkit-text-size-adjust:none;">${label}</a><!--<![endif]-->
</td>
</tr>
</table>`;
}
function page({ title, css, body, bodyAttrs = '', lang = 'en-GB' }) {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" lang="${lang}">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="x-apple-disable-message-reformatting">
<meta name="format-detection" content="telephone=no,address=no,email=no,date=no,url=no">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${title}</title>
<!--[if mso]>
<noscript><xml><o:OfficeDocumentSettings><o:AllowPNG/><o:PixelsPerInch>96</o:PixelsPerInch></o:OfficeDocumentSettings></xml></noscript>
<style type="text/css">table,td,div,h1,h2,p,a,span{font-family:Arial,Helvetica,sans-serif !important;}</style>
<![endif]-->
<style type="text/css">
${css}
</style>
</head>
<body ${bodyAttrs}>
${body}
</body>
</html>`;
}
// The hybrid layout's media queries and dark-mode rules, as most templates carry them.
const RESPONSIVE_CSS = `body{margin:0!important;padding:0!important;-webkit-text-size-adjust:100%;-ms-text-size-adjust:100%;}
table,td{mso-table-lspace:0pt;mso-table-rspace:0pt;border-collapse:collapse;}
img{-ms-interpolation-mode:bicubic;border:0;outline:none;text-decoration:none;}
a[x-apple-data-detectors]{color:inherit!important;text-decoration:none!important;font-size:inherit!important;font-family:inherit!important;font-weight:inherit!important;line-height:inherit!important;}
u + #body a{color:inherit;text-decoration:none;}
@media only screen and (max-width:480px){
  .container{width:100%!important;}
  .desktop-only{display:none!important;max-height:0!important;overflow:hidden!important;}
  .mobile-only{display:block!important;max-height:none!important;overflow:visible!important;}
  .stack{display:block!important;width:100%!important;}
  .pad{padding-left:16px!important;padding-right:16px!important;}
}
:root{color-scheme:light dark;supported-color-schemes:light dark;}
@media (prefers-color-scheme:dark){
  .bg-body,.bg-card{background-color:#161616!important;}
  .text-dark{color:#f2f2f2!important;}
  .logo-light{display:none!important;}
  .logo-dark{display:block!important;max-height:none!important;overflow:visible!important;}
}
[data-ogsc] .logo-light{display:none!important;}
[data-ogsc] .logo-dark{display:block!important;max-height:none!important;}
[data-ogsb] .bg-body,[data-ogsb] .bg-card{background-color:#161616!important;}
[data-ogsc] .text-dark{color:#f2f2f2!important;}`;

// ===============================================================================================================
// 1. Darwin, forwarded with Gmail on the web. Gmail's copy drops the <style>s and every comment (so the Outlook-only
// tables and VML buttons go) and prefixes each class; the mobile price card stays in, hidden by its inline
// display:none; Gmail's own text/plain keeps hidden text (the preheader and its fillers, the mobile card). The price
// is split '£<span>587</span>.<sup>62</sup>'; zero-width spaces inside the policy number keep iOS from making it a
// phone link.
{
  const L = (n) => `https://ablink.e.darwin.co.uk/ls/click?upn=u001.${token(100 + n, 48)}`;
  const cdn = 'https://cdn.e.darwin.co.uk/email/2026/renewal';
  const row = (k, v, b = false) =>
    `<tr><td class="text-dark" style="padding:10px 0;border-bottom:1px solid #e6e3dc;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:20px;color:#5b5b57;${b ? 'font-weight:700;color:#1d1d1b;' : ''}">${k}</td><td class="text-dark" align="right" style="padding:10px 0;border-bottom:1px solid #e6e3dc;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:20px;color:#1d1d1b;${b ? 'font-weight:700;' : ''}">${v}</td></tr>`;
  const insurerHtml = page({
    title: 'Your renewal is ready',
    css: RESPONSIVE_CSS,
    bodyAttrs: 'id="body" class="bg-body" style="margin:0;padding:0;background-color:#f3f1ec;word-spacing:normal;"',
    body: `${preheader("Your renewal is ready - see what's changed")}
<center role="article" aria-roledescription="email" lang="en-GB" style="width:100%;background-color:#f3f1ec;">
<!--[if mso]><table role="presentation" align="center" width="600" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->
<table role="presentation" class="container bg-card" align="center" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;margin:0 auto;background-color:#ffffff;">
<tr><td class="pad" style="padding:24px 32px 8px;">
<a href="${L(0)}" target="_blank"><img class="logo-light" src="${cdn}/darwin-logo.png" width="120" height="36" alt="Darwin" style="display:block;border:0;"></a>
<div class="logo-dark" style="display:none;overflow:hidden;max-height:0;mso-hide:all;"><a href="${L(0)}" target="_blank"><img src="${cdn}/darwin-logo-white.png" width="120" height="36" alt="Darwin" style="display:block;border:0;"></a></div>
</td></tr>
<tr><td class="pad text-dark" style="padding:8px 32px 0;font-family:Helvetica,Arial,sans-serif;color:#1d1d1b;">
<h1 style="margin:0 0 12px;font-size:28px;line-height:34px;font-weight:700;">Your renewal is ready, Tom</h1>
<p style="margin:0 0 16px;font-size:16px;line-height:24px;">Your car insurance for your Ford Fiesta ST-Line (MA70&nbsp;KZT) renews on <strong>14&zwnj; December&nbsp;2026</strong>. Here&rsquo;s your price for the next 12&nbsp;months.</p>
</td></tr>
<tr><td class="pad desktop-only" style="padding:8px 32px 0;">
<!--[if mso]><table role="presentation" width="536" cellpadding="0" cellspacing="0" border="0"><tr><td width="295" valign="top"><![endif]-->
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#fff4d6;border-radius:12px;">
<tr>
<td class="stack" width="55%" valign="top" style="padding:20px 24px;font-family:Helvetica,Arial,sans-serif;color:#1d1d1b;">
<p style="margin:0;font-size:13px;line-height:20px;text-transform:uppercase;letter-spacing:1px;">Your new price</p>
<p style="margin:4px 0 0;font-size:20px;line-height:48px;font-weight:700;">£<span style="font-size:44px;letter-spacing:-1px;">587</span>.<sup style="font-size:20px;line-height:0;vertical-align:super;">62</sup></p>
<p style="margin:0;font-size:14px;line-height:20px;">for 12 months, including Insurance Premium Tax</p>
</td>
<td class="stack" width="45%" valign="top" style="padding:20px 24px;border-left:1px solid #e9d9a8;font-family:Helvetica,Arial,sans-serif;color:#5b5b57;">
<p style="margin:0;font-size:13px;line-height:20px;text-transform:uppercase;letter-spacing:1px;">Last year</p>
<p style="margin:4px 0 0;font-size:24px;line-height:48px;">£541.30</p>
<p style="margin:0;font-size:14px;line-height:20px;">up £46.32</p>
</td>
</tr>
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr>
<tr><td class="pad" style="padding:0 32px;">
<div class="mobile-only" style="display:none;max-height:0;overflow:hidden;mso-hide:all;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#fff4d6;border-radius:12px;">
<tr><td style="padding:16px 20px 0;font-family:Helvetica,Arial,sans-serif;font-size:13px;line-height:20px;color:#1d1d1b;text-transform:uppercase;letter-spacing:1px;">Your new price</td></tr>
<tr><td style="padding:0 20px;font-family:Helvetica,Arial,sans-serif;font-size:36px;line-height:44px;font-weight:700;color:#1d1d1b;">£587.62</td></tr>
<tr><td style="padding:0 20px 12px;font-family:Helvetica,Arial,sans-serif;font-size:14px;line-height:20px;color:#1d1d1b;">for 12 months, including Insurance Premium Tax</td></tr>
<tr><td style="padding:12px 20px 16px;border-top:1px solid #e9d9a8;font-family:Helvetica,Arial,sans-serif;font-size:14px;line-height:20px;color:#5b5b57;">Last year: £541.30 (up £46.32)</td></tr>
</table>
</div>
</td></tr>
<tr><td class="pad text-dark" style="padding:16px 32px 0;font-family:Helvetica,Arial,sans-serif;font-size:14px;line-height:21px;color:#5b5b57;">
<p style="margin:0;">Prefer to pay monthly? It&rsquo;s 12 payments of £52.94 (£635.28 in total, representative APR 16.9%).</p>
</td></tr>
<tr><td style="padding:24px 32px 8px;">${button('Check your renewal', L(1), '#1d1d1b')}</td></tr>
<tr><td class="pad text-dark" style="padding:16px 32px 0;font-family:Helvetica,Arial,sans-serif;color:#1d1d1b;">
<h2 style="margin:0 0 8px;font-size:20px;line-height:26px;">Why has my price changed?</h2>
<p style="margin:0 0 16px;font-size:15px;line-height:22px;">Every year we look again at the cost of repairs, parts and claims. Repair costs across the UK have gone up again this year, and that&rsquo;s reflected in your price. Your no claims discount (5&nbsp;years) has been applied.</p>
<h2 style="margin:16px 0 8px;font-size:20px;line-height:26px;">Your policy</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
${row('Policy number', 'DWN-&#8203;4821-&#8203;3376')}
${row('Car', 'Ford Fiesta ST-Line 1.0 EcoBoost')}
${row('Registration', 'MA70&nbsp;KZT')}
${row('Cover', 'Comprehensive')}
${row('Renews on', '14&zwnj; December 2026')}
</table>
<h2 style="margin:24px 0 8px;font-size:20px;line-height:26px;">Your excess</h2>
<p style="margin:0 0 8px;font-size:15px;line-height:22px;">If you claim for accidental damage, this is what you pay towards it.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
${row('Compulsory excess', '£250')}
${row('Voluntary excess', '£250')}
${row('Total excess', '£500', true)}
</table>
<p style="margin:8px 0 0;font-size:13px;line-height:19px;color:#5b5b57;">A separate £95 excess applies to windscreen replacement.</p>
</td></tr>
<tr><td class="pad" style="padding:0 32px;">${spacer('https://cdn.e.darwin.co.uk/email/spacer.gif', 24)}</td></tr>
<tr><td class="pad text-dark" style="padding:0 32px 24px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:22px;color:#1d1d1b;">
<p style="margin:0;">Happy with everything? You don&rsquo;t need to do a thing &ndash; we&rsquo;ll renew your policy automatically. To turn off auto-renewal or make a change, open the Darwin app or <a href="${L(2)}" style="color:#1d1d1b;">log in to your account</a>.</p>
</td></tr>
<tr><td class="pad" style="padding:24px 32px;background-color:#1d1d1b;font-family:Helvetica,Arial,sans-serif;font-size:11px;line-height:16px;color:#bdbdb7;">
<p style="margin:0 0 8px;"><a href="${L(3)}" style="color:#bdbdb7;">Privacy notice</a> &nbsp;|&nbsp; <a href="${L(4)}" style="color:#bdbdb7;">Contact us</a></p>
<p style="margin:0;">Darwin is a trading name of Allianz Insurance plc. Registered in England number 84638. Registered office: 57 Ladymead, Guildford, Surrey GU1 1DB. Allianz Insurance plc is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority. Financial Services Register number 121849.</p>
</td></tr>
</table>
<!--[if mso]></td></tr></table><![endif]-->
</center>
<img src="https://ablink.e.darwin.co.uk/wf/open?upn=u001.${token(199, 64)}" alt="" width="1" height="1" border="0" style="height:1px !important;width:1px !important;border-width:0 !important;margin-top:0 !important;margin-bottom:0 !important;margin-right:0 !important;margin-left:0 !important;padding-top:0 !important;padding-bottom:0 !important;padding-right:0 !important;padding-left:0 !important;">`,
  });
  const copy = webmailCopy(insurerHtml, 'm_-3021876459901284417', { styles: false });
  const html = `<div dir="ltr">Here&#39;s the Darwin one for the Fiesta<br><br><div class="gmail_quote gmail_quote_container"><div dir="ltr" class="gmail_attr">---------- Forwarded message ---------<br>From: <strong class="gmail_sendername" dir="auto">Darwin</strong> <span dir="auto">&lt;<a href="mailto:hello@e.darwin.co.uk">hello@e.darwin.co.uk</a>&gt;</span><br>Date: Mon, 16 Nov 2026 at 09:12<br>Subject: Your renewal is ready, Tom<br>To: &lt;<a href="mailto:tom.ellery@gmail.com">tom.ellery@gmail.com</a>&gt;<br></div><br><br><div class="msg-3021876459901284417"><u></u>
<div id="m_-3021876459901284417body" style="margin:0;padding:0;background-color:#f3f1ec;word-spacing:normal">
${copy}
</div>
</div></div></div>
`;
  const plain = visibleText(html, GMAIL_TEXT) + '\n';
  const mail = message(
    [
      'MIME-Version: 1.0',
      'Date: Tue, 17 Nov 2026 20:41:09 +0000',
      'References: <0100019a2f7c8e41-7d1b5c2e-3a9f-4b6e-8c0d-1e2f3a4b5c6d-000000@email.amazonses.com>',
      'In-Reply-To: <0100019a2f7c8e41-7d1b5c2e-3a9f-4b6e-8c0d-1e2f3a4b5c6d-000000@email.amazonses.com>',
      'Message-ID: <CAGq7Wm1xR5c0Z8nF3vT2kLp9dHs4yBe6jUo0aQi_Nw7Xb=Kf1A@mail.gmail.com>',
      'Subject: Fwd: Your renewal is ready, Tom',
      'From: Tom Ellery <tom.ellery@gmail.com>',
      `To: ${TO}`,
    ],
    multipart('alternative', '000000000000f0c2a70625f18e3b', [qpPart('text/plain', plain), qpPart('text/html', html)]),
  );
  write('darwin-gmail-desktop-and-mobile-blocks.eml', mail);
}

// ===============================================================================================================
// 2. Prima, forwarded with Apple Mail on a Mac, which keeps the insurer's <style>s and comments inside its
// 'Begin forwarded message' blockquote. The price comparison puts LAST YEAR'S column first; the mobile version (hidden)
// stacks 'This year' above 'Last year'; an Outlook-only VML hero carries its own table with the new price; the date is
// only 'ends at 23:59 on 6 December 2026'; soft hyphens inside the excess labels.
{
  const L = (n) => `https://click.email.prima.co.uk/?qs=${token(200 + n, 96).toLowerCase()}`;
  const img = 'https://image.email.prima.co.uk/lib/fe3a11717564047a7d1c78/m/1';
  const cmp = (k, last, now, b = false) =>
    `<tr><td class="text-dark" style="padding:10px 12px;border-bottom:1px solid #dfe5ee;font-size:15px;line-height:20px;color:#0b2e59;${b ? 'font-weight:bold;' : ''}">${k}</td><td align="right" style="padding:10px 12px;border-bottom:1px solid #dfe5ee;font-size:15px;line-height:20px;color:#6b7a90;${b ? 'font-weight:bold;' : ''}">${last}</td><td align="right" class="text-dark" style="padding:10px 12px;border-bottom:1px solid #dfe5ee;background-color:#f2f7ff;font-size:15px;line-height:20px;color:#0b2e59;${b ? 'font-weight:bold;' : ''}">${now}</td></tr>`;
  const stackRow = (k, v, b = false) => `<tr><td style="padding:6px 0;font-size:15px;line-height:20px;color:#0b2e59;${b ? 'font-weight:bold;' : ''}">${k}</td><td align="right" style="padding:6px 0;font-size:15px;line-height:20px;color:#0b2e59;${b ? 'font-weight:bold;' : ''}">${v}</td></tr>`;
  const exRow = (k, v, b = false) => `<tr><td style="padding:8px 0;border-bottom:1px solid #dfe5ee;font-size:15px;line-height:20px;color:#0b2e59;${b ? 'font-weight:bold;' : ''}">${k}</td><td align="right" style="padding:8px 0;border-bottom:1px solid #dfe5ee;font-size:15px;line-height:20px;color:#0b2e59;${b ? 'font-weight:bold;' : ''}">${v}</td></tr>`;
  const mjSection = (inner) => `<!--[if mso | IE]><table align="center" border="0" cellpadding="0" cellspacing="0" class="" role="presentation" style="width:600px;" width="600" ><tr><td style="line-height:0px;font-size:0px;mso-line-height-rule:exactly;"><![endif]-->
<div class="bg-card" style="background:#ffffff;background-color:#ffffff;margin:0px auto;max-width:600px;">
<table align="center" border="0" cellpadding="0" cellspacing="0" role="presentation" style="background:#ffffff;background-color:#ffffff;width:100%;"><tbody><tr><td style="direction:ltr;font-size:0px;padding:0 24px;text-align:left;font-family:Arial,Helvetica,sans-serif;">
${inner}
</td></tr></tbody></table>
</div>
<!--[if mso | IE]></td></tr></table><![endif]-->`;
  const insurerHtml = page({
    title: 'Your car insurance is about to renew',
    css: RESPONSIVE_CSS + `\n.mj-column-per-100{width:100%!important;max-width:100%;}\n#outlook a{padding:0;}`,
    bodyAttrs: 'class="bg-body" style="word-spacing:normal;background-color:#eef2f7;"',
    body: `${preheader("Your renewal is ready - see what's changed", 48)}
<div class="bg-body" style="background-color:#eef2f7;" lang="en-GB" dir="auto">
${mjSection(`<div style="padding:24px 0 8px;"><a href="${L(0)}" target="_blank"><img class="logo-light" src="${img}/prima-logo.png" width="96" height="32" alt="Prima" style="display:block;border:0;"></a><div class="logo-dark" style="display:none;overflow:hidden;max-height:0;mso-hide:all;"><img src="${img}/prima-logo-negative.png" width="96" height="32" alt="Prima" style="display:block;border:0;"></div></div>`)}
<!--[if mso]>
<v:rect xmlns:v="urn:schemas-microsoft-com:vml" fill="true" stroke="false" style="width:600px;height:150px;">
<v:fill type="frame" src="${img}/hero-road.jpg" color="#0b2e59" />
<v:textbox inset="0,0,0,0">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0"><tr><td style="padding:28px 24px;font-family:Arial,sans-serif;color:#ffffff;">
<p style="margin:0;font-size:24px;font-weight:bold;">Your car insurance is about to renew</p>
<p style="margin:8px 0 0;font-size:18px;">Your new price: £529.74 a year</p>
</td></tr></table>
</v:textbox>
</v:rect>
<![endif]-->
<!--[if !mso]><!-->
<div style="max-width:600px;margin:0 auto;background:#0b2e59 url('${img}/hero-road.jpg') center/cover no-repeat;">
<div style="padding:28px 24px;font-family:Arial,Helvetica,sans-serif;color:#ffffff;">
<p style="margin:0;font-size:24px;line-height:30px;font-weight:bold;">Your car insurance is about to renew</p>
<p style="margin:8px 0 0;font-size:18px;line-height:24px;">Your new price: £<span style="font-size:30px;font-weight:bold;">529</span>.<sup style="font-size:16px;">74</sup> a year</p>
</div>
</div>
<!--<![endif]-->
${mjSection(`<div class="text-dark" style="padding:20px 0 0;font-size:16px;line-height:24px;color:#0b2e59;">
<p style="margin:0 0 12px;">Hi Aisha,</p>
<p style="margin:0 0 12px;">Your Prima policy for your Vauxhall Corsa SE Nav (LR21&nbsp;VHD) ends at 23:59 on 6&nbsp;December&nbsp;2026. We&rsquo;ll renew it automatically so you stay covered &ndash; you don&rsquo;t need to do anything.</p>
<p style="margin:0 0 12px;">Policy number: <strong>PUK&nbsp;7720&nbsp;4186</strong></p>
<h2 style="margin:20px 0 8px;font-size:19px;line-height:24px;">What&rsquo;s changed</h2>
</div>
<div class="desktop-only">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="font-family:Arial,Helvetica,sans-serif;">
<tr><th style="padding:8px 12px;"></th><th align="right" style="padding:8px 12px;font-size:13px;line-height:18px;color:#6b7a90;text-transform:uppercase;">Last year</th><th align="right" class="text-dark" style="padding:8px 12px;background-color:#f2f7ff;font-size:13px;line-height:18px;color:#0b2e59;text-transform:uppercase;">This year</th></tr>
${cmp('Car insurance', '£498.20', '£529.74')}
${cmp('Legal protection', '£24.99', '£24.99')}
${cmp('Breakdown cover (UK &amp; Europe)', '£59.00', '£62.00')}
${cmp('Total', '£582.19', '£616.73', true)}
</table>
</div>
<!--[if !mso]><!-->
<div class="mobile-only" style="display:none;max-height:0;overflow:hidden;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="font-family:Arial,Helvetica,sans-serif;">
<tr><td colspan="2" style="padding:12px 0 4px;font-size:13px;font-weight:bold;color:#0b2e59;text-transform:uppercase;">This year</td></tr>
${stackRow('Car insurance', '£529.74')}
${stackRow('Legal protection', '£24.99')}
${stackRow('Breakdown cover (UK &amp; Europe)', '£62.00')}
${stackRow('Total', '£616.73', true)}
<tr><td colspan="2" style="padding:16px 0 4px;font-size:13px;font-weight:bold;color:#6b7a90;text-transform:uppercase;">Last year</td></tr>
${stackRow('Car insurance', '£498.20')}
${stackRow('Legal protection', '£24.99')}
${stackRow('Breakdown cover (UK &amp; Europe)', '£59.00')}
${stackRow('Total', '£582.19', true)}
</table>
</div>
<!--<![endif]-->
<div class="text-dark" style="padding:8px 0 0;font-size:13px;line-height:19px;color:#6b7a90;">All prices include Insurance Premium Tax (IPT) at 12%.</div>`)}
${mjSection(`<div class="text-dark" style="padding:24px 0 0;font-size:16px;line-height:24px;color:#0b2e59;">
<h2 style="margin:0 0 8px;font-size:19px;line-height:24px;">Your excess</h2>
<p style="margin:0 0 8px;font-size:15px;line-height:22px;">This is what you&rsquo;d pay towards a claim for accidental damage.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="font-family:Arial,Helvetica,sans-serif;">
${exRow('Com&shy;pul&shy;sory excess', '£300')}
${exRow('Vol&shy;un&shy;tary excess', '£150')}
${exRow('Total accidental damage excess', '£450', true)}
</table>
<p style="margin:8px 0 0;font-size:13px;line-height:19px;color:#6b7a90;">Windscreen: £0 for a repair, £125 for a replacement.</p>
</div>
<div style="padding:24px 0;">${button('Check my renewal', L(1), '#0b2e59')}</div>
<div class="text-dark" style="padding:0 0 24px;font-size:15px;line-height:22px;color:#0b2e59;">
<p style="margin:0;">Need to change something, or don&rsquo;t want to renew? Let us know in your <a href="${L(2)}" style="color:#0b2e59;">Prima area</a> before your policy ends.</p>
</div>`)}
${mjSection(`<div style="padding:20px 0;font-size:11px;line-height:16px;color:#6b7a90;">
<p style="margin:0 0 8px;"><a href="${L(3)}" style="color:#6b7a90;">Privacy</a> &middot; <a href="${L(4)}" style="color:#6b7a90;">Help centre</a></p>
<p style="margin:0;">Prima is a trading name of Prima UK Insurance Services Ltd, authorised and regulated by the Financial Conduct Authority. Your policy is underwritten by Great Lakes Insurance UK Limited.</p>
</div>`)}
</div>
<img src="https://click.email.prima.co.uk/open.aspx?ffcb10-fec61779766d0d7b-fe2c1c7371620c7f701c71-fe3a11717564047a7d1c78-ff6615707d-fe2e15707266057e701170-ff3e1172706c06&amp;d=70212&amp;bmt=0" width="1" height="1" alt="">`,
  });
  const hdr = (k, v) =>
    `<div style="margin-top: 0px; margin-right: 0px; margin-bottom: 0px; margin-left: 0px;"><span style="font-family: -webkit-system-font, Helvetica Neue, Helvetica, sans-serif; color:rgba(0, 0, 0, 1.0);"><b>${k}: </b></span><span style="font-family: -webkit-system-font, Helvetica Neue, Helvetica, sans-serif;">${v}<br></span></div>`;
  const html = `<html aria-label="message body"><head><meta http-equiv="content-type" content="text/html; charset=utf-8"></head><body style="overflow-wrap: break-word; -webkit-nbsp-mode: space; line-break: after-white-space;">For Renewly<br id="lineBreakAtBeginningOfMessage"><div><br><blockquote type="cite"><div>Begin forwarded message:</div><br class="Apple-interchange-newline">${hdr('From', 'Prima &lt;<a href="mailto:noreply@prima.co.uk">noreply@prima.co.uk</a>&gt;')}${hdr('Subject', '<b>Your car insurance is about to renew</b>')}${hdr('Date', '9 November 2026 at 08:12:40 GMT')}${hdr('To', '<a href="mailto:aisha.khan@icloud.com">aisha.khan@icloud.com</a>')}<br><div>${bodyOf(insurerHtml)}</div></blockquote></div><br></body></html>`;
  const plain = visibleText(html, APPLE_TEXT) + '\n';
  const mail = message(
    [
      'From: Aisha Khan <aisha.khan@icloud.com>',
      'Content-Type: multipart/alternative;',
      '\tboundary="Apple-Mail=_4B1E8A2C-7D3F-4E9A-B6C1-0F2D5E8A9B3C"',
      'Mime-Version: 1.0 (Mac OS X Mail 16.0 \\(3826.500.181.1.5\\))',
      'Subject: Fwd: Your car insurance is about to renew',
      'Date: Tue, 10 Nov 2026 19:26:51 +0000',
      'References: <fe2c1c7371620c7f701c71-fe3a11717564047a7d1c78@email.prima.co.uk>',
      `To: ${TO}`,
      'Message-Id: <6A0F3C12-9B4D-4E27-A1C8-3D5E7F9B2C4A@icloud.com>',
      'X-Mailer: Apple Mail (2.3826.500.181.1.5)',
    ],
    '\r\n' +
      [
        '--Apple-Mail=_4B1E8A2C-7D3F-4E9A-B6C1-0F2D5E8A9B3C',
        part(['Content-Transfer-Encoding: quoted-printable', 'Content-Type: text/plain;', '\tcharset=utf-8'], qp(plain)),
        '--Apple-Mail=_4B1E8A2C-7D3F-4E9A-B6C1-0F2D5E8A9B3C',
        part(['Content-Transfer-Encoding: quoted-printable', 'Content-Type: text/html;', '\tcharset=utf-8'], qp(html)),
        '--Apple-Mail=_4B1E8A2C-7D3F-4E9A-B6C1-0F2D5E8A9B3C--',
        '',
      ].join(CRLF),
  );
  write('prima-apple-mail-last-year-column-first.eml', mail);
}

// ===============================================================================================================
// 3. Policy Expert, forwarded with Outlook for Windows, which sends its own Word HTML: the Outlook-only table (the
// price box the template shows Outlook) is what Outlook shows and forwards, the mobile copy is kept as
// display:none;mso-hide:all, the preheader too; zero-width spaces inside the renewal date (to stop the date being made
// a calendar link) survive in both parts.
{
  const L = (n) => `https://e.policyexpert.co.uk/c/${token(300 + n, 22)}/${token(350 + n, 40)}`;
  const p = (inner, style = 'font-size:11.5pt;font-family:"Arial",sans-serif;color:#1A1446') => `<p class=MsoNormal style='mso-line-height-alt:15.0pt'><span style='${style}'>${inner}<o:p></o:p></span></p>`;
  const kv = (k, v, b = false) =>
    `<tr><td width=260 style='width:195.0pt;border:none;border-bottom:solid #DADCE8 1.0pt;padding:7.5pt 0cm 7.5pt 0cm'><p class=MsoNormal><span style='font-size:11.0pt;font-family:"Arial",sans-serif;color:#4A4F6A'>${b ? '<b>' : ''}${k}${b ? '</b>' : ''}<o:p></o:p></span></p></td><td style='border:none;border-bottom:solid #DADCE8 1.0pt;padding:7.5pt 0cm 7.5pt 0cm'><p class=MsoNormal align=right style='text-align:right'><span style='font-size:11.0pt;font-family:"Arial",sans-serif;color:#1A1446'>${b ? '<b>' : ''}${v}${b ? '</b>' : ''}<o:p></o:p></span></p></td></tr>`;
  const note = `Here you go, the Policy Expert renewal for the Polo. Price has gone up again.`;
  const html = `<html xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word" xmlns:m="http://schemas.microsoft.com/office/2004/12/omml" xmlns="http://www.w3.org/TR/REC-html40"><head><meta http-equiv=Content-Type content="text/html; charset=utf-8"><meta name=Generator content="Microsoft Word 15 (filtered medium)"><!--[if !mso]><style>v\\:* {behavior:url(#default#VML);}
o\\:* {behavior:url(#default#VML);}
w\\:* {behavior:url(#default#VML);}
.shape {behavior:url(#default#VML);}
</style><![endif]--><style><!--
/* Font Definitions */
@font-face
	{font-family:"Cambria Math";
	panose-1:2 4 5 3 5 4 6 3 2 4;}
@font-face
	{font-family:Calibri;
	panose-1:2 15 5 2 2 2 4 3 2 4;}
@font-face
	{font-family:Aptos;}
/* Style Definitions */
p.MsoNormal, li.MsoNormal, div.MsoNormal
	{margin:0cm;
	font-size:12.0pt;
	font-family:"Aptos",sans-serif;}
a:link, span.MsoHyperlink
	{mso-style-priority:99;
	color:blue;
	text-decoration:underline;}
span.EmailStyle20
	{mso-style-type:personal-reply;
	font-family:"Aptos",sans-serif;
	color:windowtext;}
.MsoChpDefault
	{mso-style-type:export-only;
	font-size:10.0pt;
	mso-ligatures:none;}
@page WordSection1
	{size:612.0pt 792.0pt;
	margin:72.0pt 72.0pt 72.0pt 72.0pt;}
div.WordSection1
	{page:WordSection1;}
--></style><!--[if gte mso 9]><xml>
<o:shapedefaults v:ext="edit" spidmax="1026" />
</xml><![endif]--><!--[if gte mso 9]><xml>
<o:shapelayout v:ext="edit">
<o:idmap v:ext="edit" data="1" />
</o:shapelayout></xml><![endif]--></head><body lang=EN-GB link=blue vlink=purple style='word-wrap:break-word'><div class=WordSection1><p class=MsoNormal><span style='font-size:11.0pt'>${note}<o:p></o:p></span></p><p class=MsoNormal><span style='font-size:11.0pt'><o:p>&nbsp;</o:p></span></p><p class=MsoNormal><span style='font-size:11.0pt'>Gareth<o:p></o:p></span></p><p class=MsoNormal><span style='font-size:11.0pt'><o:p>&nbsp;</o:p></span></p><div id="mail-editor-reference-message-container"><div><div style='border:none;border-top:solid #B5C4DF 1.0pt;padding:3.0pt 0cm 0cm 0cm'><p class=MsoNormal style='margin-bottom:12.0pt'><b><span style='color:black'>From: </span></b><span style='color:black'>Policy Expert &lt;renewals@e.policyexpert.co.uk&gt;<br><b>Date: </b>Tuesday, 24 November 2026 at 07:02<br><b>To: </b>gareth.powell@btinternet.com &lt;gareth.powell@btinternet.com&gt;<br><b>Subject: </b>Your Policy Expert car insurance renewal<o:p></o:p></span></p></div><div style='display:none'><p class=MsoNormal><span style='font-size:1.0pt;color:white;display:none;mso-hide:all'>Your renewal is ready - see what&#8217;s changed<o:p></o:p></span></p></div><div style='display:none'><p class=MsoNormal><span style='font-size:1.0pt;display:none;mso-hide:all'>${FILLER(40)}<o:p></o:p></span></p></div><div align=center><table class=MsoNormalTable border=0 cellspacing=0 cellpadding=0 width=600 style='width:450.0pt;background:#F4F5FA'><tr><td style='padding:0cm 0cm 0cm 0cm'><div align=center><table class=MsoNormalTable border=0 cellspacing=0 cellpadding=0 width=600 style='width:450.0pt;background:white'>
<tr><td style='padding:18.0pt 24.0pt 6.0pt 24.0pt'><p class=MsoNormal><a href="${L(0)}" target="_blank"><span style='text-decoration:none'><img border=0 width=170 height=38 style='width:1.7708in;height:.3958in' id="_x0000_i1025" src="https://img.e.policyexpert.co.uk/brand/pe-logo-2024.png" alt="Policy Expert"></span></a><o:p></o:p></p></td></tr>
<tr><td style='padding:6.0pt 24.0pt 0cm 24.0pt'>
<p class=MsoNormal style='margin-bottom:9.0pt'><b><span style='font-size:19.5pt;font-family:"Arial",sans-serif;color:#1A1446'>Your car insurance renewal<o:p></o:p></span></b></p>
${p('Hi Gareth,')}
${p('&nbsp;')}
${p('It&#8217;s time to renew your car insurance for your VOLKSWAGEN POLO MATCH TSI (KY19&nbsp;HNF). Here&#8217;s everything you need to know.')}
${p('&nbsp;')}
<table class=MsoNormalTable border=0 cellspacing=0 cellpadding=0 width="100%" style='width:100.0%'>
${kv('Policy number', 'PEM22198874')}
${kv('Renewal date', '19&#8203;/12&#8203;/2026')}
${kv('Cover', 'Comprehensive')}
</table>
${p('&nbsp;')}
</td></tr>
<tr><td style='padding:0cm 24.0pt 0cm 24.0pt'><table class=MsoNormalTable border=1 cellspacing=0 cellpadding=0 width=552 style='width:414.0pt;background:#1A1446;border:none'><tr><td width=330 style='width:247.5pt;border:none;padding:15.0pt 15.0pt 15.0pt 15.0pt'><p class=MsoNormal><span style='font-size:12.0pt;font-family:"Arial",sans-serif;color:white'>Your renewal price<o:p></o:p></span></p><p class=MsoNormal><span style='font-size:10.0pt;font-family:"Arial",sans-serif;color:#C9CBE3'>12 months&#8217; cover, including Insurance Premium Tax<o:p></o:p></span></p></td><td style='border:none;padding:15.0pt 15.0pt 15.0pt 15.0pt'><p class=MsoNormal align=right style='text-align:right'><b><span style='font-size:24.0pt;font-family:"Arial",sans-serif;color:#FFD335'>£634.08<o:p></o:p></span></b></p></td></tr><tr><td width=330 style='width:247.5pt;border:none;border-top:solid #3A3F74 1.0pt;padding:9.0pt 15.0pt 9.0pt 15.0pt'><p class=MsoNormal><span style='font-size:10.5pt;font-family:"Arial",sans-serif;color:#C9CBE3'>Last year&#8217;s price<o:p></o:p></span></p></td><td style='border:none;border-top:solid #3A3F74 1.0pt;padding:9.0pt 15.0pt 9.0pt 15.0pt'><p class=MsoNormal align=right style='text-align:right'><span style='font-size:10.5pt;font-family:"Arial",sans-serif;color:#C9CBE3'>£602.55<o:p></o:p></span></p></td></tr><tr><td width=330 style='width:247.5pt;border:none;padding:0cm 15.0pt 12.0pt 15.0pt'><p class=MsoNormal><span style='font-size:10.5pt;font-family:"Arial",sans-serif;color:#C9CBE3'>Difference<o:p></o:p></span></p></td><td style='border:none;padding:0cm 15.0pt 12.0pt 15.0pt'><p class=MsoNormal align=right style='text-align:right'><span style='font-size:10.5pt;font-family:"Arial",sans-serif;color:#C9CBE3'>+£31.53<o:p></o:p></span></p></td></tr></table>
<div style='mso-hide:all'><div style='display:none;mso-hide:all'><p class=MsoNormal><span style='display:none;mso-hide:all'>Your renewal price £634.08 &#8211; last year £602.55<o:p></o:p></span></p></div></div></td></tr>
<tr><td style='padding:12.0pt 24.0pt 0cm 24.0pt'>
${p('Prefer to spread the cost? Pay a deposit of £63.41 and then 10 monthly instalments of £69.11. Total amount payable £754.51. Representative APR 22.9% (variable).', 'font-size:10.0pt;font-family:"Arial",sans-serif;color:#4A4F6A')}
${p('&nbsp;')}
<p class=MsoNormal style='margin-bottom:6.0pt'><b><span style='font-size:14.0pt;font-family:"Arial",sans-serif;color:#1A1446'>Your excess<o:p></o:p></span></b></p>
${p('If you make a claim for accidental damage you&#8217;ll pay:', 'font-size:11.0pt;font-family:"Arial",sans-serif;color:#1A1446')}
<table class=MsoNormalTable border=0 cellspacing=0 cellpadding=0 width="100%" style='width:100.0%'>
${kv('Compulsory excess', '£250')}
${kv('Voluntary excess', '£100')}
${kv('Total excess', '£350', true)}
</table>
${p('Windscreen replacement excess: £100. Repairs: £0.', 'font-size:10.0pt;font-family:"Arial",sans-serif;color:#4A4F6A')}
${p('&nbsp;')}
</td></tr>
<tr><td style='padding:6.0pt 24.0pt 18.0pt 24.0pt'><div align=center><table class=MsoNormalTable border=0 cellspacing=0 cellpadding=0><tr><td style='background:#FFD335;padding:0cm 0cm 0cm 0cm'><p class=MsoNormal align=center style='text-align:center'><a href="${L(1)}" target="_blank"><b><span style='font-size:12.0pt;font-family:"Arial",sans-serif;color:#1A1446;text-decoration:none'>View my renewal</span></b></a><o:p></o:p></p></td></tr></table></div></td></tr>
<tr><td style='padding:0cm 24.0pt 18.0pt 24.0pt'>
${p('If you&#8217;re happy, you don&#8217;t need to do anything &#8211; we&#8217;ll renew your policy automatically and take payment from your card ending 2284.', 'font-size:11.0pt;font-family:"Arial",sans-serif;color:#1A1446')}
</td></tr>
<tr><td style='background:#1A1446;padding:15.0pt 24.0pt 15.0pt 24.0pt'><p class=MsoNormal><span style='font-size:8.0pt;font-family:"Arial",sans-serif;color:#C9CBE3'>Policy Expert is a trading name of QMetric Group Limited, which is authorised and regulated by the Financial Conduct Authority. Registered in England and Wales. <a href="${L(2)}"><span style='color:#C9CBE3'>Unsubscribe</span></a><o:p></o:p></span></p></td></tr>
</table></div></td></tr></table></div><p class=MsoNormal><img border=0 width=1 height=1 style='width:.0104in;height:.0104in' id="_x0000_i1026" src="https://e.policyexpert.co.uk/o/${token(399, 40)}" alt=""><o:p></o:p></p></div></div></body></html>`;
  const plain = visibleText(html, OUTLOOK_TEXT) + '\n';
  const mail = message(
    [
      'From: Gareth Powell <gareth.powell@btinternet.com>',
      `To: <${TO}>`,
      'Subject: FW: Your Policy Expert car insurance renewal',
      'Date: Tue, 24 Nov 2026 12:30:17 -0000',
      'Message-ID: <002b01dc5d3e$8c1a4f20$a44eed60$@btinternet.com>',
      'MIME-Version: 1.0',
      'Content-Type: multipart/alternative;',
      '\tboundary="----=_NextPart_000_002C_01DC5D3E.8C1B8790"',
      'X-Mailer: Microsoft Outlook 16.0',
      'Thread-Index: AQHcXT6JfVqY1dD0SvKx2m3hQ7Lw4w==',
      'Content-Language: en-gb',
    ],
    '\r\nThis is a multipart message in MIME format.\r\n\r\n' +
      [
        '------=_NextPart_000_002C_01DC5D3E.8C1B8790',
        qpPart('text/plain', plain),
        '------=_NextPart_000_002C_01DC5D3E.8C1B8790',
        qpPart('text/html', html),
        '------=_NextPart_000_002C_01DC5D3E.8C1B8790--',
        '',
      ].join(CRLF),
  );
  write('policy-expert-outlook-word-html.eml', mail);
}

// ===============================================================================================================
// 4. Budget Insurance, forwarded with iPhone Mail (the original HTML inside its blockquote, comments and all): the
// price box is built twice, an Outlook-only table inside <!--[if mso]> and '£<span>471</span>.<sup>18</sup>' for
// everyone else; the extras make a larger 'total price with extras' and the monthly figures are for that total; the
// voluntary excess is 'Nil'.
{
  const L = (n) => `https://t.e.budgetinsurance.com/r/?id=h${token(400 + n, 8).toLowerCase()},${token(420 + n, 6).toLowerCase()},${token(440 + n, 6).toLowerCase()}`;
  const img = 'https://t.e.budgetinsurance.com/res/img/renewal-2026';
  const tr = (k, v, b = false) =>
    `<tr><td class="text-dark" style="padding:9px 0;border-bottom:1px dotted #c9c9c9;font-family:Verdana,Arial,sans-serif;font-size:14px;line-height:20px;color:#333333;${b ? 'font-weight:bold;' : ''}">${k}</td><td class="text-dark" align="right" style="padding:9px 0;border-bottom:1px dotted #c9c9c9;font-family:Verdana,Arial,sans-serif;font-size:14px;line-height:20px;color:#333333;${b ? 'font-weight:bold;' : ''}">${v}</td></tr>`;
  const insurerHtml = page({
    title: 'Your Budget car insurance renewal',
    css: RESPONSIVE_CSS + '\n.price-box{border-radius:8px;}',
    bodyAttrs: 'class="bg-body" style="margin:0;padding:0;background-color:#f2f2f2;"',
    body: `${preheader("Your renewal is ready - see what's changed")}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" class="bg-body" style="background-color:#f2f2f2;">
<tr><td align="center" style="padding:0;">
<table role="presentation" class="container bg-card" width="600" cellpadding="0" cellspacing="0" border="0" style="width:600px;background-color:#ffffff;">
<tr><td style="padding:0;background-color:#ff6a13;">${spacer(`${img}/spacer.gif`, 6)}</td></tr>
<tr><td class="pad" style="padding:20px 30px;"><a href="${L(0)}"><img src="${img}/budget-logo.png" width="150" height="40" alt="Budget Insurance" style="display:block;border:0;"></a></td></tr>
<tr><td class="pad text-dark" style="padding:0 30px;font-family:Verdana,Arial,sans-serif;font-size:14px;line-height:21px;color:#333333;">
<p style="margin:0 0 14px;">Dear Miss MacLeod,</p>
<p style="margin:0 0 14px;">Your car insurance renews on <strong>Tuesday 22 December 2026</strong>. Please check the details below are still right for you.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
${tr('Policy number', 'BDG/6412/8873')}
${tr('Car', 'NISSAN QASHQAI N-CONNECTA DIG-T')}
${tr('Registration', 'WP19 NRK')}
</table>
</td></tr>
<tr><td class="pad" style="padding:20px 30px 0;">
<!--[if mso]>
<table role="presentation" width="540" cellpadding="0" cellspacing="0" border="0" bgcolor="#fff0e6"><tr>
<td width="300" style="padding:18px 20px;font-family:Verdana,Arial,sans-serif;font-size:15px;color:#333333;">Your renewal price</td>
<td width="240" align="right" style="padding:18px 20px;font-family:Verdana,Arial,sans-serif;font-size:26px;font-weight:bold;color:#ff6a13;">£471.18</td>
</tr><tr>
<td style="padding:0 20px 16px;font-family:Verdana,Arial,sans-serif;font-size:13px;color:#666666;">Last year you paid</td>
<td align="right" style="padding:0 20px 16px;font-family:Verdana,Arial,sans-serif;font-size:13px;color:#666666;">£455.60</td>
</tr></table>
<![endif]-->
<!--[if !mso]><!-->
<div class="price-box" style="background-color:#fff0e6;padding:18px 20px;font-family:Verdana,Arial,sans-serif;">
<div style="font-size:15px;line-height:20px;color:#333333;">Your renewal price</div>
<div style="font-size:16px;line-height:44px;font-weight:bold;color:#ff6a13;">£<span style="font-size:40px;">471</span>.<sup style="font-size:18px;">18</sup></div>
<div style="font-size:13px;line-height:18px;color:#666666;">Last year you paid £455.60</div>
</div>
<!--<![endif]-->
</td></tr>
<tr><td class="pad text-dark" style="padding:20px 30px 0;font-family:Verdana,Arial,sans-serif;font-size:14px;line-height:21px;color:#333333;">
<p style="margin:0 0 8px;font-weight:bold;font-size:16px;">Your extras</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
${tr('Motor Legal Protection', '£26.50')}
${tr('Courtesy Car Plus', '£19.99')}
${tr('Total price with extras', '£517.67', true)}
</table>
<p style="margin:10px 0 0;font-size:12px;line-height:18px;color:#666666;">Paying monthly? Your deposit is £51.77, followed by 10 monthly instalments of £52.59. Total amount payable £577.67 (including your extras). Representative APR 24.9% (variable). Credit is provided by Premium Credit Limited.</p>
</td></tr>
<tr><td class="pad text-dark" style="padding:20px 30px 0;font-family:Verdana,Arial,sans-serif;font-size:14px;line-height:21px;color:#333333;">
<p style="margin:0 0 8px;font-weight:bold;font-size:16px;">Your excess</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
${tr('Compulsory excess', '£350')}
${tr('Voluntary excess', 'Nil')}
${tr('Total excess', '£350', true)}
</table>
<p style="margin:10px 0 0;font-size:12px;line-height:18px;color:#666666;">These excesses apply to accidental damage, fire and theft claims. Glass replacement excess £115.</p>
</td></tr>
<tr><td style="padding:24px 30px;">${button('Review my renewal', L(1), '#ff6a13', { radius: 24 })}</td></tr>
<tr><td class="pad text-dark" style="padding:0 30px 24px;font-family:Verdana,Arial,sans-serif;font-size:14px;line-height:21px;color:#333333;">
<p style="margin:0;">There&rsquo;s nothing you need to do if you&rsquo;re happy &ndash; your policy will renew automatically. Remember, you can change your cover or cancel auto-renewal at any time before your renewal date in <a href="${L(2)}" style="color:#ff6a13;">My Account</a>.</p>
</td></tr>
<tr><td class="pad" style="padding:18px 30px;background-color:#333333;font-family:Verdana,Arial,sans-serif;font-size:10px;line-height:15px;color:#cccccc;">
<p style="margin:0;">Budget Insurance is a trading name of BISL Limited, which is authorised and regulated by the Financial Conduct Authority. Registered office: Pegasus House, Bakewell Road, Orton Southgate, Peterborough PE2 6YS.</p>
</td></tr>
</table>
</td></tr>
</table>
<img src="${L(9)},1" width="0" height="0" alt="" style="display:none;">`,
  });
  const html = `<html><head><meta http-equiv="content-type" content="text/html; charset=utf-8"></head><body dir="auto"><div dir="ltr"></div><div dir="ltr">Sent from my iPhone</div><div dir="ltr"><br><blockquote type="cite">Begin forwarded message:<br><br></blockquote></div><blockquote type="cite"><div dir="ltr"><b>From:</b> Budget Insurance &lt;renewals@e.budgetinsurance.com&gt;<br><b>Date:</b> 23 November 2026 at 07:45:03 GMT<br><b>To:</b> shona.macleod@icloud.com<br><b>Subject:</b> <b>Your Budget car insurance renewal</b><br><b>Reply-To:</b> Budget Insurance &lt;noreply@e.budgetinsurance.com&gt;<br><br></div></blockquote><blockquote type="cite"><div dir="ltr">${bodyOf(insurerHtml)}</div></blockquote></body></html>`;
  const plain = visibleText(html, APPLE_TEXT) + '\n';
  const mail = message(
    [
      'Content-Type: multipart/alternative; boundary=Apple-Mail-7E3C1A9D-52F4-4B8E-9D06-A1C3E5F7092B',
      'Content-Transfer-Encoding: 7bit',
      'From: Shona MacLeod <shona.macleod@icloud.com>',
      'Mime-Version: 1.0 (1.0)',
      'Date: Wed, 25 Nov 2026 13:02:44 +0000',
      'Subject: Fwd: Your Budget car insurance renewal',
      'Message-Id: <B3D17A0E-6C29-4F5B-8E41-2A9C7D3F5E18@icloud.com>',
      'References: <1763884503.4471.8873@e.budgetinsurance.com>',
      `To: ${TO}`,
      'X-Mailer: iPhone Mail (23B85)',
    ],
    '\r\n' +
      [
        '--Apple-Mail-7E3C1A9D-52F4-4B8E-9D06-A1C3E5F7092B',
        part(['Content-Type: text/plain;', '\tcharset=utf-8', 'Content-Transfer-Encoding: quoted-printable'], qp(plain)),
        '--Apple-Mail-7E3C1A9D-52F4-4B8E-9D06-A1C3E5F7092B',
        part(['Content-Type: text/html;', '\tcharset=utf-8', 'Content-Transfer-Encoding: quoted-printable'], qp(html)),
        '--Apple-Mail-7E3C1A9D-52F4-4B8E-9D06-A1C3E5F7092B--',
        '',
      ].join(CRLF),
  );
  write('budget-iphone-mail-outlook-price-box.eml', mail);
}

// ===============================================================================================================
// 5. Waitrose, forwarded with Thunderbird's 'Forward As Attachment': the insurer's own multipart/alternative inside a
// message/rfc822 part. Its text/plain is last year's template, still branded 'Waitrose & Partners', with a 'view
// this email in your browser' link and no figures; the HTML (MJML, ghost tables, dark mode) carries them all, the
// price before the myWaitrose discount beside the price to pay.
{
  const L = (n) => `https://click.e.waitroseinsurance.com/?qs=${token(500 + n, 96).toLowerCase()}`;
  const img = 'https://image.e.waitroseinsurance.com/lib/fe4111737d64047c7d1d/m/2';
  const tr = (k, v, b = false) =>
    `<tr><td class="text-dark" style="padding:10px 0;border-bottom:1px solid #e5e0d5;font-family:Georgia,'Times New Roman',serif;font-size:16px;line-height:22px;color:#2b2b2b;${b ? 'font-weight:bold;' : ''}">${k}</td><td class="text-dark" align="right" style="padding:10px 0;border-bottom:1px solid #e5e0d5;font-family:Georgia,'Times New Roman',serif;font-size:16px;line-height:22px;color:#2b2b2b;${b ? 'font-weight:bold;' : ''}">${v}</td></tr>`;
  const ghost = (inner) => `<!--[if mso | IE]><table align="center" border="0" cellpadding="0" cellspacing="0" role="presentation" style="width:600px;" width="600" bgcolor="#ffffff"><tr><td style="line-height:0px;font-size:0px;mso-line-height-rule:exactly;"><![endif]-->
<div class="bg-card" style="background:#ffffff;margin:0px auto;max-width:600px;"><table align="center" border="0" cellpadding="0" cellspacing="0" role="presentation" style="background:#ffffff;width:100%;"><tbody><tr><td class="pad" style="direction:ltr;font-size:0px;padding:0 32px;text-align:left;">
${inner}
</td></tr></tbody></table></div>
<!--[if mso | IE]></td></tr></table><![endif]-->`;
  const insurerHtml = page({
    title: 'Your Waitrose Car Insurance renewal',
    css: RESPONSIVE_CSS,
    bodyAttrs: 'class="bg-body" style="word-spacing:normal;background-color:#f7f5f0;"',
    body: `${preheader("Your renewal is ready - see what's changed", 70)}
<div class="bg-body" style="background-color:#f7f5f0;" lang="en-GB">
<table role="presentation" align="center" width="600" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;"><tr><td align="right" style="padding:10px 0;font-family:Arial,sans-serif;font-size:11px;color:#777777;"><a href="${L(0)}" style="color:#777777;">View in browser</a></td></tr></table>
${ghost(`<div style="padding:28px 0 12px;text-align:center;"><img class="logo-light" src="${img}/waitrose-car-insurance-logo.png" width="220" height="44" alt="Waitrose Car Insurance" style="display:inline-block;border:0;"><div class="logo-dark" style="display:none;overflow:hidden;max-height:0;mso-hide:all;"><img src="${img}/waitrose-car-insurance-logo-white.png" width="220" height="44" alt="Waitrose Car Insurance" style="display:inline-block;border:0;"></div></div>`)}
${ghost(`<div class="text-dark" style="font-family:Georgia,'Times New Roman',serif;font-size:16px;line-height:24px;color:#2b2b2b;">
<h1 style="margin:8px 0 16px;font-size:28px;line-height:34px;font-weight:normal;text-align:center;">Time to renew your car&nbsp;insurance</h1>
<p style="margin:0 0 14px;">Dear Mrs Carter,</p>
<p style="margin:0 0 14px;">Your Waitrose Car Insurance policy for your Volvo XC40 Recharge Plus (GN70&nbsp;UFB) renews on <strong>28 December 2026</strong>. Your current policy ends on 27 December 2026.</p>
</div>`)}
${ghost(`<!--[if mso]><table role="presentation" width="536" cellpadding="0" cellspacing="0" border="0"><tr><td width="268" valign="top"><![endif]-->
<div class="stack" style="display:inline-block;width:100%;max-width:268px;vertical-align:top;">
<div style="margin:8px 8px 8px 0;padding:20px;background-color:#f0ede4;font-family:Georgia,'Times New Roman',serif;color:#2b2b2b;">
<div style="font-size:14px;line-height:20px;">Your renewal price</div>
<div style="font-size:18px;line-height:46px;">£<span style="font-size:40px;">812</span>.<sup style="font-size:18px;">35</sup></div>
<div style="font-size:13px;line-height:18px;color:#5c5c5c;">a year, including Insurance Premium Tax</div>
</div>
</div>
<!--[if mso]></td><td width="268" valign="top"><![endif]-->
<div class="stack" style="display:inline-block;width:100%;max-width:268px;vertical-align:top;">
<div style="margin:8px 0 8px 8px;padding:20px;border:1px solid #e5e0d5;font-family:Georgia,'Times New Roman',serif;color:#2b2b2b;">
<div style="font-size:14px;line-height:20px;">Last year&rsquo;s price</div>
<div style="font-size:24px;line-height:46px;">£764.90</div>
<div style="font-size:13px;line-height:18px;color:#5c5c5c;">an increase of £47.45</div>
</div>
</div>
<!--[if mso]></td></tr></table><![endif]-->
<div class="text-dark" style="font-family:Georgia,'Times New Roman',serif;font-size:14px;line-height:21px;color:#5c5c5c;padding:4px 0 0;">Your renewal price includes your myWaitrose member discount of £40.62 (£852.97 before discount). Prefer to pay monthly? 12 monthly payments of £74.83, total amount payable £897.96, representative APR 19.9%.</div>`)}
${ghost(`<div class="text-dark" style="font-family:Georgia,'Times New Roman',serif;font-size:16px;line-height:24px;color:#2b2b2b;padding:20px 0 0;">
<h2 style="margin:0 0 8px;font-size:20px;line-height:26px;font-weight:normal;">Your policy</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
${tr('Policy number', 'WCI&nbsp;5512&nbsp;0938')}
${tr('Cover', 'Comprehensive')}
${tr('Named drivers', 'Mrs H Carter, Mr P Carter')}
</table>
<h2 style="margin:24px 0 8px;font-size:20px;line-height:26px;font-weight:normal;">Your excess</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
${tr('Compulsory excess', '£200')}
${tr('Voluntary excess', '£250')}
${tr('Total excess for accidental damage', '£450', true)}
</table>
<p style="margin:8px 0 0;font-size:13px;line-height:19px;color:#5c5c5c;">Fire and theft claims: £450. Windscreen replacement: £90.</p>
</div>
<div style="padding:28px 0;">${button('See your renewal', L(1), '#4b6b2f', { radius: 0 })}</div>
<div class="text-dark" style="font-family:Georgia,'Times New Roman',serif;font-size:15px;line-height:22px;color:#2b2b2b;padding:0 0 28px;">If everything is correct, you don&rsquo;t need to do anything. We&rsquo;ll automatically renew your policy and collect your payment from your card ending 6604.</div>`)}
${ghost(`<div style="font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#777777;padding:20px 0;border-top:1px solid #e5e0d5;">Waitrose Car Insurance is arranged and administered by Covea Insurance plc and underwritten by Covea Insurance plc. Waitrose Limited is an Appointed Representative of Covea Insurance plc. <a href="${L(2)}" style="color:#777777;">Unsubscribe</a> | <a href="${L(3)}" style="color:#777777;">Privacy</a></div>`)}
</div>
<custom name="opencounter" type="tracking"/><img src="https://click.e.waitroseinsurance.com/open.aspx?ffcb10-fec110787d60067a-fe2315717c6d04797c1270-fe4111737d64047c7d1d-ff951676-fe2c167571630c7e771d73-fefc16797162&amp;d=10209&amp;bmt=0" width="1" height="1" alt="">`,
  });
  const insurerText = `Waitrose & Partners Car Insurance

View this email in your browser:
https://view.e.waitroseinsurance.com/?qs=${token(590, 96).toLowerCase()}

Dear Mrs Carter,

Your car insurance renewal documents are now ready to view in My Account. Please read them carefully and check that all the details are correct.

Log in to My Account: https://www.waitroseinsurance.com/car/my-account

If you have any questions, please call us.

Waitrose & Partners Car Insurance is arranged and administered by Covea Insurance plc.
Unsubscribe: https://click.e.waitroseinsurance.com/unsub_center.aspx?qs=${token(591, 64).toLowerCase()}
`;
  const inner = message(
    [
      'Return-Path: <bounce-97_HTML-241872631-1870493-10209-4417@bounce.e.waitroseinsurance.com>',
      'Received: from mta4.e.waitroseinsurance.com (mta4.e.waitroseinsurance.com [13.111.84.27])',
      '\tby mx.sky.com with ESMTPS id 4F2C1A0B3D; Thu, 26 Nov 2026 08:31:05 +0000 (GMT)',
      'DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; s=200608; d=e.waitroseinsurance.com;',
      ' h=From:To:Subject:Date:MIME-Version:Content-Type:Message-ID; i=carinsurance@e.waitroseinsurance.com;',
      ' bh=q7Vx0hH9cV2hT8H1Jd6C0p0Q1mL6lQ3D8yWm9w1QZ2k=;',
      ' b=Yk3pX2fH0mQ8rL5tV9cB1nW4sD7gJ2aE6uK0oR3iZ5xT8yN1qF4hC7vM2bP9wS6d',
      'From: "Waitrose Car Insurance" <carinsurance@e.waitroseinsurance.com>',
      'To: <helen.carter@sky.com>',
      'Subject: Your Waitrose Car Insurance renewal',
      'Date: Thu, 26 Nov 2026 02:30:44 -0600',
      'List-Unsubscribe: <https://click.e.waitroseinsurance.com/subscription_center.aspx?jwt=eyJhbGciOiJIUzI1NiJ9>',
      'Reply-To: "Waitrose Car Insurance" <reply-fe4111737d64047c7d1d-97_HTML-241872631-10209-4417@e.waitroseinsurance.com>',
      'x-job: 10209_1870493',
      'Message-ID: <7e2c41a9-5b03-4d8f-9a17-c64e2b8d1f05@atl1s07mta2604.xt.local>',
      'MIME-Version: 1.0',
    ],
    multipart('alternative', '----=_Part_4421871_1409371902.1764145844981', [qpPart('text/plain', insurerText), qpPart('text/html', insurerHtml)]),
  );
  const note = `Renewal attached (sent as an attachment as the forward came out all squashed).

Helen
`;
  const mail = message(
    [
      'Content-Type: multipart/mixed; boundary="------------0Wq8sLx3vT1nR5cK2mY7pH4e"',
      'Message-ID: <4b7d2e91-0c3a-4f6b-8e15-d29a7c6f3b80@sky.com>',
      'Date: Fri, 27 Nov 2026 21:14:36 +0000',
      'MIME-Version: 1.0',
      'User-Agent: Mozilla Thunderbird',
      'Content-Language: en-GB',
      `To: ${TO}`,
      'From: Helen Carter <helen.carter@sky.com>',
      'Subject: Fwd: Your Waitrose Car Insurance renewal',
    ],
    '\r\nThis is a multi-part message in MIME format.\r\n' +
      [
        '--------------0Wq8sLx3vT1nR5cK2mY7pH4e',
        part(['Content-Type: text/plain; charset=UTF-8; format=flowed', 'Content-Transfer-Encoding: 7bit'], crlf(note)),
        '--------------0Wq8sLx3vT1nR5cK2mY7pH4e',
        part(['Content-Type: message/rfc822; charset=UTF-8; name="Your Waitrose Car Insurance renewal.eml"', 'Content-Disposition: attachment; filename="Your Waitrose Car Insurance renewal.eml"'], inner),
        '',
        '--------------0Wq8sLx3vT1nR5cK2mY7pH4e--',
        '',
      ].join(CRLF),
  );
  write('waitrose-thunderbird-forward-as-attachment.eml', mail);
}

// ===============================================================================================================
// 6. first direct, forwarded with Outlook on the web: the email itself only says the renewal documents are attached
// (no figures in it); everything is in the attached PDF renewal invitation, made here with pdfkit. The PDF gives the
// period of insurance and the day the current policy ends; the excesses are a table with the kind of claim down the
// side and Compulsory / Voluntary / Total across the top.
const firstDirectPdf = await new Promise((resolve, reject) => {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 56, left: 60, right: 60 },
    info: { Title: 'Car insurance renewal invitation', Author: 'first direct', Producer: 'DocGen 7.2', CreationDate: new Date('2026-11-10T05:12:00Z') },
  });
  const chunks = [];
  doc.on('data', (c) => chunks.push(c));
  doc.on('end', () => resolve(Buffer.concat(chunks)));
  doc.on('error', reject);
  const X = 60;
  const W = 475;
  doc.fillColor('#000000').font('Helvetica-Bold').fontSize(20).text('first direct', X, 56);
  doc.font('Helvetica').fontSize(9).fillColor('#444444').text('car insurance', X, 80);
  doc.fontSize(9).text('PO Box 1234, Leeds LS98 1FD', 340, 60, { width: 195, align: 'right' });
  doc.text('03 456 100 103', 340, 72, { width: 195, align: 'right' });
  doc.fillColor('#000000').fontSize(10);
  doc.text('Mr R Mistry', X, 130);
  doc.text('27 Knighton Drive', X, 143);
  doc.text('Leicester', X, 156);
  doc.text('LE2 3HB', X, 169);
  doc.text('10 November 2026', 340, 130, { width: 195, align: 'right' });
  doc.font('Helvetica-Bold').fontSize(15).text('Your car insurance renewal invitation', X, 210);
  doc.font('Helvetica').fontSize(10);
  const kv = (k, v, y) => {
    doc.font('Helvetica').text(k, X, y);
    doc.font('Helvetica-Bold').text(v, X + 190, y);
  };
  kv('Policy number', 'FDM 0482 4417', 240);
  kv('Vehicle', 'SKODA OCTAVIA SE L TSI', 256);
  kv('Registration number', 'YB68 TWL', 272);
  kv('Cover', 'Comprehensive', 288);
  kv('Period of insurance', '9 December 2026 to 8 December 2027', 304);
  doc.font('Helvetica').text(
    'Dear Mr Mistry, thank you for choosing first direct car insurance. Your current policy ends at 23:59 on 8 December 2026. We have set out your renewal price below. If you are happy with it and your details have not changed, you do not need to do anything: your policy will renew automatically.',
    X,
    332,
    { width: W },
  );
  doc.font('Helvetica-Bold').fontSize(12).text('Your premium', X, 392);
  doc.fontSize(10);
  const money = (k, v, y, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(k, X, y);
    doc.text(v, X + 375, y, { width: 100, align: 'right' });
  };
  money('Annual premium for the year ahead (including Insurance Premium Tax)', '£723.84', 412, true);
  money('Your annual premium last year', '£668.20', 428);
  doc.font('Helvetica').fontSize(9).text('If you pay monthly: a deposit of £72.38, then 11 monthly payments of £66.36. Total amount payable £802.34. Representative APR 19.9% (variable).', X, 448, { width: W });
  doc.font('Helvetica-Bold').fontSize(12).text('Your excesses', X, 486);
  doc.fontSize(10);
  const cols = [X + 215, X + 300, X + 385];
  const exRow = (k, a, b, c, y, font = 'Helvetica') => {
    doc.font(font).text(k, X, y);
    [a, b, c].forEach((v, i) => doc.text(v, cols[i], y, { width: 80, align: 'right' }));
  };
  exRow('', 'Compulsory', 'Voluntary', 'Total', 506, 'Helvetica-Bold');
  doc.moveTo(X, 520).lineTo(X + W, 520).strokeColor('#999999').lineWidth(0.5).stroke();
  exRow('Accidental damage', '£250', '£200', '£450', 526);
  exRow('Fire and theft', '£250', '£200', '£450', 542);
  exRow('Windscreen replacement', '£115', '-', '£115', 558);
  doc.font('Helvetica').fontSize(9).text('Young or inexperienced drivers: an additional compulsory excess of £250 applies to any driver under 25 or holding a provisional licence.', X, 582, { width: W });
  doc.font('Helvetica-Bold').fontSize(12).text('What you need to do', X, 616);
  doc.font('Helvetica').fontSize(10).text(
    'Please check the enclosed Statement of Fact. If anything is wrong or has changed, call us on 03 456 100 103. If you do not want to renew, please tell us before 9 December 2026.',
    X,
    636,
    { width: W },
  );
  doc.fontSize(7.5).fillColor('#555555').text(
    'first direct is a division of HSBC UK Bank plc. first direct car insurance is arranged by HSBC UK Bank plc and underwritten by a panel of insurers. HSBC UK Bank plc is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority. Registered in England and Wales number 09928412. Registered office: 1 Centenary Square, Birmingham B1 1HQ.',
    X,
    740,
    { width: W },
  );
  doc.end();
});
{
  const L = (n) => `https://t.email.firstdirect.com/r/?id=h${token(600 + n, 7).toLowerCase()},${token(620 + n, 6).toLowerCase()},${token(640 + n, 6).toLowerCase()}`;
  const img = 'https://email.firstdirect.com/res/fd/img';
  const insurerHtml = page({
    title: 'Your first direct car insurance renewal documents',
    css: RESPONSIVE_CSS,
    bodyAttrs: 'class="bg-body" style="margin:0;padding:0;background-color:#ffffff;"',
    body: `${preheader("Your renewal is ready - see what's changed")}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" class="bg-body">
<tr><td align="center">
<table role="presentation" class="container" width="600" cellpadding="0" cellspacing="0" border="0" style="width:600px;">
<tr><td class="pad" style="padding:24px 24px 16px;border-bottom:4px solid #000000;"><img class="logo-light" src="${img}/fd-logo-black.png" width="140" height="34" alt="first direct" style="display:block;border:0;"><div class="logo-dark" style="display:none;overflow:hidden;max-height:0;mso-hide:all;"><img src="${img}/fd-logo-white.png" width="140" height="34" alt="first direct" style="display:block;border:0;"></div></td></tr>
<tr><td class="pad text-dark" style="padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:24px;color:#000000;">
<h1 style="margin:0 0 16px;font-size:26px;line-height:32px;font-weight:normal;">Your car insurance renewal</h1>
<p style="margin:0 0 16px;">Dear Mr Mistry,</p>
<p style="margin:0 0 16px;">Your first direct car insurance is due for renewal soon. We&rsquo;ve attached your renewal invitation as a PDF &ndash; it shows your new price, your cover and your excesses, so please read it carefully.</p>
<p style="margin:0 0 16px;">If you&rsquo;re happy with everything, you don&rsquo;t need to do anything and your policy will renew automatically.</p>
<p style="margin:0 0 24px;">To open the attachment you&rsquo;ll need a PDF reader. You can also see your documents when you log on to online banking.</p>
${button('Log on', L(0), '#000000', { radius: 0, w: 160 })}
</td></tr>
<tr><td class="pad" style="padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:11px;line-height:16px;color:#555555;border-top:1px solid #dddddd;">
<p style="margin:0 0 8px;">Please don&rsquo;t reply to this email &ndash; this mailbox isn&rsquo;t monitored. We&rsquo;ll never ask you for your full password or passcode by email.</p>
<p style="margin:0;">first direct is a division of HSBC UK Bank plc. Registered in England and Wales number 09928412. Registered office: 1 Centenary Square, Birmingham B1 1HQ.</p>
</td></tr>
</table>
</td></tr>
</table>
<img src="https://t.email.firstdirect.com/r/?id=h${token(699, 7).toLowerCase()},${token(698, 6).toLowerCase()},1" width="1" height="1" alt="" border="0" style="display:block;">`,
  });
  const copy = webmailCopy(insurerHtml, 'x_', { styles: true });
  const note = 'Renewal invite attached, Ravi';
  const html = `<html><head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<style type="text/css" style="display:none;"> P {margin-top:0;margin-bottom:0;} </style>
</head>
<body dir="ltr">
<div class="elementToProof" style="font-family: Aptos, Aptos_EmbeddedFont, Aptos_MSFontService, Calibri, Helvetica, sans-serif; font-size: 12pt; color: rgb(0, 0, 0);">
${note}</div>
<div id="appendonsend"></div>
<hr style="display:inline-block;width:98%" tabindex="-1">
<div id="divRplyFwdMsg" dir="ltr"><font face="Calibri, sans-serif" style="font-size:11pt" color="#000000"><b>From:</b> first direct &lt;carinsurance@email.firstdirect.com&gt;<br>
<b>Sent:</b> 11 November 2026 07:14<br>
<b>To:</b> ravi.mistry@outlook.com &lt;ravi.mistry@outlook.com&gt;<br>
<b>Subject:</b> Your first direct car insurance renewal documents</font>
<div>&nbsp;</div>
</div>
<div>${copy}</div>
</body>
</html>
`;
  const plain = visibleText(html, OUTLOOK_TEXT).replace(/^(Renewal invite attached, Ravi)\n/, '$1\n\n________________________________\n') + '\n';
  const mail = message(
    [
      'From: Ravi Mistry <ravi.mistry@outlook.com>',
      `To: "${TO}" <${TO}>`,
      'Subject: Fw: Your first direct car insurance renewal documents',
      'Thread-Topic: Your first direct car insurance renewal documents',
      'Thread-Index: AQHcU0Qx7Wm2pL9vK0eZ3tYb8nRfAg==',
      'Date: Thu, 12 Nov 2026 18:03:27 +0000',
      'Message-ID: <AS8P190MB1873C4F2A9E07B1D6E38F5A2C41D9@AS8P190MB1873.EURP190.PROD.OUTLOOK.COM>',
      'Accept-Language: en-GB, en-US',
      'Content-Language: en-GB',
      'X-MS-Has-Attach: yes',
      'X-MS-TNEF-Correlator:',
      'MIME-Version: 1.0',
    ],
    multipart('mixed', '_004_AS8P190MB1873C4F2A9E07B1D6E38F5A2C41D9AS8P190MB1873EURP_', [
      multipart('alternative', '_000_AS8P190MB1873C4F2A9E07B1D6E38F5A2C41D9AS8P190MB1873EURP_', [qpPart('text/plain', plain), qpPart('text/html', html)]),
      part(
        [
          'Content-Type: application/pdf; name="Renewal_Invitation_FDM04824417.pdf"',
          'Content-Description: Renewal_Invitation_FDM04824417.pdf',
          'Content-Disposition: attachment; filename="Renewal_Invitation_FDM04824417.pdf"; size=' + firstDirectPdf.length + ';',
          '\tcreation-date="Thu, 12 Nov 2026 18:03:12 GMT";',
          '\tmodification-date="Thu, 12 Nov 2026 18:03:27 GMT"',
          'Content-Transfer-Encoding: base64',
        ],
        b64(firstDirectPdf),
      ),
    ]),
  );
  write('first-direct-outlook-web-pdf-only.eml', mail);
}

// ===============================================================================================================
// 7. One Call Insurance: the insurer's email is plain text only, built from an HTML template by a converter that
// left no-break spaces between the label words and a zero-width space in the phone number; forwarded with K-9 Mail
// (plain text, format=flowed, quoted-printable).
{
  const nb = (s) => s.replace(/ /g, '\u00a0');
  const pad = (label, value) => (nb(label) + ':').padEnd(34, ' ') + value;
  const insurer = `ONE CALL INSURANCE
Car insurance renewal
--------------------------------------------------

Dear Mr Barker,

Thank you for choosing One Call Insurance. Your policy is due for renewal and we've found you a renewal price with your current insurer.

${pad('Policy number', 'OC-PC-4471903')}
${pad('Vehicle', 'PEUGEOT 208 ALLURE PURETECH')}
${pad('Registration', 'DN66 WSV')}
${pad('Renewal date', '21/12/2026')}

YOUR RENEWAL PRICE
${pad('Annual premium (including IPT)', '£498.16')}
${pad("Last year's annual premium", '£472.40')}

If you pay by instalments: a deposit of £49.82 followed by 10 monthly instalments of £48.93. Total amount payable £539.12. Representative APR 24.9%.

YOUR EXCESS (ACCIDENTAL DAMAGE, FIRE AND THEFT)
${pad('Compulsory excess', '£300')}
${pad('Voluntary excess', '£250')}
${pad('Total excess', '£550')}
Windscreen replacement excess: £125

WHAT YOU NEED TO DO
Nothing, if your details are correct. We'll renew your policy automatically on 21/12/2026 and collect your payment as before. If anything has changed, or you don't want to renew, call us on 01302\u200b 248 000 before your renewal date.

Kind regards,
The Renewals Team
One Call Insurance

One Call Insurance Services Limited is authorised and regulated by the Financial Conduct Authority. Registered in England No. 02802975. Registered office: One Call House, Wheatley Hall Road, Doncaster DN2 4LP.
`;
  const body = `Can you log this one? Thanks

Sent from my phone with K-9 Mail.

-------- Original Message --------
From: One Call Insurance <renewals@onecallinsurance.co.uk>
Sent: 21 November 2026 08:03:17 GMT
To: lee.barker@gmail.com
Subject: Your One Call car insurance renewal - OC-PC-4471903

${insurer}`;
  const mail = message(
    [
      'MIME-Version: 1.0',
      'Date: Sun, 22 Nov 2026 10:51:40 +0000',
      'User-Agent: K-9 Mail for Android',
      'Message-ID: <9F3A2C71-5E0B-4D86-B1C4-7A2E9F0D3B58@gmail.com>',
      'Subject: Fwd: Your One Call car insurance renewal - OC-PC-4471903',
      'From: Lee Barker <lee.barker@gmail.com>',
      `To: ${TO}`,
    ],
    part(['Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: quoted-printable'], qp(body)),
  );
  write('one-call-k9-mail-plain-text.eml', mail);
}

// ===============================================================================================================
// 8. Go Skippy, forwarded with Fastmail on the web (the original inside its blockquote, classes and <style>
// selectors given Fastmail's prefix, comments dropped): the headline price is a personalised image whose alt text is
// the only text in that block; the breakdown below states it again.
{
  const L = (n) => `https://r1.dmtrk.net/${token(800 + n, 6)}.html?${token(820 + n, 24)}`;
  const img = 'https://r1-t.trackedlink.net/_dmpublic/goskippy/2026/renewal';
  const tr = (k, v, b = false) =>
    `<tr><td style="padding:8px 0;border-bottom:1px solid #e3e8d0;font-family:'Trebuchet MS',Arial,sans-serif;font-size:15px;line-height:20px;color:#24321a;${b ? 'font-weight:bold;' : ''}">${k}</td><td align="right" style="padding:8px 0;border-bottom:1px solid #e3e8d0;font-family:'Trebuchet MS',Arial,sans-serif;font-size:15px;line-height:20px;color:#24321a;${b ? 'font-weight:bold;' : ''}">${v}</td></tr>`;
  const insurerHtml = page({
    title: 'Your Go Skippy renewal',
    css: RESPONSIVE_CSS,
    bodyAttrs: 'class="bg-body" style="margin:0;padding:0;background-color:#f4f7ea;"',
    body: `${preheader("Your renewal is ready - see what's changed")}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" class="bg-body" style="background-color:#f4f7ea;">
<tr><td align="center">
<table role="presentation" class="container bg-card" width="600" cellpadding="0" cellspacing="0" border="0" style="width:600px;background-color:#ffffff;">
<tr><td class="pad" style="padding:20px 28px;background-color:#8cc63f;"><img src="${img}/go-skippy-logo.png" width="140" height="44" alt="Go Skippy" style="display:block;border:0;"></td></tr>
<tr><td style="padding:0;"><a href="${L(0)}"><img src="https://movable-ink-7012.com/p/rp/0c8a1f3b2d4e5a6f.png?mi_u=GSK7719024&amp;mi_name=Dean" width="600" height="220" alt="Your renewal price is £547.18" style="display:block;width:100%;max-width:600px;height:auto;border:0;"></a></td></tr>
<tr><td class="pad" style="padding:24px 28px 0;font-family:'Trebuchet MS',Arial,sans-serif;font-size:15px;line-height:22px;color:#24321a;">
<p style="margin:0 0 12px;">Hi Dean,</p>
<p style="margin:0 0 12px;">Your Go Skippy car insurance is coming up for renewal on <b>11 December 2026</b>, and your new price is in the box above. Here&rsquo;s the detail.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
${tr('Policy number', 'GSK7719024')}
${tr('Vehicle', 'Toyota Aygo X-Play VVT-i, BK18 FWN')}
${tr('Renewal price for 12 months (including Insurance Premium Tax)', '£547.18', true)}
${tr('Last year&rsquo;s price', '£519.99')}
</table>
<p style="margin:12px 0 0;font-size:13px;line-height:19px;color:#55604a;">Paying monthly? A deposit of £54.72 and 10 monthly payments of £53.10 (total amount payable £585.72, representative APR 29.9%).</p>
</td></tr>
<tr><td class="pad" style="padding:20px 28px 0;font-family:'Trebuchet MS',Arial,sans-serif;font-size:15px;line-height:22px;color:#24321a;">
<p style="margin:0 0 8px;font-size:17px;font-weight:bold;">Your excess</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
${tr('Compulsory', '£350')}
${tr('Voluntary', '£250')}
${tr('Total', '£600', true)}
</table>
</td></tr>
<tr><td style="padding:24px 28px;">${button('Check my details', L(1), '#24321a', { radius: 22 })}</td></tr>
<tr><td class="pad" style="padding:0 28px 20px;">${spacer(`${img}/spacer.gif`, 10)}<img src="${img}/trustpilot-stars.png" width="180" height="34" alt="Rated Excellent on Trustpilot" style="display:block;border:0;"></td></tr>
<tr><td class="pad" style="padding:18px 28px;background-color:#24321a;font-family:Arial,sans-serif;font-size:10px;line-height:15px;color:#cfd8bf;">Go Skippy is a trading name of Go Skippy Insurance Services Limited, authorised and regulated by the Financial Conduct Authority. <a href="${L(2)}" style="color:#cfd8bf;">Unsubscribe</a></td></tr>
</table>
</td></tr>
</table>
<img src="https://r1.dmtrk.net/${token(899, 6)}.gif?${token(898, 24)}" width="1" height="1" alt="" border="0">`,
  });
  const copy = webmailCopy(insurerHtml, 'qt-', { styles: true, scope: '#qt ' });
  const html = `<!DOCTYPE html><html><head><title></title><style type="text/css">p.MsoNormal,p.MsoNoSpacing{margin:0}</style></head><body><div>This is the one from Go Skippy. Dean</div><div><br></div><div>----- Original message -----</div><div>From: Go Skippy &lt;<a href="mailto:noreply@e.goskippy.com">noreply@e.goskippy.com</a>&gt;</div><div>To: <a href="mailto:dean.whitfield@fastmail.co.uk">dean.whitfield@fastmail.co.uk</a></div><div>Subject: Your Go Skippy renewal</div><div>Date: Friday, 13 November 2026 08:30</div><div><br></div><blockquote type="cite" id="qt" style="">${copy}</blockquote><div><br></div></body></html>`;
  const plain = visibleText(html, PLAIN_TEXT) + '\n';
  const mail = message(
    [
      'MIME-Version: 1.0',
      'Message-Id: <b5e1c0d3-8a27-4f9e-a6b4-3c2d1e0f9a87@app.fastmail.com>',
      'In-Reply-To: <1731486600.GSK7719024@e.goskippy.com>',
      'References: <1731486600.GSK7719024@e.goskippy.com>',
      'Date: Sat, 14 Nov 2026 11:07:55 +0000',
      'From: "Dean Whitfield" <dean.whitfield@fastmail.co.uk>',
      `To: ${TO}`,
      'Subject: Fwd: Your Go Skippy renewal',
      'User-Agent: Cyrus-JMAP/3.11.0-alpha0-1103-g4c8f2e7d1-fm-20261110.001-g4c8f2e7d',
    ],
    multipart('alternative', 'a4f0c2d71b3e4958b6a7d2c1e0f98b3a', [qpPart('text/plain', plain), qpPart('text/html', html)]),
  );
  write('go-skippy-fastmail-price-image.eml', mail);
}

// ===============================================================================================================
// 9. insurethebox, forwarded with Samsung Email (the original kept whole under '-------- Original message --------'):
// three side-by-side cells (new price, last year, miles) on desktop, stacked in a hidden mobile copy; the price built
// from three spans; mileage, bonus miles and top-up prices about.
{
  const L = (n) => `https://x8k2p.mjt.lu/lnk/${token(900 + n, 12)}/${token(920 + n, 40)}`;
  const img = 'https://img.insurethebox.com/email/2026';
  const cellStyle = "padding:18px 12px;font-family:'Helvetica Neue',Arial,sans-serif;color:#002d5a;text-align:center;";
  const tr = (k, v, b = false) =>
    `<tr><td style="padding:8px 0;border-bottom:1px solid #d9e3ee;font-family:'Helvetica Neue',Arial,sans-serif;font-size:15px;line-height:20px;color:#002d5a;${b ? 'font-weight:bold;' : ''}">${k}</td><td align="right" style="padding:8px 0;border-bottom:1px solid #d9e3ee;font-family:'Helvetica Neue',Arial,sans-serif;font-size:15px;line-height:20px;color:#002d5a;${b ? 'font-weight:bold;' : ''}">${v}</td></tr>`;
  const insurerHtml = page({
    title: 'Your insurethebox renewal',
    css: RESPONSIVE_CSS + '\n.price span{white-space:nowrap;}',
    bodyAttrs: 'class="bg-body" style="margin:0;padding:0;background-color:#e9f1f8;"',
    body: `${preheader("Your renewal is ready - see what's changed")}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" class="bg-body" style="background-color:#e9f1f8;"><tr><td align="center">
<table role="presentation" class="container bg-card" width="600" cellpadding="0" cellspacing="0" border="0" style="width:600px;background-color:#ffffff;">
<tr><td class="pad" style="padding:22px 28px;border-bottom:3px solid #00a0df;"><a href="${L(0)}"><img src="${img}/itb-logo.png" width="170" height="40" alt="insurethebox" style="display:block;border:0;"></a></td></tr>
<tr><td class="pad" style="padding:24px 28px 8px;font-family:'Helvetica Neue',Arial,sans-serif;font-size:15px;line-height:22px;color:#002d5a;">
<p style="margin:0 0 12px;font-size:24px;line-height:30px;font-weight:bold;">Your renewal, Kirsty</p>
<p style="margin:0 0 12px;">Your policy renews on <b>2 January 2027</b>. Thanks for another year of great driving &ndash; your driving score this year was 87.</p>
</td></tr>
<tr><td class="pad desktop-only" style="padding:8px 28px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f2f8fd;">
<tr>
<td width="40%" class="price" style="${cellStyle}border-right:1px solid #d9e3ee;"><div style="font-size:13px;line-height:18px;">Your new price</div><div style="line-height:48px;font-weight:bold;"><span style="font-size:22px;">&pound;</span><span style="font-size:44px;">712</span><span style="font-size:22px;">.49</span></div><div style="font-size:12px;line-height:16px;">for the year</div></td>
<td width="30%" style="${cellStyle}border-right:1px solid #d9e3ee;"><div style="font-size:13px;line-height:18px;">Last year</div><div style="font-size:24px;line-height:48px;">&pound;689.99</div><div style="font-size:12px;line-height:16px;">&nbsp;</div></td>
<td width="30%" style="${cellStyle}"><div style="font-size:13px;line-height:18px;">Miles included</div><div style="font-size:24px;line-height:48px;">6,000</div><div style="font-size:12px;line-height:16px;">plus 420 Bonus Miles</div></td>
</tr>
</table>
</td></tr>
<tr><td class="pad" style="padding:0 28px;">
<div class="mobile-only" style="display:none;max-height:0;overflow:hidden;mso-hide:all;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f2f8fd;">
<tr><td style="${cellStyle}">Your new price<br><span style="font-size:36px;line-height:44px;font-weight:bold;">&pound;712.49</span><br>for the year</td></tr>
<tr><td style="${cellStyle}border-top:1px solid #d9e3ee;">Last year: &pound;689.99</td></tr>
<tr><td style="${cellStyle}border-top:1px solid #d9e3ee;">Miles included: 6,000 plus 420 Bonus Miles</td></tr>
</table>
</div>
</td></tr>
<tr><td class="pad" style="padding:16px 28px 0;font-family:'Helvetica Neue',Arial,sans-serif;font-size:15px;line-height:22px;color:#002d5a;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
${tr('Policy number', 'ITB22904418')}
${tr('Car', 'SEAT IBIZA FR TSI (SK67 VNX)')}
${tr('Compulsory excess', '&pound;250')}
${tr('Voluntary excess', '&pound;100')}
${tr('Total excess', '&pound;350', true)}
</table>
<p style="margin:12px 0 0;font-size:13px;line-height:19px;color:#4d6680;">Need more miles? Top-ups from &pound;0.09 a mile. Monthly payments: a deposit of &pound;71.25, then 10 payments of &pound;68.53 (total &pound;756.55, representative APR 23.9%).</p>
</td></tr>
<tr><td style="padding:24px 28px;">${button('View my renewal', L(1), '#00a0df')}</td></tr>
<tr><td class="pad" style="padding:18px 28px;background-color:#002d5a;font-family:Arial,sans-serif;font-size:10px;line-height:15px;color:#c5d3e2;">insurethebox is a trading name of Insure The Box Limited, authorised by the Gibraltar Financial Services Commission and subject to limited regulation by the Financial Conduct Authority and the Prudential Regulation Authority. <a href="${L(2)}" style="color:#c5d3e2;">Unsubscribe</a></td></tr>
</table>
</td></tr></table>
<img src="https://x8k2p.mjt.lu/oo/${token(999, 40)}.gif" alt="" height="1" width="1" border="0" style="height:1px;width:1px;border:0;">`,
  });
  const html = `<html><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"></head><body><div dir="auto">For the renewals app x</div><div dir="auto"><br></div><div dir="auto"><br></div><div id="composer_signature" dir="auto"><div style="font-size:12px;color:#575757" dir="auto">Sent from my Galaxy</div></div><div dir="auto"><br></div><div><br></div><div align="left" dir="auto" style="font-size:100%;color:#000000"><div>-------- Original message --------</div><div>From: insurethebox &lt;noreply@insurethebox.com&gt; </div><div>Date: 27/11/2026  07:48  (GMT+00:00) </div><div>To: kirsty.reid@hotmail.co.uk </div><div>Subject: Your insurethebox renewal </div><div><br></div></div>${bodyOf(insurerHtml)}</body></html>`;
  const plain = visibleText(html, { ...APPLE_TEXT, cell: ' ' }) + '\n';
  const mail = message(
    [
      'MIME-Version: 1.0',
      'Date: Sat, 28 Nov 2026 09:22:18 +0000',
      'Subject: Fwd: Your insurethebox renewal',
      'From: Kirsty Reid <kirsty.reid@hotmail.co.uk>',
      `To: ${TO}`,
      'Message-ID: <kr.20261128092218.4418@hotmail.co.uk>',
      'X-Mailer: Samsung Email',
    ],
    multipart('alternative', '--_com.samsung.android.email_2209441803118860', [b64Part('text/plain', plain), b64Part('text/html', html)]),
  );
  write('insurethebox-samsung-email.eml', mail);
}

// ===============================================================================================================
// 10. Carrot, forwarded with Outlook for iOS: soft hyphens inside long words and labels, the price '£<span>1,126</span>
// .<sup>80</sup>' (down on last year), dark-mode swapped logos, and a young driver's extra excess beside the total.
{
  const L = (n) => `https://e.carrotinsurance.com/e/c/${token(1000 + n, 60)}`;
  const img = 'https://userimg-assets.customeriomail.com/images/client-env-88214';
  const tr = (k, v, b = false) =>
    `<tr><td class="text-dark" style="padding:9px 0;border-bottom:1px solid #ffe0c2;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:20px;color:#3d2b1f;${b ? 'font-weight:bold;' : ''}">${k}</td><td class="text-dark" align="right" style="padding:9px 0;border-bottom:1px solid #ffe0c2;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:20px;color:#3d2b1f;${b ? 'font-weight:bold;' : ''}">${v}</td></tr>`;
  const insurerHtml = page({
    title: 'Your Carrot renewal is ready',
    css: RESPONSIVE_CSS,
    bodyAttrs: 'class="bg-body" style="margin:0;padding:0;background-color:#fff7ef;"',
    body: `${preheader("Your renewal is ready - see what's changed")}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" class="bg-body" style="background-color:#fff7ef;"><tr><td align="center" style="padding:16px 0;">
<table role="presentation" class="container bg-card" width="600" cellpadding="0" cellspacing="0" border="0" style="width:600px;background-color:#ffffff;border-radius:14px;">
<tr><td class="pad" style="padding:24px 28px 8px;"><img class="logo-light" src="${img}/carrot-logo-orange.png" width="130" height="38" alt="Carrot Insurance" style="display:block;border:0;"><div class="logo-dark" style="display:none;overflow:hidden;max-height:0;mso-hide:all;"><img src="${img}/carrot-logo-white.png" width="130" height="38" alt="Carrot Insurance" style="display:block;border:0;"></div></td></tr>
<tr><td class="pad text-dark" style="padding:8px 28px 0;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:24px;color:#3d2b1f;">
<h1 style="margin:0 0 12px;font-size:26px;line-height:32px;">Nice driving, Josh &#x1F955;</h1>
<p style="margin:0 0 12px;">Your Carrot pol&shy;icy renews on <b>Wed 23 Dec 2026</b>. Because of your smooth driving, your price has come down this year.</p>
</td></tr>
<tr><td class="pad" style="padding:8px 28px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#ff7a00;border-radius:12px;"><tr><td style="padding:20px 22px;font-family:Arial,Helvetica,sans-serif;color:#ffffff;">
<div style="font-size:14px;line-height:20px;">Your renewal price for 12 months</div>
<div style="font-size:20px;line-height:50px;font-weight:bold;">£<span style="font-size:46px;">1,126</span>.<sup style="font-size:20px;">80</sup></div>
<div style="font-size:14px;line-height:20px;">Last year: £1,348.45 &ndash; that&rsquo;s £221.65 less</div>
</td></tr></table>
</td></tr>
<tr><td class="pad text-dark" style="padding:16px 28px 0;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:22px;color:#3d2b1f;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
${tr('Pol&shy;icy number', 'CRT 0448 2917')}
${tr('Car', 'Volkswagen up! take up, FG69&nbsp;LMW')}
${tr('Com&shy;pul&shy;sory excess', '£250')}
${tr('Vol&shy;un&shy;tary excess', '£250')}
${tr('Total excess', '£500', true)}
</table>
<p style="margin:12px 0 0;font-size:13px;line-height:19px;color:#7a6455;">An extra young driver excess of £250 applies to claims while anyone under 21 is driving. Paying monthly: 12 payments of £99.16 (total £1,189.92, representative APR 18.9%).</p>
</td></tr>
<tr><td style="padding:24px 28px;">${button('See my renewal in the app', L(0), '#3d2b1f', { radius: 24, w: 280 })}</td></tr>
<tr><td class="pad text-dark" style="padding:0 28px 24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:22px;color:#3d2b1f;">Keep your black box app running and keep driving smoothly &ndash; every good month earns you more rewards. Nothing else to do: we&rsquo;ll renew auto&shy;mat&shy;ic&shy;ally.</td></tr>
<tr><td class="pad" style="padding:18px 28px;background-color:#3d2b1f;border-radius:0 0 14px 14px;font-family:Arial,sans-serif;font-size:10px;line-height:15px;color:#e8d6c8;">Carrot Insurance is a trading name of Carrot Risk Technologies Limited, authorised and regulated by the Financial Conduct Authority. <a href="${L(1)}" style="color:#e8d6c8;">Manage email preferences</a></td></tr>
</table>
</td></tr></table>
<img src="https://e.carrotinsurance.com/e/o/${token(1099, 60)}" style="height:1px !important;max-height:1px !important;max-width:1px !important;width:1px !important;display:none !important;" alt="">`,
  });
  const copy = webmailCopy(insurerHtml, 'x_', { styles: true });
  const html = `<html><head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>
<body>
<div dir="auto">Mum can you check this before it renews?</div>
<div dir="auto"><br></div>
<div id="ms-outlook-mobile-signature" dir="auto"><div dir="auto">Get <a href="https://aka.ms/o0ukef">Outlook for iOS</a></div></div>
<div id="mail-editor-reference-message-container" dir="auto"><div class="ms-outlook-mobile-reference-message skipProofing" dir="auto"><meta name="Generator" content="Microsoft Exchange Server">
<hr style="display:inline-block;width:98%" tabindex="-1">
<div id="divRplyFwdMsg" dir="ltr"><font face="Calibri, sans-serif" style="font-size:11pt" color="#000000"><b>From:</b> Carrot Insurance &lt;hello@carrotinsurance.com&gt;<br>
<b>Sent:</b> Wednesday, November 25, 2026 6:58:21 PM<br>
<b>To:</b> josh.patel@outlook.com &lt;josh.patel@outlook.com&gt;<br>
<b>Subject:</b> Your Carrot renewal is ready</font>
<div>&nbsp;</div>
</div>
${copy}
</div></div>
</body>
</html>
`;
  const plain = visibleText(html, OUTLOOK_TEXT).replace(/\n(From: Carrot)/, '\n________________________________\n$1') + '\n';
  const mail = message(
    [
      'From: Josh Patel <josh.patel@outlook.com>',
      `To: "${TO}" <${TO}>`,
      'Subject: Fwd: Your Carrot renewal is ready',
      'Thread-Topic: Your Carrot renewal is ready',
      'Thread-Index: AQHcXkL0vRm3Yc2pT0KwZ8eXb1nQfA==',
      'Date: Wed, 25 Nov 2026 21:16:44 +0000',
      'Message-ID: <LO2P265MB59174C2E8A1D3F60B7E9A4C1D82F5@LO2P265MB5917.GBRP265.PROD.OUTLOOK.COM>',
      'Accept-Language: en-GB, en-US',
      'Content-Language: en-GB',
      'X-MS-Has-Attach:',
      'MIME-Version: 1.0',
    ],
    multipart('alternative', '_000_LO2P265MB59174C2E8A1D3F60B7E9A4C1D82F5LO2P265MB5917GBRP_', [qpPart('text/plain', plain), qpPart('text/html', html)]),
  );
  write('carrot-outlook-ios-soft-hyphens.eml', mail);
}

// ===============================================================================================================
// 11. Hughes Insurance (Northern Ireland), forwarded with eM Client ('------ Original Message ------', no colons
// after its header names): zero-width non-joiners inside the date and phone numbers, &nbsp; between label words,
// soft hyphens, a Northern Irish registration.
{
  const L = (n) => `https://hughesinsurance.createsend1.com/t/d-l-${token(1100 + n, 7).toLowerCase()}-${token(1120 + n, 10).toLowerCase()}-y/`;
  const img = 'https://i1.createsend1.com/ei/d/A4/2F1/0C3/083512/csfinal/hughes';
  const tr = (k, v, b = false) =>
    `<tr><td style="padding:8px 10px;border:1px solid #d6dde6;font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:20px;color:#1b365d;${b ? 'font-weight:bold;background-color:#eef3f8;' : ''}">${k}</td><td align="right" style="padding:8px 10px;border:1px solid #d6dde6;font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:20px;color:#1b365d;${b ? 'font-weight:bold;background-color:#eef3f8;' : ''}">${v}</td></tr>`;
  const insurerHtml = page({
    title: 'Your Hughes Insurance car renewal',
    css: RESPONSIVE_CSS,
    bodyAttrs: 'class="bg-body" style="margin:0;padding:0;background-color:#f0f3f7;"',
    body: `${preheader("Your renewal is ready - see what's changed", 50)}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" class="bg-body" style="background-color:#f0f3f7;"><tr><td align="center">
<!--[if mso]><table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->
<table role="presentation" class="container bg-card" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background-color:#ffffff;">
<tr><td class="pad" style="padding:20px 26px;background-color:#1b365d;"><img src="${img}/hughes-logo-white.png" width="160" height="42" alt="Hughes Insurance" style="display:block;border:0;"></td></tr>
<tr><td class="pad" style="padding:24px 26px 0;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:22px;color:#1b365d;">
<p style="margin:0 0 12px;">Dear Mr McCann,</p>
<p style="margin:0 0 12px;">Your car in&shy;sur&shy;ance is due for re&shy;newal. Your renewal date is <b>30&zwnj;/12&zwnj;/2026</b>. We&rsquo;ve searched our panel of insurers and your current insurer has offered the best price for your cover.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;">
${tr('Policy&nbsp;number', 'HUG/MC/0318842')}
${tr('Vehicle', 'Ford Kuga Titanium EcoBlue')}
${tr('Registration', 'KIG&nbsp;4871')}
${tr('Underwriter', 'Aviva Insurance Limited')}
</table>
</td></tr>
<tr><td class="pad" style="padding:20px 26px 0;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:22px;color:#1b365d;">
<p style="margin:0 0 8px;font-size:17px;font-weight:bold;">Your renewal premium</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;">
${tr('Annual&nbsp;premium (inc. Insurance Premium Tax)', '£<span style="font-size:20px;">742</span>.<sup>60</sup>', true)}
${tr('Last&nbsp;year&rsquo;s&nbsp;premium', '£701.15')}
</table>
<p style="margin:10px 0 0;font-size:13px;line-height:19px;color:#4a5d78;">Pay by Direct Debit: 10 monthly instalments of £79.46 (total amount payable £794.60, representative APR 23.8%).</p>
</td></tr>
<tr><td class="pad" style="padding:20px 26px 0;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:22px;color:#1b365d;">
<p style="margin:0 0 8px;font-size:17px;font-weight:bold;">Your excess</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;">
${tr('Compulsory&nbsp;excess', '£350')}
${tr('Voluntary&nbsp;excess', '£150')}
${tr('Total&nbsp;excess', '£500', true)}
</table>
</td></tr>
<tr><td style="padding:24px 26px;">${button('Renew or change my cover', L(0), '#e4002b', { radius: 4, w: 280 })}</td></tr>
<tr><td class="pad" style="padding:0 26px 24px;font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:21px;color:#1b365d;">Questions? Call our Belfast team on 028&zwnj; 9055&zwnj; 5330 (Mon&ndash;Fri 9am&ndash;7pm, Sat 9am&ndash;1pm) or pop into your local branch.</td></tr>
<tr><td class="pad" style="padding:18px 26px;background-color:#1b365d;font-family:Arial,sans-serif;font-size:10px;line-height:15px;color:#c8d3e2;">Hughes Insurance is a trading name of Hughes Insurance Services Limited, authorised and regulated by the Financial Conduct Authority. Registered in Northern Ireland. <a href="${L(1)}" style="color:#c8d3e2;">Unsubscribe</a></td></tr>
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr></table>
<img src="https://hughesinsurance.cmail19.com/t/d-o-${token(1199, 7).toLowerCase()}-${token(1198, 10).toLowerCase()}/o.gif" width="1" height="1" border="0" alt="">`,
  });
  const html = `<html><head>
<style id="css_styles" type="text/css"><!--blockquote.cite { margin-left: 5px; margin-right: 0px; padding-left: 10px; padding-right:0px; border-left: 1px solid #cccccc }
blockquote.cite2 {margin-left: 5px; margin-right: 0px; padding-left: 10px; padding-right:0px; border-left: 1px solid #cccccc; margin-top: 3px; padding-top: 0px; }
a img { border: 0px; }
body { font-family: Calibri; font-size: 11pt; }
.plain pre, .plain tt { font-family: Calibri; font-size: 11pt; }--></style></head>
<body><div>For Renewly.</div><div><br /></div><div>Niall</div><div><br /></div>
<div>------ Original Message ------</div>
<div>From "Hughes Insurance" &lt;<a href="mailto:renewals@hughesinsurance.co.uk">renewals@hughesinsurance.co.uk</a>&gt;</div>
<div>To <a href="mailto:niall.mccann@btinternet.com">niall.mccann@btinternet.com</a></div>
<div>Date 24/11/2026 09:14:02</div>
<div>Subject Your Hughes Insurance car renewal</div>
<div><br /></div>
<div id="x4a1c70e2b9d345e6a0f1b2c3d4e5f607"><blockquote cite="em4b0d2a71-3c5e-4f86-9a1b-2c3d4e5f6a7b@mail.hughesinsurance.co.uk" type="cite" class="cite2">
${bodyOf(insurerHtml)}
</blockquote></div>
</body></html>`;
  const plain = visibleText(html, PLAIN_TEXT) + '\n';
  const mail = message(
    [
      'From: "Niall McCann" <niall.mccann@btinternet.com>',
      'To: ' + TO,
      'Subject: Fwd: Your Hughes Insurance car renewal',
      'Date: Thu, 26 Nov 2026 19:40:11 +0000',
      'Message-Id: <em8c2e41d7-0a3b-4c9d-8e7f-1a2b3c4d5e6f@8f3a1c2d.com>',
      'In-Reply-To: <em4b0d2a71-3c5e-4f86-9a1b-2c3d4e5f6a7b@mail.hughesinsurance.co.uk>',
      'Reply-To: "Niall McCann" <niall.mccann@btinternet.com>',
      'User-Agent: eM_Client/10.1.4588.0',
      'Mime-Version: 1.0',
    ],
    multipart('alternative', '------=_MB8E0A3C71-2F4D-4B6E-9A15-C3D7E2F0B841', [qpPart('text/plain', plain), qpPart('text/html', html)]),
  );
  write('hughes-em-client-northern-ireland.eml', mail);
}

// ===============================================================================================================
// 12. TSB, forwarded with AOL Mail (classes given 'aolmail_', <style>s and comments dropped): no-break spaces between
// nearly every pair of words, the price in the preheader, 'ends at 23:59 on' and 'starts on' both given.
{
  const L = (n) => `https://links.e.tsb.co.uk/els/v2/${token(1200 + n, 12)}/${token(1220 + n, 60)}/`;
  const img = 'https://contentz.mkt5271.com/lp/static/tsb/renewal';
  const nb = (s) => s.replace(/ /g, '&nbsp;');
  const tr = (k, v, b = false) =>
    `<tr><td class="text-dark" style="padding:10px 0;border-bottom:1px solid #dcd6ea;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:20px;color:#1e1a34;${b ? 'font-weight:bold;' : ''}">${nb(k)}</td><td class="text-dark" align="right" style="padding:10px 0;border-bottom:1px solid #dcd6ea;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:20px;color:#1e1a34;${b ? 'font-weight:bold;' : ''}">${v}</td></tr>`;
  const insurerHtml = page({
    title: 'Your TSB Car Insurance renewal',
    css: RESPONSIVE_CSS,
    bodyAttrs: 'class="bg-body" style="margin:0;padding:0;background-color:#f5f4f9;"',
    body: `${preheader('Your new price is £563.27 - £24.63 less than last year')}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" class="bg-body" style="background-color:#f5f4f9;"><tr><td align="center">
<table role="presentation" class="container bg-card" width="600" cellpadding="0" cellspacing="0" border="0" style="width:600px;background-color:#ffffff;">
<tr><td class="pad" style="padding:20px 28px;"><img class="logo-light" src="${img}/tsb-logo.png" width="90" height="40" alt="TSB" style="display:block;border:0;"><div class="logo-dark" style="display:none;overflow:hidden;max-height:0;mso-hide:all;"><img src="${img}/tsb-logo-white.png" width="90" height="40" alt="TSB" style="display:block;border:0;"></div></td></tr>
<tr><td style="padding:0;"><img src="${img}/hero-winter-road.jpg" width="600" height="180" alt="A car on a winter road" style="display:block;width:100%;max-width:600px;height:auto;border:0;"></td></tr>
<tr><td class="pad text-dark" style="padding:24px 28px 0;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:24px;color:#1e1a34;">
<h1 style="margin:0 0 12px;font-size:26px;line-height:32px;">${nb('Your car insurance renewal')}</h1>
<p style="margin:0 0 12px;">${nb('Dear Mrs Doyle,')}</p>
<p style="margin:0 0 12px;">${nb('Your TSB Car Insurance cover ends at 23:59 on 17 December 2026. Your new policy starts on 18 December 2026 and we’ll renew it automatically.')}</p>
</td></tr>
<tr><td class="pad" style="padding:8px 28px;">
<!--[if mso]><table role="presentation" width="544" cellpadding="0" cellspacing="0" border="0" bgcolor="#eae6f4"><tr><td style="padding:18px 20px;font-family:Arial,sans-serif;font-size:15px;color:#1e1a34;">Your renewal price: <b>£563.27</b> for the year</td></tr></table><![endif]-->
<!--[if !mso]><!-->
<div style="background-color:#eae6f4;border-radius:10px;padding:18px 20px;font-family:Arial,Helvetica,sans-serif;color:#1e1a34;">
<div style="font-size:14px;line-height:20px;">${nb('Your renewal price')}</div>
<div style="font-size:18px;line-height:46px;font-weight:bold;color:#3a1c71;">£<span style="font-size:40px;">563</span>.<sup style="font-size:18px;">27</sup></div>
<div style="font-size:14px;line-height:20px;">${nb('for the year, including Insurance Premium Tax')}</div>
</div>
<!--<![endif]-->
</td></tr>
<tr><td class="pad text-dark" style="padding:16px 28px 0;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:22px;color:#1e1a34;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
${tr('Last year’s price', '£587.90')}
${tr('Policy number', 'TSBC&nbsp;6612&nbsp;0487')}
${tr('Car', 'HONDA JAZZ EX HYBRID (EY20&nbsp;KPD)')}
${tr('Compulsory excess', '£250')}
${tr('Voluntary excess', '£500')}
${tr('Total excess', '£750', true)}
</table>
<p style="margin:12px 0 0;font-size:13px;line-height:19px;color:#5d5675;">${nb('Paying monthly: a first payment of £56.33 then 11 payments of £51.16. Total amount payable £619.09. Representative APR 21.9% (fixed).')}</p>
</td></tr>
<tr><td style="padding:24px 28px;">${button('View my renewal', L(0), '#3a1c71')}</td></tr>
<tr><td class="pad" style="padding:18px 28px;background-color:#1e1a34;font-family:Arial,sans-serif;font-size:10px;line-height:15px;color:#cfc9e2;">TSB Car Insurance is arranged and administered by TSB Bank plc and underwritten by a panel of insurers. TSB Bank plc, Henry Duncan House, 120 George Street, Edinburgh EH2 4LH. Registered in Scotland no. SC095237. <a href="${L(1)}" style="color:#cfc9e2;">Unsubscribe</a></td></tr>
</table>
</td></tr></table>
<img src="https://links.e.tsb.co.uk/open/log/${token(1299, 12)}/${token(1298, 60)}/0" width="1" height="1" alt="" border="0">`,
  });
  const copy = webmailCopy(insurerHtml, 'aolmail_', { styles: false });
  const html = `<html><head></head><body><div class="yahoo-style-wrap" style="font-family:Helvetica Neue, Helvetica, Arial, sans-serif;font-size:16px;"><div dir="ltr" data-setdir="false">here is the TSB one, Maggie</div><div><br></div>
<div id="yahoo_quoted_7730418852" class="yahoo_quoted">
<div style="font-family:'Helvetica Neue', Helvetica, Arial, sans-serif;font-size:13px;color:#26282a;">
<div>-----Original Message-----<br>From: TSB Car Insurance &lt;carinsurance@e.tsb.co.uk&gt;<br>To: maggie.doyle@aol.com<br>Sent: Thu, 19 Nov 2026 9:02<br>Subject: Your TSB Car Insurance renewal<br><br></div>
<div id="aolmail_yiv3028471596">${copy}</div>
</div></div></div></body></html>`;
  const plain = visibleText(html, PLAIN_TEXT) + '\n';
  const mail = message(
    [
      'Date: Mon, 23 Nov 2026 17:48:02 +0000 (UTC)',
      'From: Margaret Doyle <maggie.doyle@aol.com>',
      `To: ${TO}`,
      'Message-ID: <1820734119.3318204.1763920082114@mail.yahoo.com>',
      'Subject: Fwd: Your TSB Car Insurance renewal',
      'MIME-Version: 1.0',
      'X-Mailer: WebService/1.1.24652 AolMailNorrin',
    ],
    multipart('alternative', '----=_Part_3318203_1189062471.1763920082113', [qpPart('text/plain', plain), qpPart('text/html', html)]),
  );
  write('tsb-aol-mail-nbsp.eml', mail);
}
