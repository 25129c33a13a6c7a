// `@theme/Footer/Logo`: the footer's logo (a link when it has an href).
import type { ComponentProps } from 'react';
import { Logo } from '../../FooterParts.js';

export default function FooterLogo({ logo }: ComponentProps<typeof Logo>) {
  return <Logo logo={logo} />;
}
