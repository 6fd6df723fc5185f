import { z } from 'zod';
import { roles } from '../auth/roles';
import { accountKeys } from '../routes';
import { signedInUser } from './session';

/**
 * GET /api/Account/Screen: which account screen, and its own query (a record's `id`, a list's filters), passed on
 * as the screen's page would read it from its address.
 */
export const accountScreenQuery = z.looseObject({ screen: z.enum(accountKeys as [string, ...string[]]) });

/**
 * What an account screen's page is rendered from for the signed-in user: the user, the roles the screen needs when
 * the user has none of them (its data then absent), and the screen's own data (lib/server/account/account-screens.ts).
 */
export const accountScreenProps = z.looseObject({
  sessionUser: signedInUser.extend({ emailVerified: z.boolean() }),
  requiredRoles: z.array(z.enum(roles)).nullable(),
});
