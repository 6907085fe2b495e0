import { useState } from 'react';
import styled from 'styled-components';
import { highFetchPriority } from '../lib/fetch-priority';

// A neutral tile with a bag outline, for products without a picture.
export const FALLBACK_PRODUCT_IMAGE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 400 400'%3E%3Crect width='400' height='400' fill='%23e6ebf3'/%3E%3Cpath d='M140 160h120l-10 120H150z M170 160v-20a30 30 0 0 1 60 0v20' fill='none' stroke='%238a94a6' stroke-width='12' stroke-linejoin='round'/%3E%3C/svg%3E";

const Img = styled.img<{ $size?: string }>`
  width: ${({ $size }) => $size ?? '100%'};
  height: auto;
  aspect-ratio: 1 / 1;
  object-fit: cover;
  flex: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #e6ebf3;
`;

/** A product picture (square, sized to avoid layout shift), or the fallback when there is none. */
export function ProductImage({ src, alt, size, eager }: { src: string; alt: string; size?: string; eager?: boolean }) {
  const [failed, setFailed] = useState(false);
  return (
    <Img
      src={!src || failed ? FALLBACK_PRODUCT_IMAGE : src}
      alt={alt}
      width={400}
      height={400}
      $size={size}
      loading={eager ? 'eager' : 'lazy'}
      {...highFetchPriority(eager)}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
