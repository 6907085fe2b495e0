import { uploadSrcSet } from '@wsms/contracts/upload-images';
import styled from 'styled-components';

const Img = styled.img<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  flex: none;
  object-fit: cover;
  border-radius: 50%;
  background: #e6ebf3;
`;

const Initials = styled.span<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-radius: 50%;
  background: #e6ebf3;
  color: ${({ theme }) => theme.colors.navy};
  font-weight: 700;
`;

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter((part) => /^[A-Za-z]/.test(part) && !/^(dr|mr|ms|mrs)\.?$/i.test(part))
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** An uploaded photo in the size nearest the one shown (srcset), or the person's initials. */
export function PersonPhoto({ src, name, size = 64, alt = '' }: { src: string; name: string; size?: number; alt?: string }) {
  if (!src) return <Initials $size={size} aria-hidden="true">{initialsOf(name)}</Initials>;
  return <Img $size={size} src={src} srcSet={uploadSrcSet(src)} sizes={`${size}px`} alt={alt} width={size} height={size} loading="lazy" decoding="async" />;
}
