// `@theme/NavbarItem/SearchNavbarItem`: the search box (`@theme/SearchBar` in `@theme/Navbar/Search`);
// none in the slide-in menu. The navbar draws the search box at its end (`@theme/Navbar/Content`).
import SearchBar from '../../SearchBar.js';
import NavbarSearch from '../Navbar/Search.js';

export default function SearchNavbarItem({
  mobile,
  className,
}: {
  mobile?: boolean;
  className?: string;
}) {
  if (mobile) return null;
  return (
    <NavbarSearch {...(className ? { className } : {})}>
      <SearchBar />
    </NavbarSearch>
  );
}
