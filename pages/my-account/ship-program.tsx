import dynamic from 'next/dynamic';
import { AccountScreen } from '@/components/account/AccountScreen';
import { BookingSailings } from '@/components/schedule/BookingSailings';
import { accountScreenPage } from '@/components/account/AccountScreenPage';
import { staticTranslations } from '@/lib/i18n-server';
import type { ProtectedPageProps } from '@/lib/server/auth/page-session';
import type { AccountShipProgram } from '@/lib/server/voyages/account-ship-program';

const ScheduleSearch = dynamic(() => import('@/components/schedule/ScheduleSearch').then((module) => module.ScheduleSearch));

/** /my-account/ship-program ↔ /hesabim/gemi-programi: sailings on the lanes of the viewer's bookings, and the schedule search. */
function AccountShipProgramPage({ program, ...props }: ProtectedPageProps & Partial<{ program: AccountShipProgram }>) {
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

export default accountScreenPage('accountShipProgram', AccountShipProgramPage);

export const getStaticProps = staticTranslations(['pages', 'schedule'], ['accountShipProgram']);
