// `@theme/DocRoot/Layout/Main` on a Docusaurus site carries `docMainContainerEnhanced_dv` where
// Docusaurus 3.8.1's carries `docMainContainerEnhanced_<hash>` (its DocRoot/Layout/Main: the page
// has no sidebar, or the reader hid it), beside `docMainContainer_dv`, for site CSS that targets it.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import DocRootLayoutMain from '../../../src/theme/classic/DocRoot/Layout/Main.js';
import { DocsSidebarProvider } from '../../../src/theme/docusaurus/docsRoutes.js';

const items = [{ type: 'link' as const, label: 'A', href: '/docs/a' }];
const classesOf = (ui: React.ReactElement) =>
  render(ui).container.querySelector('main')!.className.split(' ');

describe("the docs' main column classes", () => {
  it('are enhanced without a sidebar or with a hidden one, as Docusaurus', () => {
    const withSidebar = classesOf(
      <DocsSidebarProvider name="s" items={items}>
        <DocRootLayoutMain hiddenSidebarContainer={false}>x</DocRootLayoutMain>
      </DocsSidebarProvider>,
    );
    expect(withSidebar).toContain('docMainContainer_dv');
    expect(withSidebar).not.toContain('docMainContainerEnhanced_dv');
    const hidden = classesOf(
      <DocsSidebarProvider name="s" items={items}>
        <DocRootLayoutMain hiddenSidebarContainer>x</DocRootLayoutMain>
      </DocsSidebarProvider>,
    );
    expect(hidden).toContain('docMainContainerEnhanced_dv');
    const none = classesOf(<DocRootLayoutMain>x</DocRootLayoutMain>);
    expect(none).toEqual(
      expect.arrayContaining(['docMainContainer_dv', 'docMainContainerEnhanced_dv']),
    );
  });

  it('hold the page in a container, widened while the sidebar is hidden, as Docusaurus', () => {
    const wrapper = (hidden: boolean) =>
      render(
        <DocsSidebarProvider name="s" items={items}>
          <DocRootLayoutMain hiddenSidebarContainer={hidden}>
            <p>x</p>
          </DocRootLayoutMain>
        </DocsSidebarProvider>,
      ).container.querySelector('main > div:only-child:has(> p)')!.className;
    expect(wrapper(false)).toBe('container padding-top--md padding-bottom--lg');
    expect(wrapper(true)).toBe(
      'container padding-top--md padding-bottom--lg docItemWrapperEnhanced_dv',
    );
  });
});
