/**
 * How a link written in the CMS is rendered: site paths and anchors stay in the tab, mail and
 * phone links open their app, web addresses open in a new tab without access to this page.
 * Anything else (javascript:, data:…) is not a link at all.
 */
export type SafeLink =
  | { kind: 'internal'; href: string }
  | { kind: 'app'; href: string }
  | { kind: 'external'; href: string; target: '_blank'; rel: 'noopener noreferrer' };

export function safeLink(url: string): SafeLink | null {
  const href = url.trim();
  if (/^\/(?!\/)/.test(href) || href.startsWith('#')) return { kind: 'internal', href };
  let parsed: URL;
  try {
    parsed = new URL(href);
  } catch {
    return null;
  }
  if (parsed.protocol === 'mailto:' || parsed.protocol === 'tel:') return { kind: 'app', href };
  if (parsed.protocol === 'http:' || parsed.protocol === 'https:') {
    return {
      kind: 'external',
      href: parsed.toString(),
      target: '_blank',
      rel: 'noopener noreferrer',
    };
  }
  return null;
}
