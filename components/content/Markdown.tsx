import Box, { type BoxProps } from '@mui/material/Box';
import { brand } from '@/styles/brand';

export interface MarkdownProps extends Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> {
  /** HTML made by lib/server/content/render-markdown.ts renderMarkdown (sanitized on the server). */
  html: string;
}

/**
 * A content body rendered on the server (getStaticProps / getServerSideProps) from markdown and
 * sanitized there: this component only sets it for reading with the theme's typography, so no
 * markdown parser reaches the browser. Pass nothing but renderMarkdown's output.
 */
export function Markdown({ html, sx, ...props }: MarkdownProps) {
  return (
    <Box
      {...props}
      sx={[
        (theme) => ({
          fontSize: '1.05rem',
          lineHeight: 1.75,
          color: 'text.primary',
          overflowWrap: 'anywhere',
          '& > :first-of-type': { mt: 0 },
          '& > :last-child': { mb: 0 },
          '& p': { my: 1 },
          '& h2': { ...theme.typography.h3, fontSize: '1.45rem', mt: 2, mb: 0.8 },
          '& h3': { ...theme.typography.h4, mt: 1.6, mb: 0.6 },
          '& h4': { fontWeight: 700, fontSize: '1.05rem', mt: 1.4, mb: 0.5 },
          '& ul, & ol': { pl: 1.8, my: 1 },
          '& li': { my: 0.3 },
          '& a': { color: 'primary.main', fontWeight: 600, textDecorationThickness: '1px', textUnderlineOffset: '2px' },
          '& a:hover': { color: 'primary.dark' },
          '& blockquote': { m: 0, my: 1.2, py: 0.6, px: 1.2, borderLeft: `4px solid ${brand.orange}`, bgcolor: brand.sand, borderRadius: 1, color: 'text.secondary' },
          '& code': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.9em', bgcolor: 'grey.100', px: 0.3, borderRadius: 0.5 },
          '& pre': { bgcolor: 'grey.100', p: 1, borderRadius: 1, overflowX: 'auto' },
          '& pre code': { bgcolor: 'transparent', p: 0 },
          '& hr': { border: 0, borderTop: 1, borderColor: 'divider', my: 2 },
          '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
          '& table': { width: '100%', borderCollapse: 'collapse', my: 1.2, display: 'block', overflowX: 'auto' },
          '& th, & td': { border: 1, borderColor: 'divider', px: 0.8, py: 0.5, textAlign: 'left', verticalAlign: 'top' },
          '& th': { bgcolor: brand.sand, fontWeight: 700 },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
