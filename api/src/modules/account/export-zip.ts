// "Download everything (zip)" (issue 49): the JSON export, the policies' CSV and every document of the user's own
// policies, opened, as documents/<plate>/<policy year>/<kind> - <file name>. Streamed: the zip is never held whole.
import type { Connection } from 'mongoose';
import { ZipFile } from 'yazl';
import { DOCUMENT_KIND_LABELS } from '@renewly/shared-contracts/features/policy-documents';
import { PolicyModel } from '../policies';
import { documentsForExport, type DocumentsSetup } from '../policy-documents';
import { exportPoliciesCsv, exportUserData } from './export.service';

/** A path part with nothing a zip tool could read as a folder or a device. */
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const safePart = (text: string) => text.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').replace(/^\.+/, '_').slice(0, 120);

export async function exportZip(connection: Connection, setup: DocumentsSetup, userId: string): Promise<NodeJS.ReadableStream> {
  const zip = new ZipFile();
  const data = await exportUserData(connection, userId);
  zip.addBuffer(Buffer.from(JSON.stringify(data, null, 2)), 'renewly-data.json');
  zip.addBuffer(Buffer.from(await exportPoliciesCsv(userId)), 'policies.csv');
  const plates = new Map((await PolicyModel.find({ userId }, { registrationNumber: 1 }).lean()).map((p) => [String(p._id), p.registrationNumber]));
  const taken = new Set<string>();
  const missing: string[] = [];
  for await (const { policyId, document, bytes } of documentsForExport(setup, userId)) {
    const folder = `documents/${safePart(plates.get(policyId) ?? policyId)}/${document.termStart.slice(0, 4)}-${document.termEnd.slice(2, 4)}`;
    let path = `${folder}/${safePart(`${DOCUMENT_KIND_LABELS[document.kind]} - ${document.name}`)}`;
    for (let n = 2; taken.has(path); n += 1) path = `${folder}/${safePart(`${DOCUMENT_KIND_LABELS[document.kind]} (${n}) - ${document.name}`)}`;
    taken.add(path);
    if (bytes) zip.addBuffer(bytes, path, { mtime: document.createdAt, compress: document.contentType === 'application/pdf' });
    else missing.push(path);
  }
  if (missing.length > 0) {
    const note = `These documents could not be opened with this server's DOCUMENTS_KEY and are not in the zip:\n${missing.join('\n')}\n`;
    zip.addBuffer(Buffer.from(note), 'documents/NOT-INCLUDED.txt');
  }
  zip.end();
  return zip.outputStream;
}
