// `@theme/Blog/Components/Author/Socials`: an author's social links (`socials` of authors.yml),
// each drawn by its platform's `@theme/Icon/Socials/*` (another platform's by `Default`) and titled
// with the platform's name, as Docusaurus draws them; Docusaurus 3.9 adds `email` (a `mailto:`
// link titled "Email", drawn by `Email`).
import type { ComponentProps, ComponentType } from 'react';
import type { BlogAuthor } from '../../../../../shared/blogTypes.js';
import { siteOnDocusaurus, socialLabel } from '../../../../blog/authorRelease.js';
import Link from '../../../../Link.js';
import Bluesky from '../../../Icon/Socials/Bluesky.js';
import DefaultSocialIcon from '../../../Icon/Socials/Default.js';
import Email from '../../../Icon/Socials/Email.js';
import GitHub from '../../../Icon/Socials/GitHub.js';
import Instagram from '../../../Icon/Socials/Instagram.js';
import LinkedIn from '../../../Icon/Socials/LinkedIn.js';
import Mastodon from '../../../Icon/Socials/Mastodon.js';
import StackOverflow from '../../../Icon/Socials/StackOverflow.js';
import Threads from '../../../Icon/Socials/Threads.js';
import Twitch from '../../../Icon/Socials/Twitch.js';
import Twitter from '../../../Icon/Socials/Twitter.js';
import X from '../../../Icon/Socials/X.js';
import YouTube from '../../../Icon/Socials/YouTube.js';

type Icon = ComponentType<ComponentProps<'svg'>>;

const PLATFORMS: Record<string, Icon> = {
  twitter: Twitter,
  github: GitHub,
  stackoverflow: StackOverflow,
  linkedin: LinkedIn,
  x: X,
  bluesky: Bluesky,
  instagram: Instagram,
  threads: Threads,
  mastodon: Mastodon,
  youtube: YouTube,
  twitch: Twitch,
};

export default function AuthorSocials({
  author,
  className,
}: {
  author: BlogAuthor;
  className?: string;
}) {
  const release39 = siteOnDocusaurus(3, 9);
  return (
    <div className={`blog-author__socials${className ? ` ${className}` : ''}`}>
      {Object.entries(author.socials ?? {}).map(([platform, url]) => {
        const Icon = Object.hasOwn(PLATFORMS, platform)
          ? PLATFORMS[platform]!
          : release39 && platform === 'email'
            ? Email
            : DefaultSocialIcon;
        const label = socialLabel(platform, release39);
        return (
          <Link key={platform} href={url} title={label} className="blog-author__social">
            <Icon className="blog-author__social-icon" />
          </Link>
        );
      })}
    </div>
  );
}
