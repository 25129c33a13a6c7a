// `@theme/Navbar/ColorModeToggle`: the navbar's `@theme/ColorModeToggle`, given the page's colour
// mode and its setter; nothing when the site's colorMode.disableSwitch is on.
import siteConfig from 'virtual:docs/site-config';
import { useColorMode } from '../../useColorMode.js';
import ColorModeToggle from '../ColorModeToggle.js';

function Toggle({ className }: { className?: string }) {
  const { colorModeChoice, setColorMode } = useColorMode();
  // Docusaurus's hover colour on a dark navbar (its module class's local name, on its sites).
  const dark = __DOCS_DOCUSAURUS_METADATA__ && siteConfig.navbar.style === 'dark';
  return (
    <ColorModeToggle
      {...(className ? { className } : {})}
      {...(dark ? { buttonClassName: 'darkNavbarColorModeToggle_dv' } : {})}
      value={colorModeChoice}
      onChange={setColorMode}
      respectPrefersColorScheme={siteConfig.colorMode.respectPrefersColorScheme}
    />
  );
}

export default function NavbarColorModeToggle({ className }: { className?: string }) {
  if (siteConfig.colorMode.disableSwitch) return null;
  return <Toggle {...(className ? { className } : {})} />;
}
