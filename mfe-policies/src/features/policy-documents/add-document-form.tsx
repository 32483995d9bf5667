// Adding a document: what it is and the file. The file is checked here first (size, type); what the server refuses
// is shown by the dialog, and the kind and file chosen stay for another try.
import { useId, useRef, useState } from 'react';
import { Button } from 'antd';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_KIND_LABELS,
  DOCUMENT_KINDS,
  DOCUMENT_MAX_BYTES,
  formatFileSize,
  type DocumentKind,
} from '@renewly/shared-contracts/features/policy-documents';
import { DOCUMENTS_TEXTS as T } from '@renewly/shared-contracts/features/policy-documents-texts';
import type { DocumentUpload } from './api/documents-api';
import { fileProblem, uploadName, uploadTypeOf } from './upload-choice';

export interface AddDocumentFormProps {
  busy: boolean;
  /** Resolves once added; rejects when refused (the dialog shows why). */
  onAdd: (upload: DocumentUpload) => Promise<unknown>;
  onProblem: (message: string | null) => void;
}

export function AddDocumentForm({ busy, onAdd, onProblem }: AddDocumentFormProps) {
  const id = useId();
  const [kind, setKind] = useState<DocumentKind>('certificate');
  const [file, setFile] = useState<File | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const choose = (chosen: File | null) => {
    setFile(chosen);
    onProblem(chosen ? fileProblem(chosen) : null);
  };
  const add = async () => {
    if (!file) return onProblem(T.chooseFile);
    const problem = fileProblem(file);
    if (problem) return onProblem(problem);
    onProblem(null);
    try {
      await onAdd({ kind, name: uploadName(file.name), file, contentType: uploadTypeOf(file)! });
      setFile(null);
      if (input.current) input.current.value = '';
    } catch {
      // Shown by the dialog; the kind and the file stay chosen.
    }
  };
  return (
    <form
      className="pdd-form"
      aria-label={T.add}
      onSubmit={(event) => {
        event.preventDefault();
        void add();
      }}
    >
      <div className="pdd-field">
        <label htmlFor={`${id}-kind`}>{T.kindLabel}</label>
        <select id={`${id}-kind`} className="renewly-select" value={kind} disabled={busy} onChange={(event) => setKind(event.target.value as DocumentKind)}>
          {DOCUMENT_KINDS.map((k) => (
            <option key={k} value={k}>
              {DOCUMENT_KIND_LABELS[k]}
            </option>
          ))}
        </select>
      </div>
      <div className="pdd-field">
        <label htmlFor={`${id}-file`}>{T.fileLabel}</label>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept={DOCUMENT_ACCEPT}
          disabled={busy}
          onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
        />
        <p className="pdd-muted pdd-small">PDF, JPEG, PNG or HEIC, up to {formatFileSize(DOCUMENT_MAX_BYTES)}.</p>
      </div>
      <div>
        <Button type="primary" htmlType="submit" loading={busy}>
          {T.add}
        </Button>
      </div>
    </form>
  );
}
