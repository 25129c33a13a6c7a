// `@docusaurus/isInternalUrl`: whether a URL is one of the site's (no scheme, not protocol-relative).
import { isExternalUrl } from '../../shared/paths.js';

export function hasProtocol(url: string): boolean {
  return /^(?:\w*:|\/\/)/.test(url);
}

export default function isInternalUrl(url?: string): boolean {
  return typeof url !== 'undefined' && !hasProtocol(url) && !isExternalUrl(url);
}
