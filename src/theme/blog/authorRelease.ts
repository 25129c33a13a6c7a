// How the blog's author header differs by the Docusaurus release a site depends on (the site's
// version reaches the page through `siteData.docusaurusVersion`). Docusaurus 3.9 marks author
// names `translate="no"` (browser translation leaves them alone) and knows an `email` social.
import { siteData } from 'virtual:docs/site-config';

/** Whether the site depends on Docusaurus `major.minor.patch` or later (false for a site of ours). */
export function siteOnDocusaurus(major: number, minor: number, patch = 0): boolean {
  const m = /^(\d+)\.(\d+)(?:\.(\d+))?/.exec(siteData.docusaurusVersion ?? '');
  if (!m) return false;
  const rank = (a: number, b: number, c: number) => (a * 1000 + b) * 1000 + c;
  return rank(Number(m[1]), Number(m[2]), Number(m[3] ?? 0)) >= rank(major, minor, patch);
}

/** Docusaurus's label of a social platform (its link's title), `platform` itself when unknown. */
export function socialLabel(platform: string, release39: boolean): string {
  if (platform === 'email') return release39 ? 'Email' : platform;
  return SOCIAL_LABELS[platform] ?? platform;
}

const SOCIAL_LABELS: Record<string, string> = {
  twitter: 'Twitter',
  github: 'GitHub',
  stackoverflow: 'Stack Overflow',
  linkedin: 'LinkedIn',
  x: 'X',
  bluesky: 'Bluesky',
  instagram: 'Instagram',
  threads: 'Threads',
  mastodon: 'Mastodon',
  youtube: 'YouTube',
  twitch: 'Twitch',
};
