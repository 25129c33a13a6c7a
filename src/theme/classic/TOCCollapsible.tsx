// `@theme/TOCCollapsible`: the "On this page" block above a doc's content on narrow screens.
import { useState } from 'react';
import Collapsible from '../Collapsible.js';
import type { TOCProps } from '../tocUtils.js';
import TOCItems from './TOCItems.js';
import TOCCollapsibleCollapseButton from './TOCCollapsible/CollapseButton.js';

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
      <TOCCollapsibleCollapseButton
        collapsed={collapsed}
        onClick={() => setCollapsed(!collapsed)}
      />
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
