// theme-common's NavbarSecondaryMenuFiller puts a page's component, with its props, in the navbar
// slide-in menu's second panel while it is mounted, and takes it out when it unmounts.
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NavbarSecondaryMenuFiller } from '../../../src/theme/docusaurus/themeCommon.js';
import { useNavbarSecondaryMenuContent } from '../../../src/theme/navbarSecondaryMenu.js';

afterEach(() => cleanup());

function Panel() {
  return <div data-testid="panel">{useNavbarSecondaryMenuContent()}</div>;
}
const Options = ({ level }: { level: string }) => <p>Options at {level}</p>;

describe('NavbarSecondaryMenuFiller', () => {
  it('shows the component with its props while mounted, and nothing after', () => {
    const props = { level: 'strict' };
    const { getByTestId, rerender } = render(
      <>
        <Panel />
        <NavbarSecondaryMenuFiller component={Options} props={props} />
      </>,
    );
    expect(getByTestId('panel').innerHTML).toBe('<p>Options at strict</p>');
    act(() => rerender(<Panel />));
    expect(getByTestId('panel').innerHTML).toBe('');
  });
});
