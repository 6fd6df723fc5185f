import { describe, expect, it } from 'vitest';
import { isExpired, rolesFromClaim, userFromClaims } from '@/lib/auth/claims';
import { userOfToken } from '@/store/session';

const claims = {
  sub: 'sub-1',
  oid: 'oid-1',
  emails: ['ayse@example.com'],
  userInfo: JSON.stringify({ FirstName: 'Ayşe', LastName: 'Yılmaz' }),
  roles: JSON.stringify(['Customer', 'CompanyAdmin']),
  unique_name: 'ayse@example.com',
};

const unsignedToken = (payload: object) => `${Buffer.from('{"alg":"RS256"}').toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.sig`;

describe('the signed-in user from token claims', () => {
  it('reads email, user id, roles from JSON text, the full name from the user-info claim and the unique name', () => {
    expect(userFromClaims(claims)).toEqual({
      userId: 'oid-1',
      email: 'ayse@example.com',
      emailVerified: false,
      roles: ['Customer', 'CompanyAdmin'],
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      fullName: 'Ayşe Yılmaz',
      uniqueName: 'ayse@example.com',
      companyName: '',
    });
  });

  it('falls back to given_name/family_name, sub and email', () => {
    const user = userFromClaims({ sub: 's', email: 'x@example.com', given_name: 'Can', family_name: 'Kaya' });
    expect(user).toMatchObject({ userId: 's', email: 'x@example.com', fullName: 'Can Kaya' });
  });

  it('counts the address proven only when email_verified is the boolean true', () => {
    expect(userFromClaims({ ...claims, email_verified: true }).emailVerified).toBe(true);
    for (const value of ['true', 1, 'yes', null, undefined, false]) expect(userFromClaims({ ...claims, email_verified: value }).emailVerified).toBe(false);
  });

  it('drops unknown roles and unreadable role claims', () => {
    expect(rolesFromClaim('["Customer","Root"]')).toEqual(['Customer']);
    expect(rolesFromClaim(['Admin', 'Admin'])).toEqual(['Admin']);
    expect(rolesFromClaim('not json')).toEqual([]);
    expect(rolesFromClaim(undefined)).toEqual([]);
  });
});

describe('expiry: absent or not later than now', () => {
  it('counts a token without exp or with a past exp as expired', () => {
    expect(isExpired({}, 1000)).toBe(true);
    expect(isExpired({ exp: 999 }, 1000)).toBe(true);
    expect(isExpired({ exp: 1000 }, 1000)).toBe(true);
    expect(isExpired({ exp: 1001 }, 1000)).toBe(false);
  });

  it('gives no user for an unreadable or expired token', () => {
    const now = Math.floor(Date.now() / 1000);
    expect(userOfToken('garbage')).toBeNull();
    expect(userOfToken(null)).toBeNull();
    expect(userOfToken(unsignedToken({ ...claims, exp: now - 10 }))).toBeNull();
    expect(userOfToken(unsignedToken({ ...claims }))).toBeNull();
    expect(userOfToken(unsignedToken({ ...claims, exp: now + 600 }))?.fullName).toBe('Ayşe Yılmaz');
  });
});
