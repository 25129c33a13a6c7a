// `@docusaurus/useIsomorphicLayoutEffect`: useLayoutEffect in the browser, useEffect in the
// server render (where a layout effect would warn and never run).
import { useEffect, useLayoutEffect } from 'react';
import ExecutionEnvironment from './ExecutionEnvironment.js';

const useIsomorphicLayoutEffect = ExecutionEnvironment.canUseDOM ? useLayoutEffect : useEffect;

export default useIsomorphicLayoutEffect;
