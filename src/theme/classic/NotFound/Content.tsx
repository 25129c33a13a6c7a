// `@theme/NotFound/Content`: what the not-found page says, inside the page's layout.
import { translateTheme } from '../../translate.js';

export default function NotFoundContent({ className }: { className?: string }) {
  return (
    <main
      className={className ? `container margin-vert--xl ${className}` : 'container margin-vert--xl'}
    >
      <div className="row">
        <div className="col col--6 col--offset-3">
          <h1 className="hero__title">
            {translateTheme('theme.NotFound.title', 'Page Not Found')}
          </h1>
          <p>
            {translateTheme('theme.NotFound.p1', 'We could not find what you were looking for.')}
          </p>
          <p>
            {translateTheme(
              'theme.NotFound.p2',
              'Please contact the owner of the site that linked you to the original URL and let them know their link is broken.',
            )}
          </p>
        </div>
      </div>
    </main>
  );
}
