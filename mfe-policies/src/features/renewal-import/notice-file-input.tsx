// The 'Import renewal notice' action: a button that opens the device's file picker for a PDF or a photo (on a phone
// the picker also offers the camera). Plain markup, drawn with the policy card; the reader itself loads on first use.
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { EARLY_FILE_ATTRIBUTE } from '@renewly/shared-contracts/features/server-drawn';
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
  // Issue 38: a file chosen through a tap made before the page's code had arrived (the head script opened the picker;
  // the input's change went by before React listened) is taken as the page starts.
  useLayoutEffect(() => {
    const chosen = ref.current?.files?.[0];
    if (!chosen) return;
    ref.current!.value = '';
    onFile(chosen);
    // Once, as the page starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
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
      {/* The input must stay the button's next element: the head script opens it on an early tap. */}
      <button
        type="button"
        className={className}
        aria-label={label}
        onClick={picker.open}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        {...{ [EARLY_FILE_ATTRIBUTE]: '' }}
      >
        Import renewal notice
      </button>
      {picker.input}
    </>
  );
}
