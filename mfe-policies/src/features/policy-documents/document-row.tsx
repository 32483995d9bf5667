// One document: its kind, file name and size; Open (a new tab); the owner's Private switch; "Keep on this phone"
// for the roadside papers; Delete where allowed.
import { Button, Checkbox, Popconfirm, Switch } from 'antd';
import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_PATHS,
  formatFileSize,
  ROADSIDE_KINDS,
  type PolicyDocument,
} from '@renewly/shared-contracts/features/policy-documents';
import { DOCUMENTS_TEXTS as T } from '@renewly/shared-contracts/features/policy-documents-texts';
import { canKeepOnPhone, useKeptOnPhone } from './keep-on-phone';

export interface DocumentRowProps {
  document: PolicyDocument;
  changingPrivate: boolean;
  deleting: boolean;
  onPrivate: (document: PolicyDocument, isPrivate: boolean) => void;
  onDelete: (document: PolicyDocument) => void;
  onError: (message: string) => void;
}

export function DocumentRow({ document, changingPrivate, deleting, onPrivate, onDelete, onError }: DocumentRowProps) {
  const url = DOCUMENT_PATHS.file(document.id);
  return (
    <li className="pdd-row" data-testid="policy-document" data-document-id={document.id}>
      <span className="pdd-kind">{DOCUMENT_KIND_LABELS[document.kind]}</span>
      <span className="pdd-name" id={`pdd-name-${document.id}`}>
        {document.name} <span className="pdd-muted">· {formatFileSize(document.size)}</span>
      </span>
      <span className="pdd-actions">
        <a href={url} target="_blank" rel="noopener" aria-label={T.openLabel(document.name)}>
          {T.open}
        </a>
        {document.canMarkPrivate && (
          <span className="pdd-switch">
            <Switch
              size="small"
              checked={document.private}
              loading={changingPrivate}
              aria-label={T.privateLabel(document.name)}
              onChange={(checked) => onPrivate(document, checked)}
            />
            <span aria-hidden="true">{T.private}</span>
          </span>
        )}
        {ROADSIDE_KINDS.includes(document.kind) && canKeepOnPhone() && <KeepOnPhone url={url} describedBy={`pdd-name-${document.id}`} onError={onError} />}
        {document.canDelete && (
          <Popconfirm
            title={T.deleteQuestion}
            description={T.deleteDescription}
            okText={T.delete}
            okButtonProps={{ danger: true }}
            cancelText="Cancel"
            onConfirm={() => onDelete(document)}
          >
            <Button size="small" danger loading={deleting} aria-label={T.deleteLabel(document.name)}>
              {T.delete}
            </Button>
          </Popconfirm>
        )}
      </span>
    </li>
  );
}

/** Named by its visible text; the file it is for describes it. */
function KeepOnPhone({ url, describedBy, onError }: { url: string; describedBy: string; onError: (message: string) => void }) {
  const { kept, busy, change } = useKeptOnPhone(url);
  return (
    <Checkbox
      checked={kept === true}
      disabled={kept === null || busy}
      aria-describedby={describedBy}
      onChange={(event) => change(event.target.checked).catch(() => onError(T.keepFailed))}
    >
      {T.keep}
    </Checkbox>
  );
}
