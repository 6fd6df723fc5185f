import { describe, expect, it } from 'vitest';
import { accountMenu, menuEntryOf } from '@/lib/account/account-menu';

describe('the account menu entry a screen stands under', () => {
  it('is the screen’s own entry when it has one', () => {
    for (const key of accountMenu) expect(menuEntryOf(key, accountMenu)).toBe(key);
  });

  it('is the section whose address the screen’s continues: a request’s screens under My Requests, a reservation’s and its payments under My Reservations', () => {
    for (const key of ['requestDetail', 'requestApproved', 'requestApproval', 'requestsFilter'] as const) expect(menuEntryOf(key, accountMenu), key).toBe('requests');
    for (const key of ['reservationDetails', 'paymentTransfer', 'paymentCreditCard', 'reservationConfirmation'] as const) expect(menuEntryOf(key, accountMenu), key).toBe('reservations');
  });

  it('is none for the account root, and none when the section is not in the viewer’s menu', () => {
    expect(menuEntryOf('account', accountMenu)).toBeUndefined();
    expect(menuEntryOf('requestDetail', ['dashboard', 'profile'])).toBeUndefined();
  });
});
