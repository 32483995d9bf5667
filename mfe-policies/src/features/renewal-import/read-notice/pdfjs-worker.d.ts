// pdf.js's worker module, imported as it is in Node (node-environment.ts): its handler runs in the same thread.
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
