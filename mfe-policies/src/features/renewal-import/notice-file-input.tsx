// The 'Import renewal notice' action: a button that opens the device's file picker for a PDF or a photo (on a phone
// the picker also offers the camera). Plain markup, drawn with the policy card; the reader itself loads on first use.
import { useRef, type ReactNode } from 'react';
import { NOTICE_FILE_ACCEPT } from './read-notice/notice-read-error';

/** A hidden file input and the function that opens it, for any button to use. */
export function useNoticeFilePicker(onFile: (file: File) => void, label = 'Renewal notice file'): { open: () => void; input: ReactNode } {
  const ref = useRef<HTMLInputElement>(null);
  const input = (
    <input
      ref={ref}
      type="file"
      accept={NOTICE_FILE_ACCEPT}
      hidden
      data-testid="notice-file-input"
      aria-label={label}
      onChange={(event) => {
        const file = event.currentTarget.files?.[0];
        // Cleared so that choosing the same file again (after fixing it) is still a change.
        event.currentTarget.value = '';
        if (file) onFile(file);
      }}
    />
  );
  return { open: () => ref.current?.click(), input };
}

/** The plain button (the policy card's). */
export function NoticeFileButton({
  onFile,
  className,
  label,
  onIntent,
}: {
  onFile: (file: File) => void;
  className?: string;
  /** The button's accessible name when it should say more than its text (which car). */
  label?: string;
  /** The user pointed at or focused it: a chance to load the importer before the file is chosen. */
  onIntent?: () => void;
}) {
  const picker = useNoticeFilePicker(onFile, label);
  return (
    <>
      <button type="button" className={className} aria-label={label} onClick={picker.open} onPointerEnter={onIntent} onFocus={onIntent}>
        Import renewal notice
      </button>
      {picker.input}
    </>
  );
}
