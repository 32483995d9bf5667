// A photo's dot leaders ('Policy number ..........  AB-1234') that OCR read as small letters ('.....cooiiiiiciceee',
// '.vvivvrerireiire'): dots again, one for one (offsets stay), so the label and its value are read as printed. Only a
// long run that starts with a dot and holds only letters as small and round as dots; a web address keeps its words.

const OCR_LEADER = /(?<![A-Za-z0-9])\.+[.aceinorsuvy]{14,}(?=\s|$)/g;

export function dotsForOcrLeaders(text: string): string {
  return text.replace(OCR_LEADER, (run) => '.'.repeat(run.length));
}
