import { create } from 'zustand';
import { TOAST_DURATION_MS, type ToastDetail } from '@renewly/shared-contracts';

export interface Toast extends ToastDetail {
  id: number;
}

interface ToastState {
  toasts: Toast[];
  add: (detail: ToastDetail) => number;
  update: (id: number, detail: Partial<ToastDetail>) => void;
  dismiss: (id?: number) => void;
}

// Spec §9: at most one toast at a time; a new one replaces the current one.
const TOAST_LIMIT = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();
let nextId = 1;

function clearTimer(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
}

export const useToastStore = create<ToastState>((set, get) => ({
  toasts: [],
  add: (detail) => {
    const id = nextId++;
    const kept = [{ ...detail, id }, ...get().toasts].slice(0, TOAST_LIMIT);
    for (const old of get().toasts) if (!kept.includes(old)) clearTimer(old.id);
    set({ toasts: kept });
    timers.set(id, setTimeout(() => get().dismiss(id), TOAST_DURATION_MS));
    return id;
  },
  update: (id, detail) =>
    set({ toasts: get().toasts.map((toast) => (toast.id === id ? { ...toast, ...detail } : toast)) }),
  dismiss: (id) => {
    const gone = id === undefined ? get().toasts : get().toasts.filter((toast) => toast.id === id);
    gone.forEach((toast) => clearTimer(toast.id));
    set({ toasts: get().toasts.filter((toast) => !gone.includes(toast)) });
  },
}));
