import { z } from 'zod';
import { normalizePhone } from '../domain/phone';
import { isValidTaxNumber, normalizeTaxNumber } from '../domain/vkn-tckn';

export const taxNumberKinds = ['vkn', 'tckn'] as const;
export const companyRoles = ['Customer', 'CompanyAdmin'] as const;
export type CompanyRole = (typeof companyRoles)[number];

/** An optional phone as typed (Turkish or international), stored in E.164; empty means none. */
export const optionalPhone = z
  .string()
  .trim()
  .max(32)
  .transform((value, context) => {
    if (!value) return null;
    const normalized = normalizePhone(value);
    if (!normalized) {
      context.addIssue({ code: 'custom', message: 'validation.phone' });
      return z.NEVER;
    }
    return normalized;
  });

/**
 * The invoice details a company (or, with a TCKN, an individual) is billed under: the company form of
 * the account area and the request form's invoice step. The tax number is checked with its own
 * check-digit algorithm (lib/domain/vkn-tckn.ts).
 */
export const companyInvoiceInfoBody = z
  .strictObject({
    /** Admin only: the company to change (others always change their own). */
    companyId: z.number().int().positive().max(2_147_483_647).optional(),
    name: z.string().trim().min(2).max(200),
    taxOffice: z.string().trim().min(2).max(100),
    taxNumberKind: z.enum(taxNumberKinds),
    taxNumber: z.string().transform(normalizeTaxNumber),
    address: z.string().trim().min(5).max(500),
    provinceId: z.number().int().positive().max(2_147_483_647),
    districtId: z.number().int().positive().max(2_147_483_647),
    phone: optionalPhone.default(''),
    invoiceEmail: z.email().max(320).transform((value) => value.toLowerCase()),
  })
  .superRefine(
    (value, context) => {
      if (!value.taxNumber) context.addIssue({ code: 'custom', path: ['taxNumber'], message: 'validation.required' });
      else if (!isValidTaxNumber(value.taxNumberKind, value.taxNumber))
        context.addIssue({ code: 'custom', path: ['taxNumber'], message: value.taxNumberKind === 'vkn' ? 'company.taxNumber.invalidVkn' : 'company.taxNumber.invalidTckn' });
    },
    {
      // Check the number even while other fields are still wrong (the form validates as it is typed).
      when: ({ value }) => {
        const record = value as { taxNumber?: unknown; taxNumberKind?: unknown } | null;
        return typeof record?.taxNumber === 'string' && (taxNumberKinds as readonly unknown[]).includes(record.taxNumberKind);
      },
    },
  );
export type CompanyInvoiceInfoBody = z.input<typeof companyInvoiceInfoBody>;

export const company = z.object({
  id: z.number().int(),
  name: z.string(),
  taxOffice: z.string().nullable(),
  taxNumberKind: z.enum(taxNumberKinds).nullable(),
  taxNumber: z.string().nullable(),
  address: z.string().nullable(),
  provinceId: z.number().int().nullable(),
  districtId: z.number().int().nullable(),
  phone: z.string().nullable(),
  invoiceEmail: z.string().nullable(),
  updatedAt: z.string(),
});
export type Company = z.infer<typeof company>;

/** GET /api/Company/Get: the caller's company (null without one) and whether the caller may change it. */
export const companyAnswer = z.object({
  company: company.nullable(),
  canEdit: z.boolean(),
});
export type CompanyAnswer = z.infer<typeof companyAnswer>;

export const companyQuery = z.strictObject({ companyId: z.coerce.number().int().positive().max(2_147_483_647).optional() });

export const companyUsersRequest = z.strictObject({ companyId: z.number().int().positive().max(2_147_483_647).optional() });

export const companyUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** E.164 or null; the screens format it (lib/domain/phone.ts formatPhone). */
  phone: z.string().nullable(),
  role: z.enum(companyRoles),
  isActive: z.boolean(),
  lastSignInAt: z.string().nullable(),
  isSelf: z.boolean(),
});
export type CompanyUser = z.infer<typeof companyUser>;

export const companyInvitation = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(companyRoles),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type CompanyInvitation = z.infer<typeof companyInvitation>;

export const companyUsersAnswer = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  users: z.array(companyUser),
  invitations: z.array(companyInvitation).describe('Invitations not yet accepted and not expired'),
});
export type CompanyUsersAnswer = z.infer<typeof companyUsersAnswer>;

export const inviteUserBody = z.strictObject({
  companyId: z.number().int().positive().max(2_147_483_647).optional(),
  email: z.email().max(320).transform((value) => value.trim().toLowerCase()),
  role: z.enum(companyRoles),
  /** The language of the invitation email. */
  language: z.enum(['tr', 'en']),
});
export type InviteUserBody = z.input<typeof inviteUserBody>;

export const inviteUserAnswer = companyInvitation.extend({ refreshed: z.boolean() });

export const setUserRoleBody = z.strictObject({ userId: z.string().min(1).max(64), role: z.enum(companyRoles) });
export const companyUserIdBody = z.strictObject({ userId: z.string().min(1).max(64) });

/** POST /api/Company/RevokeInvitation: an open invitation of the managed company (a platform Admin: of any). */
export const revokeInvitationBody = z.strictObject({ invitationId: z.number().int().positive().max(2_147_483_647) });
export const revokeInvitationAnswer = z.object({ revoked: z.literal(true), email: z.string() });

/** GET /api/Company/GetInvitation?token=: the token of an invitation link (base64url, 32 random bytes). */
export const invitationQuery = z.strictObject({
  token: z.string({ error: 'company.invitation.notFound' }).regex(/^[A-Za-z0-9_-]{16,128}$/, { message: 'company.invitation.notFound' }),
});

/** POST /api/Company/AcceptInvitation: the invitation link's token, accepted on the invitation page. */
export const acceptInvitationBody = invitationQuery;

/** The company the caller joined and the role they have in it now. */
export const acceptInvitationAnswer = z.object({ companyName: z.string(), role: z.enum(companyRoles) });
export type AcceptInvitationAnswer = z.infer<typeof acceptInvitationAnswer>;

/** What an invitation link shows before sign-up: who invites, as what, to which (masked) address, until when. */
export const invitationAnswer = z.object({
  companyName: z.string(),
  role: z.enum(companyRoles),
  /** a***@e***.com: enough to recognise one's address, not to learn it. */
  email: z.string(),
  expiresAt: z.string(),
});
export type InvitationAnswer = z.infer<typeof invitationAnswer>;
