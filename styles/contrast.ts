/**
 * WCAG 2.x contrast between two colours: the relative luminance of each (sRGB), then (L1 + 0.05) / (L2 + 0.05).
 * Pure, for the theme's tests and the browser tests that read computed colours ('#rrggbb', 'rgb(r, g, b)',
 * 'rgba(r, g, b, a)' with an opaque alpha).
 */
export type Rgb = readonly [number, number, number];

export function parseColour(colour: string): Rgb {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour.trim());
  if (hex) return [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16), parseInt(hex[3]!, 16)];
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*(?:[,/]\s*([\d.]+)\s*)?\)$/i.exec(colour.trim());
  if (rgb && (rgb[4] === undefined || Number(rgb[4]) === 1)) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`Not an opaque colour: ${colour}`);
}

export function relativeLuminance(colour: string): number {
  const [r, g, b] = parseColour(colour).map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** From 1 (the same colour) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
