/*
 * Code 128 (set B) barcodes as SVG, for an order number on an invoice or packing slip: printable
 * ASCII only, no dependency. A symbol is six bar/space widths (eleven modules); the check symbol
 * is the start value plus each symbol's value times its position, modulo 103.
 */

// biome-ignore format: the standard's table, eight symbols a line
export const CODE128_PATTERNS: readonly string[] = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312',
  '132212', '221213', '221312', '231212', '112232', '122132', '122231', '113222',
  '123122', '123221', '223211', '221132', '221231', '213212', '223112', '312131',
  '311222', '321122', '321221', '312212', '322112', '322211', '212123', '212321',
  '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121',
  '313121', '211331', '231131', '213113', '213311', '213131', '311123', '311321',
  '331121', '312113', '312311', '332111', '314111', '221411', '431111', '111224',
  '111422', '121124', '121421', '141122', '141221', '112214', '112412', '122114',
  '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112',
  '421211', '212141', '214121', '412121', '111143', '111341', '131141', '114113',
  '114311', '411113', '411311', '113141', '114131', '311141', '411131', '211412',
  '211214', '211232', '2331112',
];

const START_B = 104;
const STOP = 106;

/** The symbol values of `text` in Code 128 B: start, the characters, the check symbol, stop. */
export function code128Values(text: string): number[] {
  const values = [START_B];
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code < 32 || code > 126) throw new Error(`Code 128 B cannot encode ${JSON.stringify(char)}`);
    values.push(code - 32);
  }
  const check = values.reduce((sum, value, index) => sum + value * Math.max(index, 1), 0) % 103;
  values.push(check, STOP);
  return values;
}

/** Bar and space widths in modules, bar first, with no quiet zone. */
export function code128Widths(text: string): number[] {
  return code128Values(text).flatMap((value) => [...CODE128_PATTERNS[value]!].map(Number));
}

/** An SVG of the barcode (10-module quiet zones), `height` modules tall, scaled by its viewBox. */
export function code128Svg(text: string, height = 40): string {
  const widths = code128Widths(text);
  const quiet = 10;
  let x = quiet;
  const bars: string[] = [];
  widths.forEach((width, index) => {
    if (index % 2 === 0) bars.push(`M${x} 0h${width}v${height}h-${width}z`);
    x += width;
  });
  const total = x + quiet;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${total} ${height}" preserveAspectRatio="none" shape-rendering="crispEdges"><path d="${bars.join('')}" fill="#000"/></svg>`;
}
