// `@theme/Navbar/MobileSidebar/SecondaryMenu`: the slide-in menu's second panel: the open page's
// docs sidebar (`@theme/DocSidebar/Mobile`), or what the page put there (the blog's posts:
// navbarSecondaryMenu.ts), with a way back to the navbar's items.
import { useNavbarPage } from '../../../navbarItems.js';
import { useNavbarSecondaryMenuContent } from '../../../navbarSecondaryMenu.js';
import DocSidebarMobile from '../../DocSidebar/Mobile.js';
import { sitePath, siteSidebarItems, useSiteBasename } from '../../../docusaurus/sitePaths.js';
import { translateTheme } from '../../../translate.js';

export default function NavbarMobileSidebarSecondaryMenu() {
  const { sidebar, docs, setShowSecondary } = useNavbarPage();
  const filled = useNavbarSecondaryMenuContent();
  const basename = useSiteBasename();
  if (!sidebar && !filled) return null;
  return (
    <>
      <button
        type="button"
        className="clean-btn navbar-sidebar__back"
        onClick={() => setShowSecondary(false)}
      >
        {translateTheme(
          'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel',
          '← Back to main menu',
        )}
      </button>
      {sidebar ? (
        // Whole paths, as Docusaurus gives them (../../DocRoot/Layout/Sidebar.tsx).
        <DocSidebarMobile
          path={sitePath(basename, docs.pathname)}
          sidebar={siteSidebarItems(basename, sidebar)}
        />
      ) : (
        filled
      )}
    </>
  );
}
