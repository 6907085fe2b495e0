import { Button, Container, Section } from '@wsms/ui';
import { Link } from 'react-router';
import styled from 'styled-components';

const Layout = styled.div`
  display: grid;
  gap: 32px;
  align-items: center;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
  & h2 { font-size: clamp(1.75rem, 4vw, 2.25rem); color: ${({ theme }) => theme.colors.navy}; }
`;

const Facts = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: 16px;
  & li {
    background: ${({ theme }) => theme.colors.background};
    border-radius: ${({ theme }) => theme.radii.lg};
    padding: 20px;
    color: ${({ theme }) => theme.colors.muted};
  }
  & strong { display: block; font-size: 1.75rem; color: ${({ theme }) => theme.colors.navy}; font-family: ${({ theme }) => theme.fonts.heading}; }
`;

const facts = [
  ['6', 'gym locations across Massachusetts'],
  ['3', 'disciplines under one roof'],
  ['1:1', 'private sessions with experts'],
  ['24h', 'reply to every inquiry'],
] as const;

export function AboutSection() {
  return (
    <Section aria-labelledby="about-title" style={{ background: '#fff' }}>
      <Container>
        <Layout>
          <div>
            <h2 id="about-title">About Us</h2>
            <p>
              We bring sports medicine, performance coaching and nutrition together for athletes who train hard. Our certified
              athletic trainers, coaches and dietitians work inside martial-arts gyms, right where you train.
            </p>
            <p>
              Every plan starts from evidence: assessments, measurable goals and progress tracking, so you recover faster,
              perform better and stay on the mats.
            </p>
            <Button as={Link} to="/team" variant="secondary">Meet the Team</Button>
          </div>
          <Facts>
            {facts.map(([value, label]) => (
              <li key={label}><strong>{value}</strong>{label}</li>
            ))}
          </Facts>
        </Layout>
      </Container>
    </Section>
  );
}
