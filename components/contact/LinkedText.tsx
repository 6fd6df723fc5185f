import type { ReactNode } from 'react';

/**
 * A translated sentence with one link in it, marked `<0>…</0>` in the locale file (the link's place
 * differs between Turkish and English): the marked words are rendered by `link`.
 */
export function LinkedText({ text, link }: { text: string; link: (words: string) => ReactNode }) {
  const found = /^(.*?)<0>(.*?)<\/0>(.*)$/s.exec(text);
  if (!found) return <>{text}</>;
  return (
    <>
      {found[1]}
      {link(found[2] ?? '')}
      {found[3]}
    </>
  );
}
