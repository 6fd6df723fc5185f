import { describe, expect, it } from 'vitest';
import { matchRegistrationChannel } from '@/lib/domain/registration-channel';

describe('matchRegistrationChannel: a configured channel, ignoring case', () => {
  const channels = ['web', 'LinkedIn', 'fair'];
  it('matches ignoring case and answers the list’s spelling', () => {
    expect(matchRegistrationChannel('WEB', channels)).toBe('web');
    expect(matchRegistrationChannel('linkedin', channels)).toBe('LinkedIn');
    expect(matchRegistrationChannel(' Fair ', channels)).toBe('fair');
  });
  it('answers null for anything else', () => {
    expect(matchRegistrationChannel('billboard', channels)).toBeNull();
    expect(matchRegistrationChannel('', channels)).toBeNull();
    expect(matchRegistrationChannel('web', [])).toBeNull();
  });
});
