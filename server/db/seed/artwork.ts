import sharp from 'sharp';
import { SeededRandom } from './deterministic-random.ts';

/*
 * Demo pictures drawn as SVG and rasterised with sharp. No <text> anywhere: the machines that
 * run the seed may have no fonts, and a missing font renders as boxes. Every drawing is made of
 * shapes in a 200×200 box centred on (100, 100), and varies with a seed string (the slug), so
 * each product gets its own picture on every machine without downloading anything.
 */

/** What a product's picture shows. */
export type Glyph =
  | 'sack'
  | 'packet'
  | 'bottle'
  | 'jar'
  | 'box'
  | 'fruit'
  | 'tuber'
  | 'onion'
  | 'leaves'
  | 'chilli'
  | 'fish'
  | 'eggs'
  | 'banana'
  | 'drumstick'
  | 'shirt'
  | 'panjabi'
  | 'kameez'
  | 'romper'
  | 'trousers'
  | 'folded'
  | 'saree'
  | 'shoe'
  | 'tote'
  | 'backpack'
  | 'wallet'
  | 'screen'
  | 'smartphone'
  | 'keypad-phone'
  | 'fan'
  | 'table-fan'
  | 'cooker'
  | 'kettle'
  | 'pan'
  | 'plates'
  | 'bulb'
  | 'power-bank'
  | 'router'
  | 'socket'
  | 'earbuds'
  | 'thermometer'
  | 'bp-monitor'
  | 'watch'
  | 'tablets'
  | 'capsules'
  | 'mask'
  | 'tube'
  | 'lipstick'
  | 'feeder'
  | 'rickshaw'
  | 'book'
  | 'notebook'
  | 'pencils'
  | 'football'
  | 'tape-ball'
  | 'bat'
  | 'racket'
  | 'shuttlecock'
  | 'mat'
  | 'carrom'
  | 'quilt'
  | 'net'
  | 'container';

/** Colours a glyph is painted with. */
export interface Palette {
  main: string;
  dark: string;
  light: string;
  accent: string;
}

/** A file the seed stores: its key, size and how to draw it. */
export interface Artwork {
  key: string;
  width: number;
  height: number;
  format: 'webp' | 'svg';
  draw: () => string;
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(255 * value)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** Relative brightness of a #rrggbb colour, 0 (black) to 1 (white). */
function luminance(hex: string): number {
  const r = Number.parseInt(hex.slice(1, 3), 16);
  const g = Number.parseInt(hex.slice(3, 5), 16);
  const b = Number.parseInt(hex.slice(5, 7), 16);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

function hexToHue(hex: string): number {
  const r = Number.parseInt(hex.slice(1, 3), 16) / 255;
  const g = Number.parseInt(hex.slice(3, 5), 16) / 255;
  const b = Number.parseInt(hex.slice(5, 7), 16) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max === min) return 0;
  const d = max - min;
  const hue = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (hue * 60 + 360) % 360;
}

/** A palette around a hue; `tint` (a #rrggbb colour) fixes the main colour when given. */
export function paletteFor(hue: number, tint?: string): Palette {
  const h = tint ? hexToHue(tint) : hue;
  return {
    main: tint ?? hslToHex(h, 62, 48),
    dark: hslToHex(h, 55, 28),
    light: hslToHex(h, 70, 88),
    accent: hslToHex((h + 150) % 360, 75, 55),
  };
}

const WHITE = '#ffffff';
const INK = '#263238';

function shine(x: number, y: number, w: number, h: number): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w / 2}" fill="${WHITE}" opacity="0.3"/>`;
}

function label(x: number, y: number, w: number, h: number, c: Palette): string {
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${c.light}"/>` +
    `<circle cx="${x + w / 2}" cy="${y + h / 2}" r="${Math.min(w, h) / 3.2}" fill="${c.accent}"/>` +
    `<rect x="${x + 8}" y="${y + h - 10}" width="${w - 16}" height="4" rx="2" fill="${c.dark}" opacity="0.5"/>`
  );
}

function shirtShape(c: Palette, bottom: number, longSleeves: boolean, trim: string): string {
  const sleeves = longSleeves
    ? 'M70 35 L48 42 L28 130 L48 134 L60 80'
    : 'M70 35 L48 42 L20 78 L42 100 L60 84';
  const right = longSleeves
    ? 'L140 80 L152 134 L172 130 L152 42 L130 35'
    : 'L140 84 L158 100 L180 78 L152 42 L130 35';
  return (
    `<path d="${sleeves} L60 ${bottom} L140 ${bottom} ${right} Q100 58 70 35 Z" fill="${c.main}"/>` +
    `<path d="M70 35 Q100 62 130 35 L122 31 Q100 48 78 31 Z" fill="${c.dark}"/>` +
    trim
  );
}

