import helmet from 'helmet';

const TURNSTILE = 'https://challenges.cloudflare.com';
const STRIPE_CHECKOUT = 'https://checkout.stripe.com';
const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com'; // bought videos play in the privacy-enhanced player only

const originsOf = (urls: readonly string[]) =>
  [...new Set(urls.filter((url) => /^https?:\/\//.test(url)).map((url) => new URL(url).origin))];

/**
 * The one place the site's Content-Security-Policy is defined (static files and the HTML shell).
 * No upgrade-insecure-requests: local and docker runs load remotes over plain http.
 */
export function contentSecurityPolicyDirectives(remoteUrls: readonly string[]) {
  const remotes = originsOf(remoteUrls);
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    scriptSrc: ["'self'", ...remotes, TURNSTILE],
    scriptSrcAttr: ["'none'"],
    // styled-components injects <style> elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:', ...remotes],
    connectSrc: ["'self'"],
    frameSrc: [TURNSTILE, YOUTUBE_EMBED_ORIGIN],
    formAction: ["'self'", STRIPE_CHECKOUT],
    frameAncestors: ["'self'"],
  };
}

export const staticSecurityHeaders = (remoteUrls: readonly string[]) =>
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives(remoteUrls) },
  });
