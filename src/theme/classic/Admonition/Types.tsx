// `@theme/Admonition/Types`: the component of each admonition type. A site's override spreads
// these and adds its own (`{ ...DefaultAdmonitionTypes, quiz: Quiz }`, with the keyword in the docs
// plugin's `admonitions.keywords`). Each built-in type is its `Admonition/Type/*` file.
import type { ComponentType } from 'react';
import { admonitionAlias, type AdmonitionTypeProps } from '../../mdx/admonitionType.js';
import Caution from './Type/Caution.js';
import Danger from './Type/Danger.js';
import Info from './Type/Info.js';
import Note from './Type/Note.js';
import Tip from './Type/Tip.js';
import Warning from './Type/Warning.js';

const AdmonitionTypes: Record<string, ComponentType<AdmonitionTypeProps>> = {
  note: Note,
  tip: Tip,
  info: Info,
  warning: Warning,
  danger: Danger,
  secondary: admonitionAlias(Note, 'secondary'),
  important: admonitionAlias(Info, 'important'),
  success: admonitionAlias(Tip, 'success'),
  caution: Caution,
};

export default AdmonitionTypes;
