import { screen, within } from '@testing-library/react';
import { business } from '@wsms/contracts/business';
import { renderRoute } from '../testing/render-route';

describe('GeneSweep pages', () => {
  test('When /genesweep opens, then the hero offers the App Store and a disabled Google Play button marked Coming Soon', async () => {
    renderRoute('/genesweep');
    expect(await screen.findByRole('heading', { level: 1, name: 'GeneSweep' })).toBeInTheDocument();
    const appStore = screen.getByRole('link', { name: /Download on the App Store/ });
    expect(appStore).toHaveAttribute('target', '_blank');
    const play = screen.getByRole('button', { name: /Google Play/ });
    expect(play).toBeDisabled();
    expect(play).toHaveTextContent('Coming Soon');
    for (const feature of ['60 Levels', 'Power-Ups', 'Accessibility']) expect(screen.getByRole('heading', { name: feature })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Learn Genetics Through Play' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Screenshots' })).getAllByRole('img')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/genesweep/support');
    expect(document.title).toBe('GeneSweep | Where Science Meets Sport');
  });

  test('When the privacy policy opens, then it covers local storage, analytics, children and GDPR/CCPA/COPPA', async () => {
    renderRoute('/genesweep/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'GeneSweep Privacy Policy' })).toBeInTheDocument();
    const text = document.body.textContent!;
    expect(text).toContain('Last updated: July 2025');
    expect(text).toMatch(/stored locally on your device/);
    expect(text).toMatch(/no third-party analytics/);
    expect(text).toMatch(/children\s+under 13/);
    for (const law of ['GDPR', 'CCPA', 'COPPA']) expect(text).toContain(law);
  });

  test('When support opens, then it gives the e-mail, the 24-48 hour reply, an FAQ and bug and feature guidance', async () => {
    renderRoute('/genesweep/support');
    expect(await screen.findByRole('heading', { level: 1, name: 'GeneSweep Support' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: business.email })[0]).toHaveAttribute('href', `mailto:${business.email}`);
    expect(document.body).toHaveTextContent('We reply within 24-48 hours.');
    for (const heading of ['Frequently Asked Questions', 'Reporting a Bug', 'Requesting a Feature']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('group').length).toBeGreaterThanOrEqual(3);
  });

  test('When the terms open, then the license, restrictions, liability, termination and US governing law are there', async () => {
    renderRoute('/genesweep/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'GeneSweep Terms of Use' })).toBeInTheDocument();
    for (const heading of ['1. License', '2. Restrictions', '4. Disclaimer and Limitation of Liability', '5. Termination', '6. Governing Law']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(document.body).toHaveTextContent('governed by the laws of the United States');
    const nav = screen.getByRole('navigation', { name: 'GeneSweep' });
    expect(within(nav).getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('aria-current', 'page');
  });
});
