import styled from 'styled-components';

const Row = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 24px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  justify-items: center;
`;

const Phone = styled.figure`
  margin: 0;
  width: 100%;
  max-width: 220px;
  text-align: center;
  & svg { display: block; width: 100%; height: auto; }
  & figcaption { margin-top: 8px; font-size: 0.9375rem; color: ${({ theme }) => theme.colors.muted}; }
`;

const bases = ['A', 'T', 'G', 'C'] as const;
const colors: Record<(typeof bases)[number], string> = { A: '#ff7a1a', T: '#2f7de1', G: '#19a974', C: '#b45ae6' };

// A deterministic board: the same "screenshot" on every render.
const board = (seed: number) => Array.from({ length: 30 }, (_, i) => bases[(i * 7 + seed * 3 + (i >> 2)) % 4]!);

function Screen({ seed, title, footer }: { seed: number; title: string; footer: string }) {
  return (
    <svg viewBox="0 0 200 400" width="200" height="400" aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="196" height="396" rx="28" fill="#0b1f3a" />
      <rect x="12" y="14" width="176" height="372" rx="20" fill="#13294b" />
      <text x="100" y="56" textAnchor="middle" fill="#fff" fontSize="16" fontWeight="700" fontFamily="sans-serif">{title}</text>
      {board(seed).map((base, i) => (
        <g key={i} transform={`translate(${30 + (i % 5) * 29} ${80 + Math.floor(i / 5) * 38})`}>
          <rect width="25" height="32" rx="6" fill={colors[base]} />
          <text x="12.5" y="21" textAnchor="middle" fill="#0b1f3a" fontSize="13" fontWeight="700" fontFamily="sans-serif">{base}</text>
        </g>
      ))}
      <rect x="30" y="320" width="140" height="36" rx="18" fill="#ff7a1a" />
      <text x="100" y="343" textAnchor="middle" fill="#0b1f3a" fontSize="13" fontWeight="700" fontFamily="sans-serif">{footer}</text>
    </svg>
  );
}

const shots = [
  { seed: 1, title: 'Level 12', footer: 'Sweep!', caption: 'Match base pairs to clear the strand.' },
  { seed: 2, title: 'Power-Ups', footer: 'Gene Shuffle', caption: 'Power-ups help with the hardest boards.' },
  { seed: 3, title: 'World 3', footer: 'Learn: Linkage', caption: 'Every world teaches a genetics idea.' },
];

export function Screenshots() {
  return (
    <Row>
      {shots.map((shot) => (
        <li key={shot.seed}>
          <Phone>
            <div role="img" aria-label={`GeneSweep screenshot: ${shot.title}. ${shot.caption}`}>
              <Screen seed={shot.seed} title={shot.title} footer={shot.footer} />
            </div>
            <figcaption>{shot.caption}</figcaption>
          </Phone>
        </li>
      ))}
    </Row>
  );
}
