// DocSearch's recent and favorite searches carry "save" and "remove" buttons inside each listbox
// option, and an option may hold no interactive content (axe: nested-interactive; ARIA: an
// option's children are presentational). So in the tree DocSearch hands to our hit component, each
// action button becomes a plain icon the mouse can click, and the keyboard reaches the same actions
// from the input on the active option: Shift+Delete removes it, Alt+S saves it (announced through
// aria-keyshortcuts on the option, see modalAria.ts, and in the icon's tooltip).
import {
  Children,
  cloneElement,
  isValidElement,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEventHandler,
  type ReactElement,
  type ReactNode,
} from 'react';

export type HitAction = 'save' | 'remove';

/** The keys of each action, in aria-keyshortcuts syntax. */
export const HIT_ACTION_KEYS: Record<HitAction, string> = {
  save: 'Alt+S',
  remove: 'Shift+Delete',
};

const ACTION_BUTTON_CLASS = 'DocSearch-Hit-action-button';

interface ActionButtonProps {
  className?: string;
  title?: string;
  onClick?: MouseEventHandler;
  children?: ReactNode;
}

/** DocSearch's own titles: "Save this search", "Remove this search from history|favorites". */
export function actionOf(title: string | undefined): HitAction {
  return title && /^save\b/i.test(title) ? 'save' : 'remove';
}

/** The tree with every DocSearch action button replaced by an inert icon with the same click. */
export function withInertActions(node: ReactNode): ReactNode {
  return Children.map(node, (child): ReactNode => {
    if (!isValidElement(child)) return child;
    const element = child as ReactElement<ActionButtonProps>;
    const { className, title, onClick, children } = element.props;
    if (element.type === 'button' && className?.split(' ').includes(ACTION_BUTTON_CLASS)) {
      const action = actionOf(title);
      return (
        <span
          className={className}
          title={title ? `${title} (${HIT_ACTION_KEYS[action]})` : undefined}
          data-hit-action={action}
          aria-hidden="true"
          onClick={onClick}
        >
          {children}
        </span>
      );
    }
    if (children === undefined) return child;
    return cloneElement(element, undefined, withInertActions(children));
  });
}

/** Which action a key press asks for, if any. */
export function actionForKey(
  e: Pick<KeyboardEvent, 'key' | 'code' | 'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey'>,
): HitAction | undefined {
  if (e.ctrlKey || e.metaKey) return undefined;
  if (e.key === 'Delete' && e.shiftKey && !e.altKey) return 'remove';
  // By code: Alt+S types another character on some layouts (ß on a Mac).
  if (e.code === 'KeyS' && e.altKey && !e.shiftKey) return 'save';
  return undefined;
}

/**
 * On the modal (capture): a key asking for an action on the active option clicks that option's
 * icon, if it has one (results of a query have none: the key then does what it does in the input).
 */
export function onHitActionKey(e: ReactKeyboardEvent<HTMLElement>): void {
  const action = actionForKey(e.nativeEvent);
  if (!action) return;
  const icon = e.currentTarget.querySelector<HTMLElement>(
    `.DocSearch-Hit [aria-selected="true"] [data-hit-action="${action}"]`,
  );
  if (!icon) return;
  e.preventDefault();
  e.stopPropagation();
  icon.click();
}
