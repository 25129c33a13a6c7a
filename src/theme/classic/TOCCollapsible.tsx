// `@theme/TOCCollapsible`: the "On this page" block above a doc's content on narrow screens.
import { useState } from 'react';
import Collapsible from '../Collapsible.js';
import { translateTheme } from '../translate.js';
import type { TOCProps } from '../tocUtils.js';
import TOCItems from './TOCItems.js';

export default function TOCCollapsible({
  toc,
  minHeadingLevel,
  maxHeadingLevel,
  className,
}: TOCProps) {
  const [collapsed, setCollapsed] = useState(true);
  return (
    <div
      className={`toc-collapsible${collapsed ? '' : ' toc-collapsible--expanded'}${className ? ` ${className}` : ''}`}
    >
      <button
        type="button"
        className="clean-btn toc-collapsible__button"
        aria-expanded={!collapsed}
        onClick={() => setCollapsed(!collapsed)}
      >
        {translateTheme('theme.TOCCollapsible.toggleButtonLabel', 'On this page')}
      </button>
      <Collapsible collapsed={collapsed}>
        <TOCItems
          toc={toc}
          {...(minHeadingLevel !== undefined ? { minHeadingLevel } : {})}
          {...(maxHeadingLevel !== undefined ? { maxHeadingLevel } : {})}
          className="table-of-contents"
          linkClassName="table-of-contents__link toc-highlight"
        />
      </Collapsible>
    </div>
  );
}