const GLYPHS: Record<Glyph, (c: Palette, rnd: SeededRandom) => string> = {
  sack: (c) =>
    `<path d="M58 72 Q100 58 142 72 L158 166 Q100 188 42 166 Z" fill="${c.main}"/>` +
    `<path d="M66 74 Q76 44 100 50 Q124 44 134 74 Q100 64 66 74 Z" fill="${c.dark}"/>` +
    `<rect x="86" y="52" width="28" height="8" rx="4" fill="${c.accent}"/>` +
    label(64, 100, 72, 46, c) +
    shine(52, 92, 8, 60),
  packet: (c) =>
    `<path d="M54 42 L146 42 L152 172 L48 172 Z" fill="${c.main}"/>` +
    `<path d="M54 42 l7.6 -10 l7.6 10 l7.6 -10 l7.6 10 l7.6 -10 l7.6 10 l7.6 -10 l7.6 10 l7.6 -10 l7.6 10 l7.6 -10 l7.6 10 Z" fill="${c.dark}"/>` +
    label(66, 78, 68, 58, c) +
    `<rect x="60" y="150" width="80" height="8" rx="4" fill="${c.light}" opacity="0.7"/>`,
  bottle: (c) =>
    `<rect x="86" y="18" width="28" height="18" rx="4" fill="${c.dark}"/>` +
    `<path d="M89 36 L111 36 L113 58 Q142 68 142 96 L142 170 Q142 182 130 182 L70 182 Q58 182 58 170 L58 96 Q58 68 87 58 Z" fill="${c.main}"/>` +
    label(66, 104, 68, 48, c) +
    shine(66, 72, 8, 96),
  jar: (c) =>
    `<rect x="56" y="36" width="88" height="24" rx="6" fill="${c.dark}"/>` +
    `<rect x="50" y="58" width="100" height="122" rx="20" fill="${c.main}"/>` +
    label(60, 92, 80, 54, c) +
    shine(58, 66, 8, 100),
  box: (c) =>
    `<path d="M36 70 L100 44 L164 70 L100 96 Z" fill="${c.light}"/>` +
    `<path d="M36 70 L100 96 L100 174 L36 148 Z" fill="${c.main}"/>` +
    `<path d="M164 70 L100 96 L100 174 L164 148 Z" fill="${c.dark}"/>` +
    `<path d="M52 98 L84 111 L84 140 L52 127 Z" fill="${c.accent}"/>` +
    `<path d="M116 111 L148 98 L148 108 L116 121 Z" fill="${c.light}" opacity="0.6"/>`,
  fruit: (c) =>
    `<ellipse cx="100" cy="112" rx="64" ry="60" fill="${c.main}"/>` +
    `<ellipse cx="80" cy="90" rx="18" ry="11" fill="${WHITE}" opacity="0.35"/>` +
    `<rect x="97" y="38" width="6" height="20" rx="3" fill="#5d4037"/>` +
    `<path d="M102 50 Q114 28 140 30 Q130 54 102 50 Z" fill="#388e3c"/>`,
  tuber: (c, rnd) => {
    let eyes = '';
    for (let i = 0; i < 6; i++) {
      eyes += `<circle cx="${rnd.int(50, 150)}" cy="${rnd.int(90, 135)}" r="3" fill="${c.dark}" opacity="0.6"/>`;
    }
    return (
      `<ellipse cx="100" cy="112" rx="74" ry="50" fill="${c.main}" transform="rotate(-12 100 112)"/>` +
      `<ellipse cx="74" cy="96" rx="20" ry="9" fill="${WHITE}" opacity="0.3" transform="rotate(-12 74 96)"/>` +
      eyes
    );
  },
  onion: (c) =>
    `<path d="M100 36 Q108 70 150 104 Q168 150 100 176 Q32 150 50 104 Q92 70 100 36 Z" fill="${c.main}"/>` +
    `<path d="M100 50 Q96 110 100 170 M100 50 Q70 110 80 168 M100 50 Q130 110 120 168" stroke="${c.dark}" stroke-width="3" fill="none" opacity="0.5"/>` +
    `<path d="M90 176 L100 190 L110 176" stroke="#8d6e63" stroke-width="3" fill="none"/>`,
  leaves: (c) => {
    let leaves = '';
    for (const angle of [-44, -22, 0, 22, 44]) {
      leaves +=
        `<g transform="rotate(${angle} 100 176)"><path d="M100 176 Q64 112 100 36 Q136 112 100 176 Z" fill="${c.main}"/>` +
        `<path d="M100 170 L100 48" stroke="#ad1457" stroke-width="4"/></g>`;
    }
    return `${leaves}<rect x="86" y="160" width="28" height="14" rx="4" fill="#8d6e63"/>`;
  },
  chilli: () => {
    const one =
      '<path d="M56 58 Q38 122 112 166 Q152 186 164 170 Q120 158 96 120 Q80 92 84 60 Z" fill="#2e7d32"/>' +
      '<path d="M56 58 Q64 36 90 42 L84 62 Z" fill="#1b5e20"/>' +
      '<path d="M70 80 Q72 120 110 150" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.3"/>';
    return `<g transform="translate(-14 8)">${one}</g><g transform="translate(30 -14) rotate(16 100 100)">${one}</g>`;
  },
  fish: (c) =>
    `<path d="M22 100 Q80 42 142 84 L180 56 L172 100 L180 144 L142 116 Q80 158 22 100 Z" fill="${c.main}"/>` +
    `<path d="M40 100 Q88 122 140 104" stroke="${c.dark}" stroke-width="3" fill="none" opacity="0.5"/>` +
    `<path d="M76 76 Q88 100 76 124" stroke="${c.dark}" stroke-width="4" fill="none"/>` +
    `<circle cx="50" cy="92" r="7" fill="${WHITE}"/><circle cx="50" cy="92" r="3.5" fill="${INK}"/>` +
    `<path d="M92 78 Q100 86 108 78 M104 90 Q112 98 120 90 M92 102 Q100 110 108 102" stroke="${c.light}" stroke-width="2" fill="none"/>`,
  eggs: (c) =>
    `<ellipse cx="66" cy="122" rx="32" ry="42" fill="${c.main}"/>` +
    `<ellipse cx="134" cy="124" rx="32" ry="42" fill="${c.main}"/>` +
    `<ellipse cx="100" cy="94" rx="33" ry="44" fill="${c.light}"/>` +
    `<ellipse cx="88" cy="76" rx="8" ry="14" fill="${WHITE}" opacity="0.5"/>` +
    `<rect x="26" y="160" width="148" height="20" rx="6" fill="#a1887f"/>`,
  banana: () => {
    const finger = (dy: number) =>
      `<path d="M36 ${70 + dy} Q100 ${196 + dy} 172 ${80 + dy} Q166 ${104 + dy} 150 ${112 + dy} Q100 ${128 + dy} 46 ${86 + dy} Z" fill="#fdd835" stroke="#f9a825" stroke-width="3"/>`;
    return `${finger(24)}${finger(8)}${finger(-8)}<rect x="26" y="62" width="20" height="30" rx="5" fill="#6d4c41" transform="rotate(-30 36 77)"/>`;
  },
  drumstick: (c) =>
    `<rect x="110" y="112" width="58" height="18" rx="9" fill="#fff3e0" transform="rotate(42 110 112)"/>` +
    `<circle cx="156" cy="162" r="12" fill="#fff3e0"/><circle cx="166" cy="150" r="12" fill="#fff3e0"/>` +
    `<ellipse cx="84" cy="88" rx="60" ry="46" fill="${c.main}" transform="rotate(40 84 88)"/>` +
    `<ellipse cx="70" cy="72" rx="18" ry="9" fill="${WHITE}" opacity="0.35" transform="rotate(40 70 72)"/>`,
  shirt: (c) =>
    shirtShape(
      c,
      176,
      false,
      `<rect x="96" y="50" width="8" height="124" fill="${c.dark}" opacity="0.4"/>` +
        [70, 98, 126, 154].map((y) => `<circle cx="100" cy="${y}" r="3.5" fill="${c.light}"/>`).join('') +
        `<rect x="112" y="70" width="18" height="16" rx="2" fill="${c.dark}" opacity="0.3"/>`,
    ),
  panjabi: (c) =>
    shirtShape(
      c,
      192,
      true,
      `<rect x="95" y="48" width="10" height="54" fill="${c.light}" opacity="0.8"/>` +
        [58, 72, 86].map((y) => `<circle cx="100" cy="${y}" r="3" fill="${c.accent}"/>`).join('') +
        `<path d="M60 176 L140 176" stroke="${c.light}" stroke-width="4" opacity="0.7"/>`,
    ),
  kameez: (c) =>
    shirtShape(
      c,
      192,
      false,
      `<path d="M78 40 Q100 74 122 40" stroke="${c.accent}" stroke-width="5" fill="none"/>` +
        [0, 1, 2, 3, 4]
          .map((i) => `<circle cx="${72 + i * 14}" cy="${170 + (i % 2) * 8}" r="4" fill="${c.light}"/>`)
          .join('') +
        `<path d="M70 110 Q100 124 130 110" stroke="${c.light}" stroke-width="3" fill="none"/>`,
    ),
  romper: (c) =>
    `<path d="M72 40 L50 48 L32 80 L52 94 L64 80 L62 160 L94 170 L100 150 L106 170 L138 160 L136 80 L148 94 L168 80 L150 48 L128 40 Q100 60 72 40 Z" fill="${c.main}"/>` +
    `<circle cx="100" cy="110" r="18" fill="${c.light}"/><circle cx="94" cy="106" r="3" fill="${INK}"/><circle cx="106" cy="106" r="3" fill="${INK}"/>` +
    `<path d="M92 116 Q100 122 108 116" stroke="${INK}" stroke-width="2.5" fill="none"/>`,
  trousers: (c) =>
    `<path d="M58 28 L142 28 L154 182 L112 182 L100 78 L88 182 L46 182 Z" fill="${c.main}"/>` +
    `<rect x="58" y="28" width="84" height="14" fill="${c.dark}"/>` +
    `<path d="M66 42 Q72 64 92 62 M134 42 Q128 64 108 62" stroke="${c.light}" stroke-width="3" fill="none"/>` +
    `<path d="M100 42 L100 76" stroke="${c.light}" stroke-width="3"/>` +
    `<path d="M62 176 L86 176 M114 176 L140 176" stroke="${c.light}" stroke-width="3" opacity="0.6"/>`,
  folded: (c) => {
    const stripes = (y: number, x: number, w: number) =>
      [0, 1, 2, 3, 4]
        .map(
          (i) =>
            `<rect x="${x + 10 + i * (w / 5)}" y="${y}" width="6" height="34" fill="${c.accent}" opacity="0.45"/>`,
        )
        .join('');
    return (
      `<rect x="32" y="124" width="136" height="40" rx="8" fill="${c.dark}"/>${stripes(127, 32, 136)}` +
      `<rect x="38" y="88" width="124" height="40" rx="8" fill="${c.main}"/>${stripes(91, 38, 124)}` +
      `<rect x="44" y="52" width="112" height="40" rx="8" fill="${c.light}"/>${stripes(55, 44, 112)}`
    );
  },
  saree: (c, rnd) => {
    let motifs = '';
    for (let i = 0; i < 9; i++) {
      const x = 60 + (i % 3) * 36 + rnd.int(-4, 4);
      const y = 64 + Math.floor(i / 3) * 30;
      motifs += `<path d="M${x} ${y - 7} L${x + 7} ${y} L${x} ${y + 7} L${x - 7} ${y} Z" fill="${c.light}" opacity="0.85"/>`;
    }
    return (
      `<path d="M48 36 Q100 18 152 36 L168 182 L32 182 Z" fill="${c.main}"/>` +
      motifs +
      `<path d="M32 182 L168 182 L165 158 L35 158 Z" fill="${c.accent}"/>` +
      `<path d="M35 158 L165 158" stroke="${c.light}" stroke-width="3" stroke-dasharray="6 5"/>` +
      `<path d="M152 36 Q124 96 58 126 L44 110 Q112 80 136 32 Z" fill="${c.dark}" opacity="0.85"/>`
    );
  },
  shoe: (c) =>
    `<path d="M28 132 Q32 88 70 94 Q96 98 112 120 Q144 124 170 134 Q180 150 166 156 L34 156 Q26 150 28 132 Z" fill="${c.main}"/>` +
    `<rect x="26" y="152" width="150" height="14" rx="7" fill="${c.dark}"/>` +
    `<path d="M72 104 L92 112 M78 96 L98 106 M68 112 L88 120" stroke="${c.light}" stroke-width="4"/>` +
    `<ellipse cx="48" cy="118" rx="8" ry="14" fill="${WHITE}" opacity="0.25"/>`,
  tote: (c) =>
    `<path d="M70 72 Q70 26 100 26 Q130 26 130 72" stroke="${c.dark}" stroke-width="9" fill="none"/>` +
    `<path d="M42 66 L158 66 L168 178 L32 178 Z" fill="${c.main}"/>` +
    `<path d="M60 112 Q100 80 140 112 Q100 144 60 112 Z" fill="${c.light}"/>` +
    `<circle cx="100" cy="112" r="9" fill="${c.accent}"/>`,
  backpack: (c) =>
    `<path d="M76 44 Q76 22 100 22 Q124 22 124 44" stroke="${c.dark}" stroke-width="8" fill="none"/>` +
    `<rect x="46" y="40" width="108" height="142" rx="30" fill="${c.main}"/>` +
    `<rect x="62" y="110" width="76" height="56" rx="14" fill="${c.dark}"/>` +
    `<rect x="70" y="120" width="60" height="6" rx="3" fill="${c.accent}"/>` +
    `<circle cx="100" cy="76" r="12" fill="${c.light}"/>`,
  wallet: (c) =>
    `<rect x="30" y="58" width="140" height="96" rx="12" fill="${c.main}"/>` +
    `<path d="M30 70 Q30 58 42 58 L158 58 Q170 58 170 70 L170 94 L30 94 Z" fill="${c.dark}"/>` +
    `<rect x="122" y="86" width="56" height="34" rx="10" fill="${c.dark}"/>` +
    `<circle cx="140" cy="103" r="7" fill="${c.accent}"/>` +
    `<path d="M40 140 L116 140" stroke="${c.light}" stroke-width="3" stroke-dasharray="5 4"/>`,
  screen: (c) =>
    `<rect x="16" y="36" width="168" height="108" rx="8" fill="#212121"/>` +
    `<rect x="24" y="44" width="152" height="90" rx="3" fill="${c.light}"/>` +
    `<path d="M24 134 L70 90 L102 116 L134 80 L176 122 L176 134 Z" fill="${c.main}"/>` +
    `<circle cx="148" cy="64" r="10" fill="${c.accent}"/>` +
    `<rect x="90" y="144" width="20" height="18" fill="#424242"/><rect x="58" y="160" width="84" height="8" rx="4" fill="#424242"/>`,
  smartphone: (c) => {
    let apps = '';
    for (let i = 0; i < 12; i++) {
      apps += `<rect x="${75 + (i % 3) * 18}" y="${56 + Math.floor(i / 3) * 22}" width="12" height="12" rx="3" fill="${i % 4 === 0 ? c.accent : c.light}"/>`;
    }
    return (
      `<rect x="60" y="16" width="80" height="168" rx="16" fill="#212121"/>` +
      `<rect x="66" y="30" width="68" height="140" rx="6" fill="${c.main}"/>` +
      apps +
      `<circle cx="100" cy="24" r="3" fill="#616161"/>`
    );
  },
  'keypad-phone': (c) => {
    let keys = '';
    for (let i = 0; i < 12; i++) {
      keys += `<rect x="${74 + (i % 3) * 18}" y="${104 + Math.floor(i / 3) * 16}" width="14" height="10" rx="3" fill="${c.light}"/>`;
    }
    return (
      `<rect x="64" y="22" width="72" height="162" rx="18" fill="${c.dark}"/>` +
      `<rect x="74" y="40" width="52" height="48" rx="4" fill="${c.light}"/>` +
      `<rect x="80" y="48" width="40" height="14" rx="2" fill="${c.main}"/>` +
      keys
    );
  },
  fan: (c) => {
    let blades = '';
    for (const angle of [0, 120, 240]) {
      blades += `<path d="M100 100 Q124 60 178 70 Q170 96 106 108 Z" fill="${c.main}" transform="rotate(${angle} 100 100)"/>`;
    }
    return `<rect x="96" y="14" width="8" height="60" fill="${c.dark}"/>${blades}<circle cx="100" cy="100" r="20" fill="${c.dark}"/><circle cx="100" cy="100" r="8" fill="${c.light}"/>`;
  },
  'table-fan': (c) => {
    let blades = '';
    for (const angle of [0, 120, 240]) {
      blades += `<ellipse cx="100" cy="60" rx="16" ry="30" fill="${c.main}" transform="rotate(${angle} 100 88)"/>`;
    }
    let cage = '';
    for (let i = 0; i < 8; i++) {
      cage += `<path d="M100 88 L100 28" stroke="${c.dark}" stroke-width="2" transform="rotate(${i * 22.5} 100 88)" opacity="0.5"/>`;
    }
    return (
      `<rect x="92" y="140" width="16" height="30" fill="${c.dark}"/><ellipse cx="100" cy="172" rx="50" ry="12" fill="${c.dark}"/>` +
      `<circle cx="100" cy="88" r="62" fill="${c.light}" opacity="0.6"/>${blades}${cage}` +
      `<circle cx="100" cy="88" r="62" fill="none" stroke="${c.dark}" stroke-width="5"/><circle cx="100" cy="88" r="12" fill="${c.dark}"/>` +
      `<rect x="78" y="164" width="12" height="5" rx="2" fill="${c.accent}"/>`
    );
  },
  cooker: (c) =>
    `<ellipse cx="100" cy="66" rx="66" ry="18" fill="${c.dark}"/>` +
    `<rect x="88" y="38" width="24" height="16" rx="6" fill="${c.dark}"/>` +
    `<path d="M34 68 L40 160 Q100 186 160 160 L166 68 Z" fill="${c.main}"/>` +
    `<rect x="78" y="108" width="44" height="26" rx="5" fill="${c.light}"/><circle cx="90" cy="121" r="5" fill="#e53935"/><circle cx="108" cy="121" r="5" fill="#43a047"/>` +
    shine(46, 80, 8, 70),
  kettle: (c) =>
    `<path d="M56 62 Q100 46 144 62 L152 172 L48 172 Z" fill="${c.main}"/>` +
    `<path d="M144 78 Q184 84 176 130 Q172 150 150 156" stroke="${c.dark}" stroke-width="12" fill="none"/>` +
    `<path d="M56 90 L24 70 L28 62 L58 78 Z" fill="${c.main}"/>` +
    `<rect x="80" y="40" width="40" height="14" rx="6" fill="${c.dark}"/>` +
    `<rect x="40" y="168" width="120" height="14" rx="6" fill="${c.dark}"/>` +
    `<rect x="66" y="96" width="10" height="50" rx="5" fill="${c.light}"/>`,
  pan: (c) =>
    `<rect x="136" y="94" width="62" height="16" rx="8" fill="${c.main}"/>` +
    `<circle cx="80" cy="102" r="66" fill="#37474f"/><circle cx="80" cy="102" r="54" fill="#212121"/>` +
    `<ellipse cx="62" cy="82" rx="22" ry="10" fill="${WHITE}" opacity="0.12" transform="rotate(-30 62 82)"/>`,
  plates: (c) =>
    `<ellipse cx="100" cy="150" rx="84" ry="22" fill="${c.dark}"/>` +
    `<ellipse cx="100" cy="138" rx="84" ry="22" fill="${WHITE}" stroke="${c.main}" stroke-width="6"/>` +
    `<ellipse cx="100" cy="138" rx="50" ry="12" fill="none" stroke="${c.accent}" stroke-width="3"/>` +
    `<path d="M56 70 L144 70 Q140 118 100 120 Q60 118 56 70 Z" fill="${WHITE}" stroke="${c.main}" stroke-width="6"/>` +
    `<path d="M70 84 L130 84" stroke="${c.accent}" stroke-width="4"/>`,
  bulb: (c) => {
    let rays = '';
    for (const angle of [-60, -30, 0, 30, 60]) {
      rays += `<rect x="97" y="4" width="6" height="20" rx="3" fill="${c.accent}" transform="rotate(${angle} 100 80)"/>`;
    }
    return (
      rays +
      `<circle cx="100" cy="80" r="46" fill="#fff59d"/>` +
      `<path d="M74 108 L126 108 L118 138 L82 138 Z" fill="#fff59d"/>` +
      `<rect x="80" y="138" width="40" height="32" rx="5" fill="#9e9e9e"/>` +
      `<path d="M80 148 L120 148 M80 158 L120 158" stroke="#757575" stroke-width="3"/>` +
      `<path d="M90 110 L90 90 Q100 80 110 90 L110 110" stroke="#f9a825" stroke-width="3" fill="none"/>`
    );
  },
  'power-bank': (c) =>
    `<rect x="56" y="22" width="88" height="160" rx="16" fill="${c.dark}"/>` +
    `<rect x="62" y="28" width="76" height="148" rx="12" fill="${c.main}"/>` +
    [0, 1, 2, 3]
      .map((i) => `<circle cx="${79 + i * 14}" cy="150" r="4" fill="${i < 3 ? '#69f0ae' : c.light}"/>`)
      .join('') +
    `<rect x="88" y="16" width="24" height="8" rx="2" fill="#424242"/>` +
    `<path d="M104 60 L88 96 L102 96 L94 128 L114 86 L100 86 Z" fill="${c.light}"/>`,
  router: (c) =>
    `<rect x="48" y="36" width="8" height="84" rx="4" fill="${c.dark}" transform="rotate(-14 52 120)"/>` +
    `<rect x="96" y="28" width="8" height="92" rx="4" fill="${c.dark}"/>` +
    `<rect x="144" y="36" width="8" height="84" rx="4" fill="${c.dark}" transform="rotate(14 148 120)"/>` +
    `<rect x="24" y="112" width="152" height="52" rx="12" fill="${c.main}"/>` +
    [0, 1, 2, 3, 4].map((i) => `<circle cx="${52 + i * 24}" cy="140" r="4.5" fill="#69f0ae"/>`).join('') +
    `<rect x="36" y="162" width="20" height="8" rx="3" fill="${c.dark}"/><rect x="144" y="162" width="20" height="8" rx="3" fill="${c.dark}"/>`,
  socket: (c) =>
    `<path d="M30 130 Q10 170 40 186" stroke="${INK}" stroke-width="6" fill="none"/>` +
    `<rect x="24" y="76" width="160" height="58" rx="12" fill="${WHITE}" stroke="${c.main}" stroke-width="5"/>` +
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<circle cx="${56 + i * 32}" cy="105" r="11" fill="${c.light}"/><circle cx="${52 + i * 32}" cy="105" r="2.5" fill="${INK}"/><circle cx="${60 + i * 32}" cy="105" r="2.5" fill="${INK}"/>`,
      )
      .join('') +
    `<rect x="160" y="84" width="14" height="8" rx="3" fill="#e53935"/>`,
  earbuds: (c) =>
    `<rect x="44" y="92" width="112" height="80" rx="36" fill="${c.main}"/>` +
    `<path d="M44 126 L156 126" stroke="${c.dark}" stroke-width="3"/>` +
    `<circle cx="100" cy="150" r="4" fill="#69f0ae"/>` +
    `<circle cx="72" cy="58" r="22" fill="${c.light}"/><rect x="66" y="62" width="12" height="34" rx="6" fill="${c.light}"/>` +
    `<circle cx="130" cy="52" r="22" fill="${c.light}"/><rect x="124" y="56" width="12" height="34" rx="6" fill="${c.light}"/>` +
    `<circle cx="72" cy="58" r="9" fill="${c.dark}"/><circle cx="130" cy="52" r="9" fill="${c.dark}"/>`,
  thermometer: (c) =>
    `<rect x="82" y="16" width="36" height="150" rx="18" fill="${WHITE}" stroke="${c.main}" stroke-width="5" transform="rotate(24 100 100)"/>` +
    `<rect x="90" y="44" width="20" height="34" rx="4" fill="${c.light}" transform="rotate(24 100 100)"/>` +
    `<rect x="94" y="146" width="12" height="30" rx="6" fill="#9e9e9e" transform="rotate(24 100 100)"/>` +
    `<circle cx="100" cy="104" r="7" fill="${c.accent}" transform="rotate(24 100 100)"/>`,
  'bp-monitor': (c) =>
    `<path d="M150 110 Q190 130 176 170 Q160 190 120 180" stroke="${INK}" stroke-width="5" fill="none"/>` +
    `<rect x="24" y="44" width="128" height="120" rx="18" fill="${WHITE}" stroke="${c.main}" stroke-width="5"/>` +
    `<rect x="40" y="60" width="96" height="54" rx="6" fill="${c.light}"/>` +
    `<rect x="50" y="72" width="40" height="14" rx="2" fill="${c.dark}"/><rect x="50" y="92" width="28" height="10" rx="2" fill="${c.dark}"/>` +
    `<path d="M98 96 L106 86 L112 100 L118 80 L126 96" stroke="#e53935" stroke-width="3" fill="none"/>` +
    `<circle cx="88" cy="138" r="12" fill="${c.main}"/>`,
  watch: (c) =>
    `<rect x="76" y="10" width="48" height="180" rx="14" fill="${c.dark}"/>` +
    `<rect x="58" y="52" width="84" height="96" rx="24" fill="#212121"/>` +
    `<rect x="66" y="60" width="68" height="80" rx="18" fill="${c.main}"/>` +
    `<path d="M80 112 L92 112 L98 96 L106 126 L112 106 L120 106" stroke="${c.light}" stroke-width="4" fill="none"/>` +
    `<rect x="140" y="86" width="8" height="24" rx="4" fill="#616161"/>`,
  tablets: (c) => {
    let pills = '';
    for (let i = 0; i < 10; i++) {
      pills += `<circle cx="${56 + (i % 5) * 22}" cy="${84 + Math.floor(i / 5) * 40}" r="10" fill="${WHITE}" stroke="${c.light}" stroke-width="4"/>`;
    }
    return (
      `<rect x="28" y="52" width="144" height="104" rx="10" fill="#cfd8dc" transform="rotate(-8 100 104)"/>` +
      `<g transform="rotate(-8 100 104)">${pills}<rect x="30" y="142" width="140" height="12" rx="4" fill="${c.main}"/></g>`
    );
  },
  capsules: (c) => {
    let caps = '';
    for (let i = 0; i < 8; i++) {
      const x = 48 + (i % 4) * 30;
      const y = 72 + Math.floor(i / 4) * 48;
      caps +=
        `<rect x="${x}" y="${y}" width="16" height="36" rx="8" fill="${c.main}"/>` +
        `<path d="M${x} ${y + 18} L${x + 16} ${y + 18} L${x + 16} ${y + 28} Q${x + 16} ${y + 36} ${x + 8} ${y + 36} Q${x} ${y + 36} ${x} ${y + 28} Z" fill="${c.light}"/>`;
    }
    return `<rect x="30" y="56" width="140" height="112" rx="10" fill="#cfd8dc" transform="rotate(6 100 112)"/><g transform="rotate(6 100 112)">${caps}</g>`;
  },
  mask: (c) =>
    `<path d="M38 88 Q14 92 18 118 Q22 140 42 138" stroke="${c.dark}" stroke-width="4" fill="none"/>` +
    `<path d="M162 88 Q186 92 182 118 Q178 140 158 138" stroke="${c.dark}" stroke-width="4" fill="none"/>` +
    `<path d="M38 76 Q100 62 162 76 L162 140 Q100 164 38 140 Z" fill="${c.light}" stroke="${c.main}" stroke-width="4"/>` +
    `<path d="M40 98 Q100 88 160 98 M40 116 Q100 106 160 116 M40 132 Q100 124 160 132" stroke="${c.main}" stroke-width="3" fill="none" opacity="0.7"/>`,
  tube: (c) =>
    `<path d="M64 26 L136 26 L124 150 L76 150 Z" fill="${c.main}"/>` +
    `<rect x="60" y="20" width="80" height="12" rx="3" fill="${c.dark}"/>` +
    `<rect x="78" y="148" width="44" height="36" rx="6" fill="${c.dark}"/>` +
    `<rect x="80" y="60" width="40" height="48" rx="6" fill="${c.light}"/>` +
    `<circle cx="100" cy="84" r="12" fill="${c.accent}"/>` +
    shine(72, 40, 7, 90),
  lipstick: (c) =>
    `<rect x="70" y="112" width="60" height="72" rx="6" fill="${c.dark}"/>` +
    `<rect x="74" y="100" width="52" height="18" rx="3" fill="#ffd54f"/>` +
    `<path d="M82 100 L82 44 Q100 20 118 36 L118 100 Z" fill="${c.main}"/>` +
    `<rect x="86" y="50" width="6" height="44" rx="3" fill="${WHITE}" opacity="0.3"/>`,
  feeder: (c) =>
    `<path d="M88 20 Q100 6 112 20 L116 44 L84 44 Z" fill="#ffe0b2"/>` +
    `<rect x="74" y="42" width="52" height="18" rx="5" fill="${c.main}"/>` +
    `<rect x="68" y="58" width="64" height="124" rx="22" fill="${WHITE}" stroke="${c.light}" stroke-width="5"/>` +
    `<rect x="74" y="110" width="52" height="66" rx="18" fill="#fff8e1"/>` +
    [80, 100, 120, 140]
      .map((y) => `<path d="M70 ${y} L86 ${y}" stroke="${c.main}" stroke-width="3"/>`)
      .join(''),
  rickshaw: (c, rnd) => {
    const wheel = (cx: number, cy: number, r: number) =>
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${INK}" stroke-width="5"/>` +
      [0, 45, 90, 135]
        .map(
          (a) =>
            `<path d="M${cx - r} ${cy} L${cx + r} ${cy}" stroke="${INK}" stroke-width="2" transform="rotate(${a} ${cx} ${cy})"/>`,
        )
        .join('');
    const flowers = [0, 1, 2]
      .map((i) => `<circle cx="${80 + i * 16}" cy="${64 + rnd.int(-3, 3)}" r="5" fill="${c.accent}"/>`)
      .join('');
    return (
      wheel(64, 150, 30) +
      wheel(164, 162, 18) +
      `<path d="M40 60 Q90 10 140 60 L140 100 L40 100 Z" fill="${c.main}"/>` +
      `<path d="M44 96 Q90 40 136 96" stroke="${c.light}" stroke-width="5" fill="none"/>` +
      flowers +
      `<rect x="44" y="100" width="96" height="26" rx="6" fill="${c.dark}"/>` +
      `<path d="M140 120 L164 162 M150 96 L176 96 M164 96 L164 130" stroke="${INK}" stroke-width="5"/>`
    );
  },
  book: (c) =>
    `<path d="M44 30 L156 30 Q166 30 166 40 L166 176 L54 176 Q44 176 44 166 Z" fill="${c.main}"/>` +
    `<rect x="48" y="156" width="118" height="20" fill="#fafafa"/>` +
    `<path d="M52 162 L162 162 M52 168 L162 168" stroke="#e0e0e0" stroke-width="2"/>` +
    `<rect x="44" y="30" width="16" height="146" fill="${c.dark}"/>` +
    `<circle cx="112" cy="84" r="24" fill="none" stroke="${c.light}" stroke-width="4"/>` +
    `<circle cx="112" cy="84" r="10" fill="${c.accent}"/>` +
    `<rect x="80" y="120" width="64" height="6" rx="3" fill="${c.light}"/><rect x="90" y="132" width="44" height="6" rx="3" fill="${c.light}"/>`,
  notebook: (c) =>
    `<rect x="50" y="24" width="112" height="156" rx="8" fill="${c.main}"/>` +
    [36, 56, 76, 96, 116, 136, 156]
      .map((y) => `<rect x="40" y="${y}" width="22" height="8" rx="4" fill="#9e9e9e"/>`)
      .join('') +
    `<rect x="78" y="56" width="64" height="36" rx="4" fill="${c.light}"/>` +
    `<path d="M86 68 L134 68 M86 80 L122 80" stroke="${c.dark}" stroke-width="3"/>`,
  pencils: (c) => {
    const colours = [c.main, c.accent, '#fdd835', '#43a047', '#1e88e5'];
    return colours
      .map(
        (colour, i) =>
          `<g transform="rotate(${-30 + i * 15} 100 170)"><rect x="92" y="40" width="16" height="120" fill="${colour}"/>` +
          `<path d="M92 40 L100 14 L108 40 Z" fill="#ffe0b2"/><path d="M97 24 L100 14 L103 24 Z" fill="${colour}"/>` +
          `<rect x="92" y="150" width="16" height="10" fill="#bdbdbd"/></g>`,
      )
      .join('');
  },
  football: () => {
    let patches = '';
    for (let i = 0; i < 5; i++) {
      patches += `<path d="M100 28 L112 38 L108 52 L92 52 L88 38 Z" fill="${INK}" transform="rotate(${i * 72} 100 100)"/>`;
    }
    return `<circle cx="100" cy="100" r="76" fill="${WHITE}" stroke="${INK}" stroke-width="3"/><path d="M100 78 L121 93 L113 118 L87 118 L79 93 Z" fill="${INK}"/>${patches}`;
  },
  'tape-ball': (c) =>
    `<circle cx="100" cy="100" r="66" fill="#c6ff00"/>` +
    `<path d="M40 70 Q100 100 160 70 M40 130 Q100 100 160 130" stroke="${c.main}" stroke-width="16" fill="none"/>` +
    `<ellipse cx="76" cy="74" rx="16" ry="9" fill="${WHITE}" opacity="0.4"/>`,
  bat: (c) =>
    `<g transform="rotate(32 100 100)"><rect x="92" y="8" width="16" height="56" rx="6" fill="${c.dark}"/>` +
    [16, 28, 40, 52]
      .map((y) => `<path d="M92 ${y} L108 ${y + 6}" stroke="${c.light}" stroke-width="2"/>`)
      .join('') +
    `<path d="M80 62 L120 62 L124 186 Q100 196 76 186 Z" fill="#f3d9a4"/>` +
    `<rect x="84" y="100" width="32" height="18" rx="3" fill="${c.main}"/><path d="M100 66 L100 184" stroke="#d7b377" stroke-width="3"/></g>`,
  racket: (c) => {
    let strings = '';
    for (let i = -3; i <= 3; i++) {
      strings += `<path d="M${100 + i * 9} 26 L${100 + i * 9} 114" stroke="${c.light}" stroke-width="1.5"/>`;
      strings += `<path d="M66 ${70 + i * 9} L134 ${70 + i * 9}" stroke="${c.light}" stroke-width="1.5"/>`;
    }
    return (
      `<g transform="rotate(-28 100 100)"><ellipse cx="100" cy="70" rx="38" ry="48" fill="none" stroke="${c.main}" stroke-width="7"/>` +
      `<clipPath id="racket-face"><ellipse cx="100" cy="70" rx="34" ry="44"/></clipPath><g clip-path="url(#racket-face)">${strings}</g>` +
      `<rect x="97" y="118" width="6" height="46" fill="#9e9e9e"/><rect x="93" y="160" width="14" height="34" rx="6" fill="${c.dark}"/></g>`
    );
  },
  shuttlecock: (c) =>
    `<path d="M62 40 L138 40 L112 130 L88 130 Z" fill="${WHITE}" stroke="#bdbdbd" stroke-width="3"/>` +
    `<path d="M76 40 L94 130 M100 40 L100 130 M124 40 L106 130" stroke="#bdbdbd" stroke-width="2"/>` +
    `<rect x="84" y="124" width="32" height="10" fill="${c.main}"/>` +
    `<path d="M84 134 L116 134 Q116 168 100 168 Q84 168 84 134 Z" fill="#ffe0b2"/>`,
  mat: (c) =>
    `<rect x="20" y="120" width="130" height="36" rx="4" fill="${c.main}" transform="skewX(-20)"/>` +
    `<rect x="60" y="70" width="104" height="56" rx="28" fill="${c.main}"/>` +
    `<circle cx="140" cy="98" r="28" fill="${c.dark}"/><circle cx="140" cy="98" r="18" fill="${c.main}"/><circle cx="140" cy="98" r="8" fill="${c.dark}"/>` +
    `<rect x="70" y="80" width="60" height="6" rx="3" fill="${c.light}" opacity="0.6"/>`,
  carrom: (c, rnd) => {
    let coins = '';
    for (let i = 0; i < 7; i++) {
      coins += `<circle cx="${100 + rnd.int(-22, 22)}" cy="${100 + rnd.int(-22, 22)}" r="6" fill="${i % 2 ? INK : '#fff8e1'}"/>`;
    }
    return (
      `<rect x="18" y="18" width="164" height="164" rx="10" fill="#5d4037"/>` +
      `<rect x="32" y="32" width="136" height="136" fill="#f3d9a4"/>` +
      [
        [40, 40],
        [160, 40],
        [40, 160],
        [160, 160],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="9" fill="${INK}"/>`)
        .join('') +
      `<circle cx="100" cy="100" r="30" fill="none" stroke="${c.main}" stroke-width="3"/>` +
      `<rect x="54" y="54" width="92" height="92" fill="none" stroke="${c.dark}" stroke-width="2" opacity="0.5"/>` +
      coins +
      `<circle cx="100" cy="100" r="6" fill="#e53935"/>`
    );
  },
  quilt: (c, rnd) => {
    let stitches = '';
    for (let i = 0; i < 6; i++) {
      const y = 52 + i * 20;
      stitches += `<path d="M36 ${y} Q68 ${y - 8 + rnd.int(0, 4)} 100 ${y} T164 ${y}" stroke="${c.light}" stroke-width="3" stroke-dasharray="6 4" fill="none"/>`;
    }
    return (
      `<rect x="24" y="36" width="152" height="132" rx="10" fill="${c.main}"/>` +
      stitches +
      `<circle cx="100" cy="102" r="20" fill="${c.accent}"/><circle cx="100" cy="102" r="9" fill="${c.light}"/>` +
      `<rect x="24" y="36" width="152" height="132" rx="10" fill="none" stroke="${c.dark}" stroke-width="6"/>`
    );
  },
  net: (c) => {
    let mesh = '';
    for (let i = 0; i < 9; i++) {
      mesh += `<path d="M${44 + i * 14} 60 L${40 + i * 15} 172" stroke="${c.main}" stroke-width="1.5" opacity="0.6"/>`;
      mesh += `<path d="M36 ${70 + i * 12} L164 ${70 + i * 12}" stroke="${c.main}" stroke-width="1.5" opacity="0.6"/>`;
    }
    return (
      `<path d="M44 56 L156 56 L168 176 L32 176 Z" fill="${c.light}" opacity="0.8"/>${mesh}` +
      `<path d="M44 56 L156 56 L168 176 L32 176 Z" fill="none" stroke="${c.dark}" stroke-width="4"/>` +
      `<path d="M44 56 L40 24 M156 56 L160 24" stroke="${c.dark}" stroke-width="3"/>`
    );
  },
  container: (c) =>
    `<rect x="24" y="110" width="100" height="66" rx="10" fill="${c.light}" opacity="0.9"/><rect x="20" y="100" width="108" height="14" rx="5" fill="${c.main}"/>` +
    `<rect x="96" y="62" width="84" height="64" rx="10" fill="${c.light}" opacity="0.9"/><rect x="92" y="52" width="92" height="14" rx="5" fill="${c.accent}"/>` +
    `<rect x="52" y="40" width="64" height="54" rx="8" fill="${c.light}" opacity="0.9"/><rect x="48" y="30" width="72" height="12" rx="5" fill="${c.dark}"/>`,
};

/** The glyph's SVG elements in its 200×200 box. */
export function drawGlyph(glyph: Glyph, palette: Palette, seed: string): string {
  return GLYPHS[glyph](palette, new SeededRandom(`${seed}:${glyph}`));
}

function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

function confetti(rnd: SeededRandom, width: number, height: number, colour: string, count: number): string {
  let shapes = '';
  for (let i = 0; i < count; i++) {
    const x = rnd.int(0, width);
    const y = rnd.int(0, height);
    const r = rnd.int(Math.round(width / 80), Math.round(width / 14));
    shapes +=
      rnd.next() < 0.7
        ? `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}" opacity="${rnd.float(0.08, 0.22).toFixed(2)}"/>`
        : `<rect x="${x}" y="${y}" width="${r * 1.6}" height="${r * 1.6}" rx="${r / 3}" fill="${colour}" opacity="${rnd.float(0.08, 0.2).toFixed(2)}" transform="rotate(${rnd.int(0, 90)} ${x} ${y})"/>`;
  }
  return shapes;
}

