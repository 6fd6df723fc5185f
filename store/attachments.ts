import { create } from 'zustand';

/**
 * The files chosen in the search form. File objects can't go to session storage, so they live in
 * memory: they survive the sign-in popup (the page stays), and they are uploaded when a request is made.
 */
interface AttachmentsState {
  files: File[];
  setFiles: (files: File[]) => void;
}

export const useAttachments = create<AttachmentsState>()((set) => ({
  files: [],
  setFiles: (files) => set({ files }),
}));
