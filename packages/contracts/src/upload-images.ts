// No zod here: public pages import this on a first visit.

/** Widths of the stored variants (never enlarged); `/uploads/<id>.webp` is the largest. */
export const uploadVariantWidths = [160, 320, 640] as const;

/** `abc.webp` or `abc-w320.webp`: an upload id (24 hex, or a seeded `demo-…` portrait) and a variant. */
export const uploadFilePattern = /^(?<id>[a-f0-9]{24}|demo-[a-z0-9-]{1,60})(?:-w(?<width>\d{2,4}))?\.webp$/;

/**
 * The srcset of an uploaded picture (`/uploads/<id>.webp`), or undefined for any other URL, so
 * cards ask for a size near the one they show.
 */
export function uploadSrcSet(imageUrl: string): string | undefined {
  const match = /^\/uploads\/([a-f0-9]{24}|demo-[a-z0-9-]{1,60})\.webp$/.exec(imageUrl);
  if (!match) return undefined;
  return uploadVariantWidths.map((width) => `/uploads/${match[1]}-w${width}.webp ${width}w`).join(', ');
}
