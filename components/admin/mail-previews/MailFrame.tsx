import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';

/** The frame's height before it has measured its mail (and without script): about one screen of it. */
const FIRST_HEIGHT = 720;

/**
 * A mail's HTML in a frame as tall as the mail. The sandbox runs no script and allows no navigation; it keeps the
 * frame's document readable by this page (`allow-same-origin`) only so that the page can measure it.
 */
export function MailFrame({ html, title }: { html: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const fit = () => {
    const document = frame.current?.contentDocument;
    if (frame.current && document?.readyState === 'complete') frame.current.style.height = `${document.documentElement.scrollHeight}px`;
  };
  // The frame may have loaded before the page came alive (its load event then went unheard).
  useEffect(fit, [html]);
  return (
    <Box
      ref={frame}
      component="iframe"
      sandbox="allow-same-origin"
      srcDoc={html}
      title={title}
      onLoad={fit}
      data-testid="mail-frame"
      sx={{ display: 'block', width: '100%', height: FIRST_HEIGHT, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#f4f6fa' }}
    />
  );
}
