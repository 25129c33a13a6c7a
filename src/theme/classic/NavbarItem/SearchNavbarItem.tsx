// `@theme/NavbarItem/SearchNavbarItem`: a `type: 'search'` item, the search box (`@theme/SearchBar`
// in `@theme/Navbar/Search`) at the item's place; none in the slide-in menu. Without such an item
// the navbar draws the box at its end (`@theme/Navbar/Content`).
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
