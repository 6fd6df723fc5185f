import { create } from 'zustand';

/**
 * The chat state: closed by default; opening hides the button, closing brings it back. The
 * conversation starts once, on the first open (`opened` stays true), and reopening resumes it.
 */
export interface ChatState {
  open: boolean;
  /** The panel was opened at least once: its code is loaded and its conversation lives on. */
  opened: boolean;
  setOpen: (open: boolean) => void;
}

export const useChat = create<ChatState>()((set) => ({
  open: false,
  opened: false,
  setOpen: (open) => set((state) => ({ open, opened: state.opened || open })),
}));
