import { geneSweep } from '../content/genesweep';
import { GameTextPage } from '../features/genesweep/legal-page';
import { usePageMeta } from '../lib/page-meta';

export default function GeneSweepTermsPage() {
  usePageMeta('GeneSweep Terms of Use', 'The GeneSweep end-user license agreement (EULA): license, restrictions, liability, termination and governing law.');
  return (
    <GameTextPage title="GeneSweep Terms of Use" intro="End-User License Agreement (EULA). Last updated: July 2025">
      <h2>1. License</h2>
      <p>
        We grant you a personal, non-exclusive, non-transferable, revocable license to download and use GeneSweep on devices
        you own or control, for personal and educational purposes, as allowed by the usage rules of the store you got it from.
      </p>
      <h2>2. Restrictions</h2>
      <p>You may not:</p>
      <ul>
        <li>copy, modify, distribute, sell or rent the game or any part of it;</li>
        <li>reverse engineer, decompile or try to extract its source code, except where the law allows it;</li>
        <li>remove any copyright or other notices; or</li>
        <li>use the game in any way that breaks the law.</li>
      </ul>
      <h2>3. Ownership</h2>
      <p>GeneSweep, its levels, artwork and text are owned by us and protected by copyright. This license does not sell them to you.</p>
      <h2>4. Disclaimer and Limitation of Liability</h2>
      <p>
        The game is provided "as is" without warranties of any kind. To the fullest extent the law allows, we are not liable
        for any indirect, incidental or consequential damages, or for any loss of data or progress, arising from your use of
        the game. Our total liability is limited to the amount you paid for the game.
      </p>
      <h2>5. Termination</h2>
      <p>
        This license lasts until ended by you or us. It ends automatically if you break these terms. When it ends, you must
        stop using the game and delete it from your devices.
      </p>
      <h2>6. Governing Law</h2>
      <p>
        These terms are governed by the laws of the United States and of the Commonwealth of Massachusetts, without regard to
        conflict-of-law rules.
      </p>
      <h2>7. Contact</h2>
      <p>
        Questions about these terms: <a href={`mailto:${geneSweep.supportEmail}`}>{geneSweep.supportEmail}</a>
      </p>
    </GameTextPage>
  );
}
