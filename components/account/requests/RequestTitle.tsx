import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RequestStatus } from '@/lib/domain/request-state';
import { RequestStatusChip } from './RequestStatusChip';

/** A request screen's title line: what the screen is about the request, and its status. */
export function RequestTitle({ title, status, testId }: { title: string; status: RequestStatus; testId: string }) {
  return (
    <Stack direction="row" spacing={0.8} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
      <Typography component="h2" variant="h3" data-testid={testId}>
        {title}
      </Typography>
      <RequestStatusChip status={status} />
    </Stack>
  );
}
