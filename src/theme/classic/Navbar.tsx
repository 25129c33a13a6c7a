// `@theme/Navbar`: the navbar: `@theme/Navbar/Layout` (the bar, its state, the slide-in menu)
// around `@theme/Navbar/Content` (the logo, the items, the colour-mode switch, the search box).
import NavbarContent from './Navbar/Content.js';
import NavbarLayout from './Navbar/Layout.js';

export default function Navbar() {
  return (
    <NavbarLayout>
      <NavbarContent />
    </NavbarLayout>
  );
}
