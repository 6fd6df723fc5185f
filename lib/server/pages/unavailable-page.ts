import type { ServerResponse } from 'node:http';
import { escapeHtml } from '../../html-escape';
import type { Locale } from '../../routes';
import { translateMessage } from '../api/messages';

/**
 * Answers a page request whose data can't be loaded because the database is unreachable: a small
 * localized 503 page with Retry-After (from getServerSideProps, where Next renders nothing once the response
 * is sent, or from the account screens' server), instead of the 500 page a thrown error would give.
 */
export function sendUnavailablePage(res: ServerResponse, locale: Locale): void {
  const message = translateMessage(locale, 'errors.unavailable');
  res.statusCode = 503;
  res.setHeader('Retry-After', '5');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.end(`<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>503</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem"><h1>503</h1><p>${escapeHtml(message)}</p></body></html>`);
}
