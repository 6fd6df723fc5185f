/** The roles of the product (DESIGN "Roles"); read from the token as a list. */
export const roles = ['Customer', 'CompanyAdmin', 'Operator', 'Editor', 'Admin'] as const;
export type Role = (typeof roles)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}

/** Roles allowed to manage content and languages. */
export const contentRoles: readonly Role[] = ['Editor', 'Admin'];
/** Roles allowed to run operations (pricing, transfers, milestones). */
export const operationsRoles: readonly Role[] = ['Operator', 'Admin'];
/** Staff roles work for the platform: a staff account is never a member of a customer company. */
export const staffRoles: readonly Role[] = ['Operator', 'Editor', 'Admin'];
export const isStaff = (roleList: readonly string[]) => roleList.some((role) => (staffRoles as readonly string[]).includes(role));
