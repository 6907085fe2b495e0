// Headless Chromium for the prerender and benchmark scripts, with the flags this machine needs (see README).
import { chromium } from 'playwright-core';

export const chromiumFlags = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const launchChromium = () => chromium.launch({ executablePath: chromiumPath(), headless: true, args: chromiumFlags });
