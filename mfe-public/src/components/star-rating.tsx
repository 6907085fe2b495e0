import styled from 'styled-components';

const Stars = styled.span`
  display: inline-flex;
  gap: 2px;
  font-size: 1.125rem;
  line-height: 1;
  letter-spacing: 0;
`;

const Star = styled.span<{ $on: boolean }>`
  color: ${({ $on, theme }) => ($on ? theme.colors.accentText : theme.colors.border)};
`;

/** 1–5 stars with a spoken label such as '5 out of 5 stars'. */
export function StarRating({ rating }: { rating: number }) {
  const value = Math.max(0, Math.min(5, rating));
  const filled = Math.round(value);
  return (
    <Stars role="img" aria-label={`${Number(value.toFixed(1))} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} $on={n <= filled} aria-hidden="true">★</Star>
      ))}
    </Stars>
  );
}
