import { BarChart } from '@mui/x-charts/BarChart';
import { formatMoney } from '@/lib/domain/money';
import { regionalLocale, useLocale } from '@/lib/i18n';

/** Booked value per month as bars (TRY); loaded on its own, after the dashboard shows. */
export default function BookingsChart({ months, label }: { months: { month: string; amountTry: number }[]; label: string }) {
  const locale = useLocale();
  const monthName = (month: string) => new Date(`${month}-15T12:00:00Z`).toLocaleDateString(regionalLocale[locale], { month: 'short', year: '2-digit' });
  return (
    <BarChart
      height={240}
      xAxis={[{ scaleType: 'band', data: months.map((row) => monthName(row.month)) }]}
      yAxis={[{ valueFormatter: (value: number) => formatMoney({ amount: value * 100, currency: 'TRY' }, locale).replace(/[.,]00(?=\D*$)/, '') }]}
      series={[{ data: months.map((row) => row.amountTry / 100), label, color: '#13598b', valueFormatter: (value) => formatMoney({ amount: Math.round((value ?? 0) * 100), currency: 'TRY' }, locale) }]}
      margin={{ left: 24, right: 12, top: 12, bottom: 24 }}
    />
  );
}
