/** The longest file name kept (characters), as the uploaded_files column allows. */
export const MAX_FILE_NAME_LENGTH = 255;

// C0 and C1 control characters, DEL, and the bidirectional overrides that disguise a name ("fdp.exe" shown backwards).
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The extension of a name, lower case with its dot ('.pdf'), or '' when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

/**
 * A client's file name made safe to store and to send back in Content-Disposition: only its last path
 * component (`C:\fakepath\a.pdf`, `../../etc/passwd`), without control or bidi characters, trimmed of
 * spaces and leading dots, NFC, at most 255 characters with the extension kept; `fallback` when nothing is left.
 */
export function sanitizeFileName(name: string, fallback = 'file'): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.normalize('NFC').replace(UNSAFE, '').trim().replace(/^\.+/, '').trim();
  if (!clean) return fallback;
  const characters = [...clean];
  if (characters.length <= MAX_FILE_NAME_LENGTH) return clean;
  const extension = [...extensionOf(clean)];
  const keep = extension.length > 0 && extension.length <= 16 ? extension : [];
  return characters.slice(0, MAX_FILE_NAME_LENGTH - keep.length).join('') + keep.join('');
}

/** The name with one of the type's extensions: kept when it has one, else the first appended ("scan.png" holding a PDF → "scan.png.pdf"). */
export function withExtension(name: string, extensions: readonly string[]): string {
  if (extensions.length === 0 || extensions.includes(extensionOf(name))) return name;
  const extension = extensions[0]!;
  const characters = [...name];
  return characters.slice(0, MAX_FILE_NAME_LENGTH - extension.length).join('') + extension;
}
