import { beforeEach, describe, expect, it, vi } from 'vitest';

const shown: unknown[][] = [];
vi.mock('react-toastify', () => ({
  toast: Object.fromEntries(['success', 'error', 'info', 'warn'].map((kind) => [kind, (...args: unknown[]) => shown.push([kind, ...args])])),
}));

const { anyToastRaised, subscribeToFirstToast, toast } = await import('@/lib/client/toast');

/** lib/client/toast loads react-toastify with the first message, so pages don't carry it; nothing raised is lost or reordered. */
describe('toast', () => {
  beforeEach(() => {
    shown.length = 0;
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

  it('passes each kind, text and options to react-toastify, in the order raised', async () => {
    toast.error('Kaydedilemedi', { toastId: 'save-failed' });
    toast.success('Kaydedildi');
    toast.info('Yeniden yüklendi');
    toast.warn('Dikkat');
    await vi.waitFor(() => expect(shown).toHaveLength(4));
    expect(shown).toEqual([['error', 'Kaydedilemedi', { toastId: 'save-failed' }], ['success', 'Kaydedildi', undefined], ['info', 'Yeniden yüklendi', undefined], ['warn', 'Dikkat', undefined]]);
  });

  it('does not show anything synchronously: the library arrives first', () => {
    toast.success('Sonra');
    expect(shown).toEqual([]);
  });
});
