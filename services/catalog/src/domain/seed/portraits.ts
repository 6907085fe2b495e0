/** The content service seeds a generated portrait under this id for each demo person (see its demo-portraits.ts). */
export const portrait = (key: string) => `/uploads/demo-${key}.webp`;
