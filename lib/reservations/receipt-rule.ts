import { extensionOf } from '../domain/file-name';
import { acceptedFileTypes, MAX_FILE_BYTES, receiptMediaTypes } from '../domain/file-rules';
import { regionalLocale, type Locale } from '../routes';

/**
 * The bank-transfer receipt as the payment screen checks it before uploading, from the rule the server applies
 * (lib/domain/file-rules.ts `receiptMediaTypes`, enforced by lib/server/payments/submit-transfer.ts on the sniffed type):
 * one file, PDF, JPEG or PNG, not empty, at most MAX_FILE_BYTES. The input's `accept` is `receiptAcceptAttribute` there.
 */

/** The extensions a receipt may be named with (.pdf, .jpg, .jpeg, .png). */
export const receiptExtensions: readonly string[] = acceptedFileTypes.filter((type) => receiptMediaTypes.includes(type.mediaType)).flatMap((type) => type.extensions);

/** The receipt types by name, as the helper text lists them: PDF, JPEG, PNG. */
export const receiptTypeNames: readonly string[] = receiptMediaTypes.map((type) => type.slice(type.indexOf('/') + 1).toUpperCase());

export const receiptMaxMegabytes = MAX_FILE_BYTES / (1024 * 1024);

/** The receipt types as a sentence lists alternatives: "PDF, JPEG, or PNG" · "PDF, JPEG veya PNG". */
export const receiptTypesText = (locale: Locale) => new Intl.ListFormat(regionalLocale[locale], { type: 'disjunction' }).format(receiptTypeNames);

/** Why a chosen receipt can't be sent (account namespace: payments.receipt.errors.<problem>). */
export type ReceiptProblem = 'missing' | 'type' | 'empty' | 'tooLarge';

/** What is wrong with the receipt chosen (none chosen: missing), or null when it may be sent. */
export function receiptProblem(file: { name: string; size: number } | null | undefined): ReceiptProblem | null {
  if (!file) return 'missing';
  if (!receiptExtensions.includes(extensionOf(file.name))) return 'type';
  if (file.size === 0) return 'empty';
  return file.size > MAX_FILE_BYTES ? 'tooLarge' : null;
}
