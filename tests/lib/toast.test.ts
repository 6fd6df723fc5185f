import { beforeEach, describe, expect, it, vi } from 'vitest';

const shown: unknown[][] = [];
const dismissed: unknown[] = [];
vi.mock('react-toastify', () => ({
  toast: {
    ...Object.fromEntries(['success', 'error', 'info', 'warn'].map((kind) => [kind, (...args: unknown[]) => shown.push([kind, ...args])])),
    dismiss: (id: unknown) => dismissed.push(id),
  },
}));

const { anyToastRaised, CARRIED_TO_NEXT_PAGE_MS, createPageToasts, leavePage, opensAnotherPage, subscribeToFirstToast, toast } = await import('@/lib/client/toast');

/** lib/client/toast loads react-toastify with the first message, so pages don't carry it; nothing raised is lost or reordered. */
describe('toast', () => {
  beforeEach(() => {
    shown.length = 0;
    dismissed.length = 0;
  });

  it('tells its subscribers once, with the first message, that the container is needed', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToFirstToast(listener);
    expect(anyToastRaised()).toBe(false);
    toast.info('İlk mesaj');
    expect(anyToastRaised()).toBe(true);
    toast.info('İkinci mesaj');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('passes each kind, text and options to react-toastify, in the order raised, each with an id of its own', async () => {
    toast.error('Kaydedilemedi', { toastId: 'save-failed', autoClose: false });
    toast.success('Kaydedildi');
    toast.info('Yeniden yüklendi');
    toast.warn('Dikkat');
    await vi.waitFor(() => expect(shown).toHaveLength(4));
    expect(shown).toEqual([
      ['error', 'Kaydedilemedi', { toastId: 'save-failed', autoClose: false }],
      ['success', 'Kaydedildi', { toastId: expect.stringMatching(/^toast-\d+$/) }],
      ['info', 'Yeniden yüklendi', { toastId: expect.stringMatching(/^toast-\d+$/) }],
      ['warn', 'Dikkat', { toastId: expect.stringMatching(/^toast-\d+$/) }],
    ]);
    expect(new Set(shown.map((call) => (call[2] as { toastId: string }).toastId)).size).toBe(4);
  });

  it('does not show anything synchronously: the library arrives first', () => {
    toast.success('Sonra');
    expect(shown).toEqual([]);
  });
});

/** A page's messages are dismissed when the visitor opens another page; those raised just before it travel with them. */
describe('toasts and route changes', () => {
  beforeEach(() => {
    shown.length = 0;
    dismissed.length = 0;
  });

  it('dismisses, on leaving, the messages raised on the page, and carries over those raised just before', () => {
    let now = 10_000;
    const page = createPageToasts(() => now);
    page.raise('request-sign-in');
    now += 4_000; // the visitor signs in through the popup, reads the dialog…
    page.raise('signed-out'); // …and a message is raised right before a navigation
    now += CARRIED_TO_NEXT_PAGE_MS - 1;
    expect(page.leave()).toEqual(['request-sign-in']);
    expect(page.isCurrent('request-sign-in')).toBe(false);
    expect(page.isCurrent('signed-out')).toBe(true);
    // On the next page the carried message is that page's own: leaving it later dismisses it.
    now += 10_000;
    expect(page.leave()).toEqual(['signed-out']);
    expect(page.leave()).toEqual([]);
  });

  it('dismisses the shown messages of the page left through react-toastify, and never shows one whose page is gone', async () => {
    const realNow = Date.now;
    let now = realNow();
    Date.now = () => now;
    try {
      toast.info('Teklifi istemek için giriş yapın', { toastId: 'request-sign-in' });
      await vi.waitFor(() => expect(shown).toHaveLength(1));
      now += CARRIED_TO_NEXT_PAGE_MS + 1;
      leavePage();
      await vi.waitFor(() => expect(dismissed).toContain('request-sign-in'));

      // Raised, then the page is left before the library has shown it, and long enough after: it stays unshown.
      toast.error('Kaydedilemedi', { toastId: 'late' });
      now += CARRIED_TO_NEXT_PAGE_MS + 1;
      leavePage();
      await vi.waitFor(() => expect(dismissed).toContain('late'));
      expect(shown.map((call) => (call[2] as { toastId: string }).toastId)).not.toContain('late');
      // Leaving again dismisses nothing more: each message goes once.
      dismissed.length = 0;
      leavePage();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(dismissed).toEqual([]);
    } finally {
      Date.now = realNow;
    }
  });

  it('counts another path as another page; another query or #fragment of the same page is not', () => {
    expect(opensAnotherPage('https://site.test/lojistik-arama?step=route', '/hesabim/talepler/detay?id=4')).toBe(true);
    expect(opensAnotherPage('https://site.test/freight-search', '/en/freight-search')).toBe(true);
    expect(opensAnotherPage('https://site.test/lojistik-arama?step=route', '/lojistik-arama?step=cargo')).toBe(false);
    expect(opensAnotherPage('https://site.test/en/freight-search', '/en/freight-search?q=%7B%7D#offers')).toBe(false);
  });
});
