import Box from '@mui/material/Box';

function Place({ code, names }: { code: string; names: Record<string, string> }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column', minWidth: 0 }}>
      <Box component="span" sx={{ fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {names[code] ?? code}
      </Box>
      <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8rem' }}>
        {code}
      </Box>
    </Box>
  );
}

function PlaceLine({ code, names, arrow = false }: { code: string; names: Record<string, string>; arrow?: boolean }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.4, alignItems: 'baseline', minWidth: 0 }}>
      <Box component="span" aria-hidden sx={{ color: 'text.secondary', width: 14, flex: '0 0 auto' }}>
        {arrow ? '→' : ''}
      </Box>
      <Box component="span" sx={{ fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 }}>
        {names[code] ?? code}
      </Box>
      <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8rem', flex: '0 0 auto' }}>
        {code}
      </Box>
    </Box>
  );
}

/** The lane: in the table the two ends stacked (names get the width), on cards side by side. */
export function Lane({ item, names, stacked = false }: { item: { origin: string; destination: string }; names: Record<string, string>; stacked?: boolean }) {
  if (stacked) {
    return (
      <Box>
        <PlaceLine code={item.origin} names={names} />
        <PlaceLine code={item.destination} names={names} arrow />
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)', gap: 0.5, alignItems: 'center' }}>
      <Place code={item.origin} names={names} />
      <Box component="span" aria-hidden sx={{ color: 'text.secondary' }}>
        →
      </Box>
      <Place code={item.destination} names={names} />
    </Box>
  );
}
