// /api/docs: the OpenAPI document as one server-rendered HTML page (no scripts: the CSP allows none from elsewhere,
// and a list of operations needs none).
import type { OpenApiDocument, OpenApiOperation } from './openapi';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const pretty = (v: unknown) => `<pre>${escapeHtml(JSON.stringify(v, null, 2))}</pre>`;

function operationHtml(path: string, method: string, op: OpenApiOperation): string {
  const params = (op.parameters ?? [])
    .map((p) => `<li><code>${escapeHtml(p.name)}</code> (${p.in}${p.required ? ', required' : ''}) ${pretty(p.schema)}</li>`)
    .join('');
  const json = (op.requestBody?.content as Record<string, { schema: unknown }> | undefined)?.['application/json'];
  const fileTypes = op.requestBody && !json ? Object.keys(op.requestBody.content) : [];
  const body = json ? `<h4>JSON body</h4>${pretty(json.schema)}` : fileTypes.length > 0 ? `<h4>Body</h4><p>The file itself: ${escapeHtml(fileTypes.join(', '))}</p>` : '';
  const answers = Object.entries(op.responses)
    .map(([status, r]) => `<li><code>${status}</code> ${escapeHtml(r.description)}</li>`)
    .join('');
  return `<section class="op" id="${escapeHtml(op.operationId)}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code>${op.security ? ' <span class="auth">signed in</span>' : ' <span class="auth open">public</span>'}</h3>
${params ? `<h4>Parameters</h4><ul>${params}</ul>` : ''}${body}<h4>Answers</h4><ul>${answers}</ul>
</section>`;
}

export function renderDocsPage(doc: OpenApiDocument): string {
  const ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op })),
  );
  const tags = [...new Set(ops.map((o) => o.op.tags[0] ?? 'api'))];
  const body = tags
    .map((tag) => `<h2>${escapeHtml(tag)}</h2>${ops.filter((o) => o.op.tags[0] === tag).map((o) => operationHtml(o.path, o.method, o.op)).join('\n')}`)
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:0 auto;padding:1rem;color:#1f2933}
.op{border:1px solid #d9e2ec;border-radius:6px;padding:.25rem 1rem;margin:.75rem 0}
.method{display:inline-block;min-width:4.5em;font-weight:600}.get{color:#0b6e4f}.post{color:#1d4ed8}.put,.patch{color:#9a6700}.delete{color:#b42318}
.auth{font-size:.8em;background:#eef2f7;border-radius:4px;padding:0 .4em}.open{background:#e6f4ea}
pre{background:#f5f7fa;padding:.5rem;overflow:auto;font-size:13px}h4{margin:.5rem 0 .25rem}
</style></head><body>
<h1>${escapeHtml(doc.info.title)} <small>${escapeHtml(doc.info.version)}</small></h1>
<p>${escapeHtml(doc.info.description)}</p>
<p>${ops.length} operations. Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${doc.openapi}).</p>
${body}
</body></html>`;
}
