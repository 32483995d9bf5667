// tesseract.js's logger messages as one 0..1 figure for the 'Recognising text… 40%' line: loading the engine and the
// language is the first 30%, recognising the rest.

const OCR_STATUS_SHARE: Record<string, [number, number]> = {
  'loading tesseract core': [0, 0.05],
  'initializing tesseract': [0.05, 0.1],
  'loading language traineddata': [0.1, 0.25],
  'initializing api': [0.25, 0.3],
  'recognizing text': [0.3, 1],
};

export function ocrProgress(report: (fraction: number) => void): (message: { status: string; progress: number }) => void {
  let last = 0;
  return ({ status, progress }) => {
    const share = OCR_STATUS_SHARE[status];
    if (!share) return;
    const fraction = share[0] + (share[1] - share[0]) * (Number.isFinite(progress) ? progress : 0);
    // Each recognition starts again from the loading share; otherwise the figure never goes back.
    if (status === 'recognizing text' || fraction >= last) last = fraction;
    report(last);
  };
}
