import styled from 'styled-components';
import { geneSweep, geneSweepFaqs } from '../content/genesweep';
import { GameTextPage } from '../features/genesweep/legal-page';
import { usePageMeta } from '../lib/page-meta';

const Faq = styled.details`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  padding: 12px 16px;
  & + & { margin-top: 8px; }
  & summary { cursor: pointer; font-weight: 600; color: ${({ theme }) => theme.colors.navy}; min-height: 24px; }
  & p { margin: 8px 0 0; }
`;

export default function GeneSweepSupportPage() {
  usePageMeta('GeneSweep Support', 'Get help with GeneSweep: contact support, read the FAQ, report a bug or request a feature.');
  const mail = <a href={`mailto:${geneSweep.supportEmail}`}>{geneSweep.supportEmail}</a>;
  return (
    <GameTextPage title="GeneSweep Support" intro="Help with GeneSweep, from stuck levels to bug reports.">
      <h2>Contact Support</h2>
      <p>E-mail us at {mail}. We reply within 24-48 hours.</p>
      <h2>Frequently Asked Questions</h2>
      {geneSweepFaqs.map((faq) => (
        <Faq key={faq.q}>
          <summary>{faq.q}</summary>
          <p>{faq.a}</p>
        </Faq>
      ))}
      <h2>Reporting a Bug</h2>
      <p>To help us fix it quickly, please include:</p>
      <ul>
        <li>Your device model and iOS version</li>
        <li>The GeneSweep version (shown in Settings › About)</li>
        <li>The level number and what you were doing when it happened</li>
        <li>What you expected, what happened instead, and a screenshot if you can</li>
      </ul>
      <h2>Requesting a Feature</h2>
      <p>
        We love ideas for new levels, power-ups and accessibility options. Tell us what you would like, why it would help you or
        your students, and how you imagine it working. Send feature requests to the same address, with "Feature request" in the subject.
      </p>
    </GameTextPage>
  );
}
