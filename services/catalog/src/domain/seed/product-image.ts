/** A product's own picture: a small, self-contained SVG (no external fonts, images or links). */

const baseHue: Record<string, number> = { Apparel: 218, Gear: 16, Supplements: 152, Recovery: 268 };

const white = 'fill="#fff" fill-opacity=".94"';
const shade = 'fill="#000" fill-opacity=".16"';

const icons = {
  tee:
    `<path d="M300 230 L362 200 Q400 236 438 200 L500 230 L572 306 L516 356 L492 334 L492 560 L308 560 L308 334 L284 356 L228 306 Z" ${white}/>` +
    '<path d="M362 200 Q400 262 438 200" fill="none" stroke="#000" stroke-opacity=".18" stroke-width="8"/>',
  shorts:
    `<rect x="262" y="236" width="276" height="46" rx="10" ${white}/>` +
    `<path d="M262 290 H538 L572 548 H428 L400 380 L372 548 H228 Z" ${white}/>`,
  dumbbell:
    `<rect x="270" y="382" width="260" height="36" rx="10" ${white}/>` +
    `<rect x="222" y="300" width="52" height="200" rx="14" ${white}/><rect x="182" y="336" width="44" height="128" rx="12" ${white}/>` +
    `<rect x="526" y="300" width="52" height="200" rx="14" ${white}/><rect x="574" y="336" width="44" height="128" rx="12" ${white}/>`,
  mouthguard:
    '<path d="M262 300 Q262 520 400 520 Q538 520 538 300" fill="none" stroke="#fff" stroke-opacity=".94" stroke-width="64" stroke-linecap="round"/>' +
    '<path d="M262 300 Q262 520 400 520 Q538 520 538 300" fill="none" stroke="#000" stroke-opacity=".14" stroke-width="10" stroke-dasharray="6 26"/>',
  ladder:
    `<rect x="196" y="292" width="408" height="16" rx="8" ${white}/><rect x="196" y="476" width="408" height="16" rx="8" ${white}/>` +
    [236, 300, 364, 428, 492, 556].map((x) => `<rect x="${x}" y="300" width="14" height="184" rx="6" ${white}/>`).join(''),
  bag:
    '<path d="M320 330 Q400 210 480 330" fill="none" stroke="#fff" stroke-opacity=".94" stroke-width="20"/>' +
    `<rect x="206" y="320" width="388" height="220" rx="70" ${white}/><rect x="250" y="372" width="300" height="12" rx="6" ${shade}/>`,
  tub:
    `<rect x="318" y="214" width="164" height="56" rx="14" ${white}/><rect x="292" y="262" width="216" height="300" rx="34" ${white}/>` +
    `<rect x="292" y="350" width="216" height="120" ${shade}/><circle cx="400" cy="410" r="34" ${white}/>`,
  capsule:
    `<g transform="rotate(-35 400 390)"><rect x="250" y="330" width="300" height="120" rx="60" ${white}/>` +
    `<path d="M400 330 H490 A60 60 0 0 1 490 450 H400 Z" ${shade}/></g>`,
  roller:
    `<rect x="214" y="330" width="372" height="140" rx="70" ${white}/><ellipse cx="586" cy="400" rx="34" ry="70" ${shade}/>` +
    '<path d="M290 330 V470 M360 330 V470 M430 330 V470 M500 330 V470" stroke="#000" stroke-opacity=".14" stroke-width="12"/>',
  massager:
    `<circle cx="262" cy="316" r="52" ${white}/><rect x="292" y="270" width="280" height="92" rx="40" ${white}/>` +
    `<rect x="440" y="340" width="72" height="216" rx="26" ${white}/><rect x="440" y="500" width="72" height="14" ${shade}/>`,
  pack:
    `<rect x="180" y="368" width="440" height="46" rx="23" fill="#fff" fill-opacity=".6"/><rect x="262" y="270" width="276" height="240" rx="42" ${white}/>` +
    '<path d="M400 310 V470 M331 350 L469 430 M331 430 L469 350" stroke="#000" stroke-opacity=".16" stroke-width="14" stroke-linecap="round"/>',
  tape:
    `<path d="M400 530 H590 V580 H400 Z" fill="#fff" fill-opacity=".7"/><circle cx="400" cy="390" r="150" ${white}/><circle cx="400" cy="390" r="72" ${shade}/>`,
} as const;
export type ProductIcon = keyof typeof icons;

const categoryIcon: Record<string, ProductIcon> = { Apparel: 'tee', Gear: 'dumbbell', Supplements: 'tub', Recovery: 'roller' };
const fallbackIcon = '<circle cx="400" cy="390" r="150" fill="#fff" fill-opacity=".9"/>';

function iconFor(category: string, icon?: ProductIcon) {
  const chosen = icon ?? categoryIcon[category];
  return chosen ? icons[chosen] : fallbackIcon;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

function hashOf(text: string) {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash;
}

/** Splits a name into at most two lines of about 22 characters. */
function lines(name: string): string[] {
  const words = name.split(/\s+/);
  const out: string[] = [''];
  for (const word of words) {
    const current = out[out.length - 1]!;
    if (current && `${current} ${word}`.length > 22 && out.length < 2) out.push(word);
    else out[out.length - 1] = current ? `${current} ${word}` : word;
  }
  return out;
}

export function productSvg({ name, category, icon }: { name: string; category: string; icon?: ProductIcon }): string {
  const hash = hashOf(name);
  const hue = (baseHue[category] ?? 200) + (hash % 36) - 18;
  // Unique gradient id: the SVG may be inlined next to others in one document.
  const gradient = `g${hash.toString(36)}`;
  const [first, second] = lines(name);
  const label = second
    ? `<text x="400" y="652" font-size="42">${escapeXml(first!)}</text><text x="400" y="704" font-size="42">${escapeXml(second)}</text>`
    : `<text x="400" y="676" font-size="46">${escapeXml(first!)}</text>`;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" role="img">',
    `<title>${escapeXml(name)}</title>`,
    `<defs><linearGradient id="${gradient}" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue} 68% 20%)"/><stop offset="1" stop-color="hsl(${hue + 28} 72% 46%)"/>`,
    '</linearGradient></defs>',
    `<rect width="800" height="800" fill="url(#${gradient})"/>`,
    `<circle cx="640" cy="150" r="220" fill="hsl(${hue + 40} 80% 70%)" fill-opacity=".16"/>`,
    '<circle cx="400" cy="390" r="230" fill="#fff" fill-opacity=".07"/>',
    iconFor(category, icon),
    `<g fill="#fff" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-weight="700" text-anchor="middle">${label}</g>`,
    `<text x="400" y="90" fill="#fff" fill-opacity=".75" font-family="system-ui, sans-serif" font-size="26" letter-spacing="6" text-anchor="middle">${escapeXml(category.toUpperCase())}</text>`,
    '</svg>',
  ].join('');
}
