import type { GetServerSideProps } from 'next';
import { adminSections, adminTranslations, type AdminSectionKey } from '../../admin/admin-sections';
import { ApiError } from '../api/errors';
import { protectedPage, type PageLoader, type ProtectedPageProps } from '../auth/page-session';

/** The props every admin page receives: the signed-in user, the 403 marker and its section. */
export interface AdminPageProps extends ProtectedPageProps {
  adminSection: AdminSectionKey;
}

/**
 * getServerSideProps for an admin screen (built on protectedPage): not signed in → the login page;
 * signed in without one of the section's roles → status 403 and the ForbiddenNotice (the loader does
 * not run); otherwise the loader's props. A loader that finds the application refusing the user (403,
 * e.g. a role taken away since the token was issued) answers the same 403 screen. Always
 * `Cache-Control: private, no-store`. Its translations are its section's (`adminTranslations`), which the build also
 * writes as a file (scripts/build/admin-texts.mts): the HTML names the file instead of carrying them.
 */
export function adminPage<P extends object = object>(section: AdminSectionKey, load?: PageLoader<P>): GetServerSideProps<AdminPageProps & Partial<P>> {
  const roles = adminSections[section].roles;
  const { namespaces, pageKeys } = adminTranslations(section);
  return async (context) => {
    // Per request: whether the loader found the application refusing the user.
    let refused = false;
    const guarded: PageLoader<P> | undefined =
      load &&
      (async (loaderContext, user) => {
        try {
          return await load(loaderContext, user);
        } catch (error) {
          if (!(error instanceof ApiError && error.status === 403 && error.code !== 'account.deactivated')) throw error;
          refused = true;
          return {} as P;
        }
      });
    const result = await protectedPage<P>(namespaces, pageKeys, roles, guarded)(context);
    if (!('props' in result)) return result;
    const props = await result.props;
    if (refused) {
      context.res.statusCode = 403;
      return { props: { ...props, requiredRoles: [...roles], adminSection: section } };
    }
    return { props: { ...props, adminSection: section } };
  };
}
