// `@theme/Blog/Components/Author/Socials`: an author's social links (`socials` of authors.yml),
// each drawn by its platform's `@theme/Icon/Socials/*` (another platform's by `Default`) and titled
// with the platform's name, as Docusaurus draws them.
import type { ComponentProps, ComponentType } from 'react';
import type { BlogAuthor } from '../../../../../shared/blogTypes.js';
import Link from '../../../../Link.js';
import Bluesky from '../../../Icon/Socials/Bluesky.js';
import DefaultSocialIcon from '../../../Icon/Socials/Default.js';
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

const PLATFORMS: Record<string, { Icon: Icon; label: string }> = {
  twitter: { Icon: Twitter, label: 'Twitter' },
  github: { Icon: GitHub, label: 'GitHub' },
  stackoverflow: { Icon: StackOverflow, label: 'Stack Overflow' },
  linkedin: { Icon: LinkedIn, label: 'LinkedIn' },
  x: { Icon: X, label: 'X' },
  bluesky: { Icon: Bluesky, label: 'Bluesky' },
  instagram: { Icon: Instagram, label: 'Instagram' },
  threads: { Icon: Threads, label: 'Threads' },
  mastodon: { Icon: Mastodon, label: 'Mastodon' },
  youtube: { Icon: YouTube, label: 'YouTube' },
  twitch: { Icon: Twitch, label: 'Twitch' },
};

export default function AuthorSocials({
  author,
  className,
}: {
  author: BlogAuthor;
  className?: string;
}) {
  return (
    <div className={`blog-author__socials${className ? ` ${className}` : ''}`}>
      {Object.entries(author.socials ?? {}).map(([platform, url]) => {
        const { Icon, label } = Object.hasOwn(PLATFORMS, platform)
          ? PLATFORMS[platform]!
          : { Icon: DefaultSocialIcon, label: platform };
        return (
          <Link key={platform} href={url} title={label} className="blog-author__social">
            <Icon className="blog-author__social-icon" />
          </Link>
        );
      })}
    </div>
  );
}
