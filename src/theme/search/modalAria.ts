// DocSearch 3's modal as axe-core (experimental rules on) wants it, fixed in the DOM it renders:
// - its overlay is a focusable role="button" holding the whole dialog (nested interactive content,
//   a name that is not its text): the overlay keeps its click-to-close, without the role;
// - the input's aria-controls names lists of empty sources that are not in the page: only the
//   lists present are named;
// - the modal itself is a dialog, named "Search";
// - its <footer> would be a second "contentinfo" landmark beside the page's;
// - a hit's option (<li role="option">) holds a link, and an option may hold no interactive
//   content: the link becomes the option (role, id for the input's aria-activedescendant,
//   aria-selected), the <li> a presentational wrapper, so hits stay real links (SearchModal.tsx);
// - a recent or favorite search's actions are keys on its option (hitActions.tsx): the option
//   names them in aria-keyshortcuts.
// React sets these attributes again when their props change, so a MutationObserver follows.
import { HIT_ACTION_KEYS, type HitAction } from './hitActions.js';

const OVERLAY_ATTRIBUTES = [
  'role',
  'tabindex',
  'aria-expanded',
  'aria-haspopup',
  'aria-labelledby',
  'aria-controls',
];
/** What DocSearch sets on a hit's <li> and the repair moves onto its link. */
const OPTION_ATTRIBUTES = ['role', 'id', 'aria-selected'];

/** Makes the hit's link the option DocSearch made of its <li> (see the top of the file). */
function moveOptionToLink(li: Element): Element | undefined {
  const link = li.querySelector(':scope > a.search-hit');
  if (!link) return undefined;
  for (const name of OPTION_ATTRIBUTES) {
    const value = li.getAttribute(name);
    if (value === null || (name === 'role' && value === 'none')) continue;
    if (link.getAttribute(name) !== value) link.setAttribute(name, value);
    if (name === 'role') li.setAttribute('role', 'none');
    else li.removeAttribute(name);
  }
  return link;
}

/** What DocSearch last wanted in aria-controls, and what was written instead. */
const wanted = new WeakMap<Element, string>();
const written = new WeakMap<Element, string | null>();

function repairControls(el: Element): void {
  const current = el.getAttribute('aria-controls');
  if (current !== written.get(el) && current !== null) wanted.set(el, current);
  const ids = (wanted.get(el) ?? '').split(/\s+/).filter((id) => id && document.getElementById(id));
  const next = ids.length ? ids.join(' ') : null;
  written.set(el, next);
  if (next === current) return;
  if (next === null) el.removeAttribute('aria-controls');
  else el.setAttribute('aria-controls', next);
}

function repair(overlay: HTMLElement): void {
  for (const name of OVERLAY_ATTRIBUTES)
    if (overlay.hasAttribute(name)) overlay.removeAttribute(name);
  overlay.querySelectorAll('footer.DocSearch-Footer:not([role])').forEach((footer) => {
    footer.setAttribute('role', 'none');
  });
  overlay.querySelectorAll('.DocSearch-Modal:not([role])').forEach((modal) => {
    modal.setAttribute('role', 'dialog');
    modal.setAttribute('aria-modal', 'true');
    modal.setAttribute('aria-label', 'Search');
  });
  overlay.querySelectorAll('.DocSearch-Input').forEach(repairControls);
  overlay.querySelectorAll('.DocSearch-Hit').forEach((li) => {
    const option = moveOptionToLink(li) ?? li;
    const keys = [...option.querySelectorAll('[data-hit-action]')]
      .map((icon) => HIT_ACTION_KEYS[icon.getAttribute('data-hit-action') as HitAction])
      .join(' ');
    if (keys && option.getAttribute('aria-keyshortcuts') !== keys)
      option.setAttribute('aria-keyshortcuts', keys);
  });
}

/** Repairs the modal under `overlay` (.DocSearch-Container) now and after each change. */
export function repairModalAria(overlay: HTMLElement): () => void {
  repair(overlay);
  const observer = new MutationObserver(() => repair(overlay));
  observer.observe(overlay, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: [...OVERLAY_ATTRIBUTES, ...OPTION_ATTRIBUTES],
  });
  return () => observer.disconnect();
}
