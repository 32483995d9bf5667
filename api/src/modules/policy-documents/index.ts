// The car's papers (issue 49 part 2): the policy-documents module's public entry.
export { createPolicyDocumentsRouter } from './policy-documents.routes';
export { deleteDocumentsOfPolicy, documentsSetup, keepNoticeWithPolicy, deleteDocumentsOfUser, documentsForExport, type DocumentsSetup } from './policy-documents.service';
export { PolicyDocumentModel, type PolicyDocumentRecord } from './policy-document.model';
export { DOCUMENTS_BUCKET } from '../../core/db/sealed-files';