/**
 * A square product photo: a soft gradient, a few background shapes and the glyph. Photo n > 1
 * shows the same thing from another "angle" (turned, closer, another backdrop).
 */
export function productPhotoSvg(options: {
  seed: string;
  glyph: Glyph;
  hue: number;
  tint?: string;
  photoNumber: number;
  size: number;
}): string {
  const { seed, glyph, hue, tint, photoNumber, size } = options;
  const rnd = new SeededRandom(`${seed}#${photoNumber}`);
  const palette = paletteFor(hue, tint);
  const backdropHue = (hue + rnd.int(-40, 40) + (photoNumber - 1) * 35 + 360) % 360;
  // A white saree on a white backdrop disappears: light products get a deeper backdrop.
  const isLightProduct = tint !== undefined && luminance(tint) > 0.88;
  const top = hslToHex(
    backdropHue,
    isLightProduct ? 40 : 60,
    isLightProduct ? 62 : photoNumber === 2 ? 80 : 94,
  );
  const bottom = hslToHex(
    (backdropHue + 30) % 360,
    isLightProduct ? 45 : 55,
    isLightProduct ? 46 : photoNumber === 2 ? 66 : 84,
  );
  const scale = ((size * (photoNumber === 3 ? 0.82 : 0.6)) / 200).toFixed(3);
  const turn = photoNumber === 1 ? 0 : rnd.int(-14, 14);
  const centreY = photoNumber === 3 ? size * 0.56 : size * 0.5;
  return svgDocument(
    size,
    size,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>` +
      `<radialGradient id="glow" cx="0.5" cy="0.45" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="${isLightProduct ? 0.25 : 0.75}"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>` +
      `<rect width="${size}" height="${size}" fill="url(#bg)"/>` +
      confetti(rnd, size, size, palette.main, 7) +
      `<circle cx="${size / 2}" cy="${size * 0.47}" r="${size * 0.42}" fill="url(#glow)"/>` +
      `<ellipse cx="${size / 2}" cy="${size * 0.86}" rx="${size * 0.3}" ry="${size * 0.035}" fill="#000000" opacity="0.12"/>` +
      `<g transform="translate(${size / 2} ${centreY}) rotate(${turn}) scale(${scale}) translate(-100 -100)">${drawGlyph(glyph, palette, seed)}</g>`,
  );
}

/** A wide promotional banner: a bold gradient band, decorations and the glyphs on the right. */
export function bannerSvg(options: {
  seed: string;
  glyphs: Glyph[];
  hue: number;
  width: number;
  height: number;
}): string {
  const { seed, glyphs, hue, width, height } = options;
  const rnd = new SeededRandom(`${seed}:${width}`);
  const start = hslToHex(hue, 70, 42);
  const end = hslToHex((hue + 45) % 360, 75, 58);
  const count = glyphs.length;
  const areaStart = width * (width > height * 2.5 ? 0.46 : 0.36);
  const step = (width - areaStart - height * 0.1) / count;
  const tile = Math.min(height * 0.62, step * 0.94);
  let items = '';
  glyphs.forEach((glyph, index) => {
    const cx = areaStart + step * index + step / 2;
    const cy = height * (index % 2 === 0 ? 0.52 : 0.44);
    const palette = paletteFor((hue + 20 + index * 50) % 360);
    items +=
      `<circle cx="${cx}" cy="${cy}" r="${tile / 2}" fill="#ffffff" opacity="0.92"/>` +
      `<g transform="translate(${cx} ${cy}) scale(${((tile * 0.72) / 200).toFixed(3)}) translate(-100 -100)">${drawGlyph(glyph, palette, seed)}</g>`;
  });
  const ribbonY = height * 0.62;
  return svgDocument(
    width,
    height,
    `<defs><linearGradient id="band" x1="0" y1="0" x2="1" y2="0.3"><stop offset="0" stop-color="${start}"/><stop offset="1" stop-color="${end}"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#band)"/>` +
      confetti(rnd, width, height, '#ffffff', 14) +
      `<path d="M0 ${height} L0 ${height * 0.78} Q${width * 0.25} ${height * 0.6} ${width * 0.5} ${height * 0.8} T${width} ${height * 0.7} L${width} ${height} Z" fill="#ffffff" opacity="0.12"/>` +
      `<path d="M${width * 0.05} ${ribbonY - height * 0.09} L${width * 0.24} ${ribbonY - height * 0.09} L${width * 0.27} ${ribbonY} L${width * 0.24} ${ribbonY + height * 0.09} L${width * 0.05} ${ribbonY + height * 0.09} Z" fill="${hslToHex((hue + 180) % 360, 85, 60)}"/>` +
      `<circle cx="${width * 0.075}" cy="${ribbonY}" r="${height * 0.025}" fill="#ffffff"/>` +
      `<rect x="${width * 0.05}" y="${height * 0.2}" width="${width * 0.3}" height="${height * 0.035}" rx="${height * 0.017}" fill="#ffffff" opacity="0.35"/>` +
      `<rect x="${width * 0.05}" y="${height * 0.29}" width="${width * 0.22}" height="${height * 0.035}" rx="${height * 0.017}" fill="#ffffff" opacity="0.25"/>` +
      items,
  );
}

