import styled from 'styled-components';

const Row = styled.span`
  color: #b45309;
  letter-spacing: 2px;
`;

/** 1-5 stars, read out as "4 out of 5 stars". */
export function Stars({ rating }: { rating: number }) {
  return (
    <Row role="img" aria-label={`${rating} out of 5 stars`}>
      {'★'.repeat(rating)}
      <span style={{ color: '#6b7280' }}>{'☆'.repeat(5 - rating)}</span>
    </Row>
  );
}
