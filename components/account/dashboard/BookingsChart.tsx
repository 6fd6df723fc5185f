import { BarChart } from '@mui/x-charts/BarChart';
import { formatMoney } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { brand } from '@/styles/brand';
import { compactLiraLabel, monthLabel } from './chart-labels';

const tickLabelStyle = { fontSize: 12 } as const;

/**
 * Booked value per month as bars (TRY); loaded on its own, after the dashboard shows. The value axis keeps 64 px
 * for its compact labels (₺500 B · ₺40K; measuring them with 'auto' ran before the font and cut them on a phone), so no label is cut, on a phone or a desktop; the tooltip gives the amount in full.
 */
export default function BookingsChart({ months, label }: { months: { month: string; amountTry: number }[]; label: string }) {
  const locale = useLocale();
  return (
    <BarChart
      height={240}
      xAxis={[{ scaleType: 'band', data: months.map((row) => monthLabel(row.month, locale)), tickLabelStyle }]}
      yAxis={[{ width: 64, valueFormatter: (value: number) => compactLiraLabel(value, locale), tickLabelStyle }]}
      series={[{ data: months.map((row) => row.amountTry / 100), label, color: brand.blue, valueFormatter: (value) => formatMoney({ amount: Math.round((value ?? 0) * 100), currency: 'TRY' }, locale) }]}
      margin={{ left: 8, right: 16, top: 12, bottom: 8 }}
    />
  );
}
