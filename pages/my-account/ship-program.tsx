import dynamic from 'next/dynamic';
import { AccountScreen } from '@/components/account/AccountScreen';
import { BookingSailings } from '@/components/schedule/BookingSailings';
import { accountScreenRoles } from '@/lib/auth/access';
import { protectedPage, type ProtectedPageProps } from '@/lib/server/auth/page-session';
import { getDb } from '@/lib/server/db/client';
import { accountShipProgram, type AccountShipProgram } from '@/lib/server/voyages/account-ship-program';

const ScheduleSearch = dynamic(() => import('@/components/schedule/ScheduleSearch').then((module) => module.ScheduleSearch));

/** /my-account/ship-program ↔ /hesabim/gemi-programi: sailings on the lanes of the viewer's bookings, and the schedule search. */
export default function AccountShipProgramPage({ program, ...props }: ProtectedPageProps & Partial<{ program: AccountShipProgram }>) {
  return (
    <AccountScreen routeKey="accountShipProgram" {...props}>
      {program && (
        <>
          <BookingSailings lanes={program.lanes} />
          <ScheduleSearch today={program.today} carriers={program.carriers} initial={null} />
        </>
      )}
    </AccountScreen>
  );
}

export const getServerSideProps = protectedPage<{ program: AccountShipProgram }>(['pages', 'schedule'], ['accountShipProgram'], accountScreenRoles.accountShipProgram, async (_context, user) => ({
  program: await accountShipProgram(await getDb(), user),
}));
