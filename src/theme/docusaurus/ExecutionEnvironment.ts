// `@docusaurus/ExecutionEnvironment`: what the code runs in (the server renderer or a browser).
const canUseDOM = typeof window !== 'undefined' && !!window.document?.createElement;

const ExecutionEnvironment = {
  canUseDOM,
  canUseEventListeners: canUseDOM && typeof window.addEventListener === 'function',
  canUseIntersectionObserver: canUseDOM && 'IntersectionObserver' in window,
  canUseViewport: canUseDOM && 'screen' in window,
};

export default ExecutionEnvironment;
