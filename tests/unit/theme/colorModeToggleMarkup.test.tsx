// On a Docusaurus site (`__DOCS_DOCUSAURUS_METADATA__` is true in this project) the navbar's
// colour-mode switch has Docusaurus's markup: the wrapper, the button and all three icons, with
// its CSS-module classes' local names, so site CSS aimed at them (`[class*='toggleIcon']`) and the
// choice-driven icon (`[data-theme-choice] .lightToggleIcon_…`) work as in Docusaurus.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import Navbar from '../../../src/theme/Navbar.js';
import { renderAt } from './render.js';

afterEach(cleanup);

/** An element as its tag, its classes (a module class as its local name) and its children. */
type Shape = { tag: string; classes: string[]; aria?: string | null; kids: Shape[] };
function shape(el: Element): Shape {
  return {
    tag: el.tagName.toLowerCase(),
    classes: [...el.classList].map((c) => c.replace(/_[A-Za-z0-9-]{2,5}$/, '')),
    ...(el.tagName.toLowerCase() === 'svg' ? { aria: el.getAttribute('aria-hidden') } : {}),
    kids: el.tagName.toLowerCase() === 'svg' ? [] : [...el.children].map(shape),
  };
}

describe("the navbar's colour-mode switch on a Docusaurus site", () => {
  it('has the markup of Docusaurus’s ColorModeToggle', () => {
    renderAt(<Navbar pathname="/intro" />, '/intro');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const button = nav.querySelector('.navbar__items--right button[title]')!;
    expect(button.getAttribute('aria-label')).toMatch(/^Switch between dark and light mode/);
    const wrapper = button.parentElement!;
    // Docusaurus 3.10.2's server HTML of a site with the default navbar (ColorModeToggle is the
    // same in 3.8.1), hashes dropped; the hydrated button loses toggleButtonDisabled, as ours.
    expect(shape(wrapper)).toEqual({
      tag: 'div',
      classes: ['toggle', 'colorModeToggle'],
      kids: [
        {
          tag: 'button',
          classes: ['clean-btn', 'toggleButton'],
          kids: [
            { tag: 'svg', classes: ['toggleIcon', 'lightToggleIcon'], aria: 'true', kids: [] },
            { tag: 'svg', classes: ['toggleIcon', 'darkToggleIcon'], aria: 'true', kids: [] },
            { tag: 'svg', classes: ['toggleIcon', 'systemToggleIcon'], aria: 'true', kids: [] },
          ],
        },
      ],
    });
    expect([...wrapper.querySelectorAll('svg')].map((s) => s.getAttribute('width'))).toEqual([
      '24',
      '24',
      '24',
    ]);
  });
});