/** A round shop or brand logo: a coloured disc with a white emblem, no lettering. */
export function logoSvg(options: { seed: string; glyph: Glyph; hue: number; size: number }): string {
  const { seed, glyph, hue, size } = options;
  const rnd = new SeededRandom(`${seed}:logo`);
  const palette = paletteFor(hue);
  const emblem: Palette = {
    main: '#ffffff',
    dark: palette.light,
    light: palette.dark,
    accent: palette.accent,
  };
  const petals = rnd.int(6, 12);
  let ring = '';
  for (let i = 0; i < petals; i++) {
    ring += `<circle cx="${size / 2}" cy="${size * 0.09}" r="${size * 0.035}" fill="${palette.light}" transform="rotate(${(360 / petals) * i} ${size / 2} ${size / 2})"/>`;
  }
  return svgDocument(
    size,
    size,
    `<rect width="${size}" height="${size}" fill="#ffffff"/>` +
      `<circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.47}" fill="${palette.dark}"/>` +
      ring +
      `<circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.36}" fill="${palette.main}"/>` +
      `<g transform="translate(${size / 2} ${size / 2}) scale(${((size * 0.6) / 200).toFixed(3)}) translate(-100 -100)">${drawGlyph(glyph, emblem, seed)}</g>`,
  );
}

/** A small category icon, kept as SVG: a tinted rounded tile with the category's glyph. */
export function categoryIconSvg(glyph: Glyph, hue: number, seed: string): string {
  const palette = paletteFor(hue);
  return svgDocument(
    96,
    96,
    `<rect x="2" y="2" width="92" height="92" rx="22" fill="${palette.light}"/>` +
      `<g transform="translate(48 48) scale(0.4) translate(-100 -100)">${drawGlyph(glyph, palette, seed)}</g>`,
  );
}

/** Rasterises an SVG to WebP at its own size. */
export function renderWebp(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality: 82, effort: 2 }).toBuffer();
}
