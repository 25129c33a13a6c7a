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
      className={[
        // Docusaurus's CSS-module classes (`tocCollapsible_<hash>`…) on its sites.
        __DOCS_DOCUSAURUS_METADATA__ && 'tocCollapsible_dv',
        __DOCS_DOCUSAURUS_METADATA__ && !collapsed && 'tocCollapsibleExpanded_dv',
        'toc-collapsible',
        !collapsed && 'toc-collapsible--expanded',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <TOCCollapsibleCollapseButton
        collapsed={collapsed}
        onClick={() => setCollapsed(!collapsed)}
      />
      <Collapsible
        collapsed={collapsed}
        {...(__DOCS_DOCUSAURUS_METADATA__ ? { className: 'tocCollapsibleContent_dv' } : {})}
      >
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
