import { describe, expect, it } from 'vitest';
import { invitationRefusal } from '@/lib/domain/invitation-refusal';

const invitation = { email: 'Yeni.Uye@example.com', companyId: 7 };
const person = { email: 'yeni.uye@example.com', emailVerified: true, roles: ['Customer'], companyId: null };

/** The one rule the accept call enforces and the invitation page explains. */
describe('who may accept an invitation', () => {
  it('the invited address (any letter case), proven, without a company, not staff', () => {
    expect(invitationRefusal(invitation, person)).toBeNull();
    expect(invitationRefusal(invitation, { ...person, roles: ['CompanyAdmin'] })).toBeNull();
  });

  it('names the first reason: another address, an unproven one, a staff account, a member, another company', () => {
    expect(invitationRefusal(invitation, { ...person, email: 'baska@example.com', emailVerified: false })).toBe('otherAddress');
    expect(invitationRefusal(invitation, { ...person, emailVerified: false })).toBe('unverified');
    for (const staff of ['Operator', 'Editor', 'Admin']) expect(invitationRefusal(invitation, { ...person, roles: ['Customer', staff] })).toBe('staff');
    expect(invitationRefusal(invitation, { ...person, companyId: 7 })).toBe('member');
    expect(invitationRefusal(invitation, { ...person, companyId: 8 })).toBe('otherCompany');
  });
});
