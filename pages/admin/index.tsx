import { ForbiddenNotice } from '@/components/auth/ForbiddenNotice';
import { InfoPage } from '@/components/content/InfoPage';
import { adminRoles } from '@/lib/auth/access';
import { protectedPage, type ProtectedPageProps } from '@/lib/server/auth/page-session';

export default function AdminPage({ requiredRoles }: ProtectedPageProps) {
  return <InfoPage routeKey="admin" noIndex>{requiredRoles && <ForbiddenNotice requiredRoles={requiredRoles} />}</InfoPage>;
}

export const getServerSideProps = protectedPage(['pages'], ['admin'], adminRoles);
