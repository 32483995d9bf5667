// The MIME building blocks of the forwarded-email fixture makers (fresh-1/make.mjs, fresh-2/make.mjs): base64 and
// quoted-printable bodies at 76 columns, a part (headers, a blank line, its body) and a multipart of parts.
export const CRLF = '\r\n';

export function b64(buf) {
  return Buffer.from(buf).toString('base64').replace(/.{1,76}/g, '$&\n').trimEnd().split('\n').join(CRLF);
}

/** Quoted-printable of `text`, each line turned to bytes by `bytesOf` (the caller's charset). */
export function quotedPrintable(text, bytesOf) {
  return text
    .replace(/\r\n/g, '\n')
    .split('\n')
    .map((line) => {
      let out = '';
      const buf = bytesOf(line);
      buf.forEach((b, i) => {
        const last = i === buf.length - 1;
        if ((b >= 33 && b <= 126 && b !== 61) || ((b === 32 || b === 9) && !last)) out += String.fromCharCode(b);
        else out += '=' + b.toString(16).toUpperCase().padStart(2, '0');
      });
      // Soft breaks so no line is longer than 76.
      const pieces = [];
      while (out.length > 75) {
        let cut = 75;
        const eq = out.lastIndexOf('=', cut - 1);
        if (eq > cut - 3) cut = eq;
        pieces.push(out.slice(0, cut) + '=');
        out = out.slice(cut);
      }
      pieces.push(out);
      return pieces.join(CRLF);
    })
    .join(CRLF);
}

export function part(headers, body) {
  return [...headers, '', body].join(CRLF);
}

export function multipart(type, boundary, parts, extraHeaders = []) {
  return part(
    [`Content-Type: multipart/${type}; boundary="${boundary}"`, ...extraHeaders],
    [...parts.map((p) => `--${boundary}${CRLF}${p}`), `--${boundary}--`, ''].join(CRLF),
  );
}
