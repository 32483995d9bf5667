// jsdom lacks MessageChannel, which antd's Select uses to open on the next macrotask.
if (typeof globalThis.MessageChannel === 'undefined') {
  class TimeoutMessageChannel {
    port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
    port2 = {
      postMessage: (data: unknown) => {
        setTimeout(() => this.port1.onmessage?.({ data }), 0);
      },
    };
  }
  (globalThis as { MessageChannel?: unknown }).MessageChannel = TimeoutMessageChannel;
}
export {};
