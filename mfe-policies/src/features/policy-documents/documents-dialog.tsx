// "Documents" (issue 49 part 2), from a policy card: the car's papers by policy year, the current year first. Everyone
// with access sees the list (the server leaves out private ones for members) and opens them; the owner and editors add
// them; the owner marks them private; the owner, or the editor who added one, deletes it. Loaded lazily with antd.
import { useState } from 'react';
import { Alert, Button, Modal } from 'antd';
import { describeError, displayRegistration, isHttpError, showToast, type Policy } from '@renewly/shared-contracts';
import { policyAccessAllows } from '@renewly/shared-contracts/features/sharing';
import {
  DOCUMENT_MESSAGES,
  DOCUMENT_PATHS,
  formatFileSize,
  ROADSIDE_KINDS,
  type PolicyDocument,
} from '@renewly/shared-contracts/features/policy-documents';
import { DOCUMENTS_TEXTS as T } from '@renewly/shared-contracts/features/policy-documents-texts';
import { DialogTabLoop } from '../../../../federation/dialog-tab-loop';
import { useDeleteDocument, useDocumentsUsage, usePolicyDocuments, useSetDocumentPrivate, useUploadDocument, type DocumentUpload } from './api/documents-api';
import { AddDocumentForm } from './add-document-form';
import { groupByPolicyYear } from './document-groups';
import { DocumentRow } from './document-row';
import { DocumentsStyles } from './documents-styles';
import { canKeepOnPhone, dropFromPhone } from './keep-on-phone';

export interface DocumentsDialogProps {
  policy: Policy;
  onClose: () => void;
}

/** The server's sentence; a proxy's bare 413 (no JSON) still says the file is too big. */
function uploadError(error: unknown): string {
  if (isHttpError(error) && !error.serverMessage && error.status === 413) return DOCUMENT_MESSAGES.tooBig;
  return describeError(error);
}

export function DocumentsDialog({ policy, onClose }: DocumentsDialogProps) {
  const reg = displayRegistration(policy.registrationNumber);
  const canAdd = policyAccessAllows(policy.access, 'edit');
  const list = usePolicyDocuments(policy.id);
  const usage = useDocumentsUsage();
  const upload = useUploadDocument(policy.id);
  const setPrivate = useSetDocumentPrivate(policy.id);
  const remove = useDeleteDocument(policy.id);
  const [error, setError] = useState<string | null>(null);
  const notConfigured = usage.data?.configured === false;

  const onAdd = (body: DocumentUpload) =>
    upload.mutateAsync(body).then(
      () => showToast({ title: T.added, variant: 'success' }),
      (e: unknown) => {
        setError(uploadError(e));
        throw e;
      },
    );
  const onPrivate = (document: PolicyDocument, isPrivate: boolean) => {
    setError(null);
    setPrivate.mutate({ id: document.id, private: isPrivate }, { onError: (e) => setError(isHttpError(e) && e.serverMessage ? e.serverMessage : T.privateFailed) });
  };
  const onDelete = (document: PolicyDocument) => {
    setError(null);
    remove.mutate(document, {
      onSuccess: () => {
        showToast({ title: T.deleted, variant: 'success' });
        void dropFromPhone(DOCUMENT_PATHS.file(document.id)).catch(() => undefined);
      },
      onError: (e) => setError(isHttpError(e) && e.serverMessage ? e.serverMessage : T.deleteFailed),
    });
  };
  const years = list.data ? groupByPolicyYear(list.data) : [];
  const anyRoadside = list.data?.some((d) => ROADSIDE_KINDS.includes(d.kind)) ?? false;

  return (
    <Modal
      open
      title={T.title(reg)}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{T.close}</Button>}
      width="min(620px, calc(100vw - 16px))"
      rootClassName="pdd-root"
      modalRender={(dialog) => <DialogTabLoop>{dialog}</DialogTabLoop>}
    >
      <DocumentsStyles />
      <div className="pdd-stack" data-testid="policy-documents">
        <p style={{ margin: 0 }}>{T.intro}</p>
        {error && <Alert type="error" showIcon role="alert" title={error} />}
        {notConfigured ? (
          <p data-testid="documents-not-configured">{DOCUMENT_MESSAGES.notConfigured}</p>
        ) : (
          <>
            {list.isPending ? (
              <p aria-busy="true">Loading…</p>
            ) : list.isError ? (
              <Alert type="error" showIcon role="alert" title={T.loadFailed} />
            ) : years.length === 0 ? (
              <p className="pdd-muted" data-testid="no-documents">
                {T.none}
              </p>
            ) : (
              years.map((year) => (
                <section key={year.termStart} aria-label={year.heading} data-testid="document-year">
                  <h3 className="pdd-year">{year.heading}</h3>
                  <ul className="pdd-list">
                    {year.documents.map((document) => (
                      <DocumentRow
                        key={document.id}
                        document={document}
                        changingPrivate={setPrivate.isPending && setPrivate.variables?.id === document.id}
                        deleting={remove.isPending && remove.variables?.id === document.id}
                        onPrivate={onPrivate}
                        onDelete={onDelete}
                        onError={setError}
                      />
                    ))}
                  </ul>
                </section>
              ))
            )}
            {anyRoadside && canKeepOnPhone() && <p className="pdd-muted pdd-small">{T.keep}: {T.keepHint}</p>}
            {list.data?.some((d) => d.canMarkPrivate) && <p className="pdd-muted pdd-small">{T.privateHint}</p>}
            {canAdd && (
              <>
                {usage.data && (
                  <p className="pdd-muted pdd-small" data-testid="documents-usage">
                    {T.usage(formatFileSize(usage.data.usedBytes), formatFileSize(usage.data.quotaBytes))}
                  </p>
                )}
                <AddDocumentForm busy={upload.isPending} onAdd={onAdd} onProblem={setError} />
              </>
            )}
          </>
        )}
      </div>
    </Modal>
  );
}
