// The recent searches' action buttons become icons, and keys pick the action.
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { actionForKey, actionOf, withInertActions } from '../../../src/theme/search/hitActions.js';

const press = (key: string, code: string, mods: Partial<KeyboardEvent> = {}) => ({
  key,
  code,
  shiftKey: false,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  ...mods,
});

describe('withInertActions', () => {
  it('turns each DocSearch action button into an aria-hidden icon that keeps its click', () => {
    const save = vi.fn();
    const remove = vi.fn();
    const { container } = render(
      <div className="DocSearch-Hit-Container">
        {withInertActions(
          <>
            <span>Serial</span>
            <div className="DocSearch-Hit-action">
              <button
                className="DocSearch-Hit-action-button"
                title="Save this search"
                onClick={save}
              >
                <svg />
              </button>
            </div>
            <div className="DocSearch-Hit-action">
              <button
                className="DocSearch-Hit-action-button"
                title="Remove this search from history"
                onClick={remove}
              >
                <svg />
              </button>
            </div>
            <button className="other">kept</button>
          </>,
        )}
      </div>,
    );
    expect(container.querySelectorAll('button')).toHaveLength(1);
    const icons = [...container.querySelectorAll<HTMLElement>('[data-hit-action]')];
    expect(icons.map((i) => i.dataset.hitAction)).toEqual(['save', 'remove']);
    expect(icons.every((i) => i.getAttribute('aria-hidden') === 'true')).toBe(true);
    expect(icons[1]!.title).toBe('Remove this search from history (Shift+Delete)');
    expect(icons[0]!.querySelector('svg')).not.toBeNull();
    icons[0]!.click();
    icons[1]!.click();
    expect(save).toHaveBeenCalledOnce();
    expect(remove).toHaveBeenCalledOnce();
  });

  it('leaves a tree without actions as it is', () => {
    const tree = <p className="x">text</p>;
    const { container } = render(<>{withInertActions(tree)}</>);
    expect(container.innerHTML).toBe('<p class="x">text</p>');
  });
});

describe('action keys', () => {
  it('knows the action of each DocSearch title', () => {
    expect(actionOf('Save this search')).toBe('save');
    expect(actionOf('Remove this search from favorites')).toBe('remove');
  });

  it('maps Shift+Delete to remove and Alt+S (by key code) to save, nothing else', () => {
    expect(actionForKey(press('Delete', 'Delete', { shiftKey: true }))).toBe('remove');
    expect(actionForKey(press('ß', 'KeyS', { altKey: true }))).toBe('save');
    expect(actionForKey(press('Delete', 'Delete'))).toBeUndefined();
    expect(actionForKey(press('S', 'KeyS', { shiftKey: true }))).toBeUndefined();
    expect(
      actionForKey(press('Delete', 'Delete', { shiftKey: true, ctrlKey: true })),
    ).toBeUndefined();
  });
});
