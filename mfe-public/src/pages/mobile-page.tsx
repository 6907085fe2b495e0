import { useQueryClient } from '@tanstack/react-query';
import { instructorKeys } from '@wsms/api-client';
import { productKeys } from '@wsms/api-client/store';
import { Section, Tabs, theme } from '@wsms/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { SearchBox } from '../components/search-box';
import { MobilePanel, type MobileTab } from '../features/companion/mobile-panels';
import { nativeShell } from '../features/companion/native-shell';
import { usePageMeta } from '../lib/page-meta';

const Frame = styled.div`
  max-width: 480px;
  margin: 0 auto;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow: clip;
`;

const Header = styled.header`
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.onNavy};
  padding: 20px 16px;
  --focus-ring: ${({ theme }) => theme.colors.focusOnNavy};
  & h1 { font-size: 1.5rem; margin: 0 0 12px; }
`;

// The tab bar sits at the bottom, like a phone app's; the panel above it scrolls with the page.
const Body = styled.div`
  & > div { display: flex; flex-direction: column-reverse; }
  & [role='tablist'] {
    position: sticky;
    bottom: 0;
    z-index: 1;
    flex-wrap: nowrap;
    border-radius: 0;
    background: ${({ theme }) => theme.colors.surface};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  & [role='tab'] { flex: 1 1 0; min-height: 52px; padding: 8px 4px; }
  & [role='tabpanel'] { padding: 16px; min-height: 420px; }
`;

const labels: Record<MobileTab, string> = { home: 'Home', shop: 'Shop', book: 'Book', apps: 'Apps' };

export default function MobilePage() {
  usePageMeta('Mobile Companion', 'Shop gear, book a session with an instructor and open our training apps from your phone.');
  const [tab, setTab] = useState<MobileTab>('home');
  const [query, setQuery] = useState('');
  const queryClient = useQueryClient();

  useEffect(() => {
    nativeShell.setStatusBar(theme.colors.navy);
    return nativeShell.onAppStateChange((isActive) => {
      if (!isActive) return;
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
      void queryClient.invalidateQueries({ queryKey: instructorKeys.all });
    });
  }, [queryClient]);

  const go = (next: MobileTab) => {
    nativeShell.tapFeedback();
    setTab(next);
  };

  return (
    <Section>
      <Frame>
        <Header>
          <h1>Mobile Companion</h1>
          <SearchBox label="Search" value={query} onChange={setQuery} placeholder="Search products, instructors, apps" />
        </Header>
        <Body>
          <Tabs
            label="Companion sections"
            value={tab}
            onValueChange={(id) => go(id as MobileTab)}
            items={(Object.keys(labels) as MobileTab[]).map((id) => ({
              id,
              label: labels[id],
              content: <MobilePanel tab={id} query={query} onNavigate={go} />,
            }))}
          />
        </Body>
      </Frame>
    </Section>
  );
}
