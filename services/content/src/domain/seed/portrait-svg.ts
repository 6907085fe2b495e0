export type HairStyle = 'short' | 'crop' | 'long' | 'bun' | 'curly' | 'bald';

export interface PortraitLook {
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  shirt: string;
  background: [string, string];
  beard?: boolean;
  glasses?: boolean;
}

const SIZE = 640;

// Back-of-head hair (behind the face) and front hair (over the forehead), per style.
const hairBack: Record<HairStyle, string> = {
  short: '',
  crop: '',
  bald: '',
  long: '<path d="M206 250 C196 370 200 470 236 520 L404 520 C440 470 444 370 434 250 Z"/>',
  bun: '<circle cx="320" cy="128" r="52"/>',
  curly:
    '<circle cx="236" cy="214" r="48"/><circle cx="404" cy="214" r="48"/><circle cx="228" cy="280" r="40"/><circle cx="412" cy="280" r="40"/>',
};

const hairFront: Record<HairStyle, string> = {
  short: '<path d="M226 262 C218 170 270 138 322 138 C382 138 428 172 414 262 C402 214 372 196 320 196 C270 196 240 214 226 262 Z"/>',
  crop: '<path d="M232 236 C236 178 276 150 320 150 C366 150 404 178 408 236 C386 208 356 198 320 198 C284 198 254 208 232 236 Z"/>',
  bald: '',
  long: '<path d="M220 282 C208 176 264 136 322 136 C384 136 436 176 420 282 C404 222 372 200 338 196 C310 222 262 236 220 282 Z"/>',
  bun: '<path d="M226 258 C222 180 270 144 320 144 C372 144 418 180 414 258 C396 214 364 194 320 194 C276 194 244 214 226 258 Z"/>',
  curly:
    '<circle cx="262" cy="184" r="42"/><circle cx="318" cy="162" r="46"/><circle cx="376" cy="184" r="42"/><circle cx="240" cy="232" r="32"/><circle cx="400" cy="232" r="32"/>',
};

/** A flat, friendly illustrated portrait (no photo of a real person), 640 x 640. */
export function portraitSvg(look: PortraitLook): string {
  const [from, to] = look.background;
  const shade = 'rgba(0,0,0,0.12)';
  const beard = look.beard ? `<path d="M252 318 C258 392 290 420 320 420 C350 420 382 392 388 318 C370 356 344 366 320 366 C296 366 270 356 252 318 Z" fill="${look.hair}"/>` : '';
  const glasses = look.glasses
    ? '<g fill="none" stroke="#1f2937" stroke-width="6"><circle cx="284" cy="300" r="24"/><circle cx="356" cy="300" r="24"/><path d="M308 300 H332"/></g>'
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
<circle cx="520" cy="110" r="150" fill="rgba(255,255,255,0.08)"/>
<g fill="${look.hair}">${hairBack[look.hairStyle]}</g>
<path d="M112 640 C118 520 196 462 320 462 C444 462 522 520 528 640 Z" fill="${look.shirt}"/>
<path d="M262 470 L320 540 L378 470 Z" fill="${shade}"/>
<path d="M282 400 H358 V478 C340 500 300 500 282 478 Z" fill="${look.skin}"/>
<path d="M282 430 C300 448 340 448 358 430 V452 C340 468 300 468 282 452 Z" fill="${shade}"/>
<ellipse cx="226" cy="300" rx="20" ry="30" fill="${look.skin}"/>
<ellipse cx="414" cy="300" rx="20" ry="30" fill="${look.skin}"/>
<ellipse cx="320" cy="290" rx="94" ry="118" fill="${look.skin}"/>
${beard}
<g fill="#1f2937"><ellipse cx="284" cy="298" rx="9" ry="11"/><ellipse cx="356" cy="298" rx="9" ry="11"/></g>
<g fill="none" stroke="${look.hair}" stroke-width="8" stroke-linecap="round"><path d="M264 268 Q284 258 302 266"/><path d="M338 266 Q356 258 376 268"/></g>
<path d="M292 352 Q320 374 348 352" fill="none" stroke="${look.beard ? '#f1dccb' : '#7a3b2e'}" stroke-width="7" stroke-linecap="round"/>
${glasses}
<g fill="${look.hair}">${hairFront[look.hairStyle]}</g>
</svg>`;
}
