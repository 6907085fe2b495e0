import { geneSweep } from '../content/genesweep';
import { GameTextPage } from '../features/genesweep/legal-page';
import { usePageMeta } from '../lib/page-meta';

export default function GeneSweepPrivacyPage() {
  usePageMeta('GeneSweep Privacy Policy', 'How GeneSweep handles your data: progress stays on your device, no third-party analytics, and no data from children.');
  return (
    <GameTextPage title="GeneSweep Privacy Policy" intro="Last updated: July 2025">
      <h2>Summary</h2>
      <p>
        GeneSweep is built to collect as little as possible. You can play the whole game without an account, and we do not
        sell, share or rent any information about you.
      </p>
      <h2>Information Stored on Your Device</h2>
      <p>
        Your game progress, settings and unlocked levels are stored locally on your device. This data never leaves your device
        unless your own device backup (such as iCloud backup) copies it.
      </p>
      <h2>No Third-Party Analytics or Advertising</h2>
      <p>
        GeneSweep contains no third-party analytics, tracking or advertising software. We do not build profiles of players
        and we do not track you across other apps or websites.
      </p>
      <h2>Children's Privacy</h2>
      <p>
        GeneSweep is rated 4+ and is suitable for children. We do not knowingly collect personal information from children
        under 13. If you believe a child under 13 has sent us personal information, for example in a support e-mail, contact
        us and we will delete it.
      </p>
      <h2>Support E-mails</h2>
      <p>
        If you e-mail us, we use your address and message only to answer you, and we delete support conversations when they
        are no longer needed.
      </p>
      <h2>Your Rights (GDPR, CCPA and COPPA)</h2>
      <p>
        Depending on where you live, laws such as the EU General Data Protection Regulation (GDPR), the California Consumer
        Privacy Act (CCPA) and the Children's Online Privacy Protection Act (COPPA) give you rights to access, correct or delete
        personal information and to refuse its sale. Because the game keeps your data on your device, you can delete it at any
        time by deleting the app. For anything we hold from a support e-mail, write to us and we will act on your request.
      </p>
      <h2>Changes to This Policy</h2>
      <p>If this policy changes, we will update the date at the top of this page.</p>
      <h2>Contact</h2>
      <p>
        Questions about privacy: <a href={`mailto:${geneSweep.supportEmail}`}>{geneSweep.supportEmail}</a>
      </p>
    </GameTextPage>
  );
}
