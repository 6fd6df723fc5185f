import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
/** A page's introduction: its body paragraphs, set for reading. */
export function PageBody({ paragraphs, maxWidth }: { paragraphs: string[]; maxWidth?: number }) {
  return (
    <Stack spacing={1} sx={maxWidth ? { maxWidth } : undefined}>
      {paragraphs.map((paragraph) => (
        <Typography key={paragraph} sx={{ fontSize: '1.05rem', lineHeight: 1.75 }}>
          {paragraph}
        </Typography>
      ))}
    </Stack>
  );
}
