// Whether a picked notice file can be kept with the car's papers, and as what (issue 49 part 2): the Documents
// dialog's own rules (a file with no type: its extension says). A WebP photo can be read but not kept.
import { DOCUMENT_MAX_BYTES } from '@renewly/shared-contracts/features/policy-documents';
import { uploadName, uploadTypeOf } from '../policy-documents/upload-choice';

/** The upload's Content-Type: the file's own type when it is one kept, else its extension's; null when neither. */
export const keptNoticeType = uploadTypeOf;

export const canKeepNoticeFile = (file: File | undefined): file is File =>
  Boolean(file && file.size > 0 && file.size <= DOCUMENT_MAX_BYTES && keptNoticeType(file));

/** A name the server takes (upload-choice.ts), 'renewal-notice' when nothing is left of it. */
export const keptNoticeName = (name: string): string => uploadName(name, 'renewal-notice');
