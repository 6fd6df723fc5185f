/** A tree of translation texts (a namespace): texts, lists of texts, and groups of them. */
type Texts = { [key: string]: unknown };

/**
 * The parts of some namespaces a page ships, when it needs only part of them: key paths into the namespace
 * (`home` keeps the whole group, `seaFreightLcl.lead` one text of it). The rest stays on the server.
 */
export type NamespaceParts = Readonly<Partial<Record<string, readonly string[]>>>;

/** `texts` cut down to the given key paths (dotted); a path that names nothing is left out. */
export function pickTexts(texts: Texts, paths: readonly string[]): Texts {
  const picked: Texts = {};
  for (const path of paths) {
    const [key, ...rest] = path.split('.');
    if (!key || !(key in texts)) continue;
    const value = texts[key];
    if (rest.length === 0) picked[key] = value;
    else if (value && typeof value === 'object' && !Array.isArray(value)) {
      const inner = pickTexts(value as Texts, [rest.join('.')]);
      if (Object.keys(inner).length > 0) picked[key] = merge(picked[key] as Texts | undefined, inner);
    }
  }
  return picked;
}

function merge(into: Texts | undefined, texts: Texts): Texts {
  if (!into) return texts;
  const merged: Texts = { ...into };
  for (const [key, value] of Object.entries(texts)) {
    const existing = merged[key];
    merged[key] = existing && typeof existing === 'object' && value && typeof value === 'object' && !Array.isArray(value) ? merge(existing as Texts, value as Texts) : value;
  }
  return merged;
}
