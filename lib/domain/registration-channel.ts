/**
 * A registration channel is accepted only when it matches, ignoring case, one channel of the
 * supplied list; the answer is the list's own spelling, or null.
 */
export function matchRegistrationChannel(channel: string, channels: readonly string[]): string | null {
  const wanted = channel.trim().toLocaleLowerCase('en');
  if (!wanted) return null;
  return channels.find((candidate) => candidate.toLocaleLowerCase('en') === wanted) ?? null;
}
