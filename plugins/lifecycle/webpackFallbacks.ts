// Plugins whose configureWebpack is a webpack loader with no Vite counterpart here, and what the
// build does instead: their configureWebpack is not called (it may need native packages the
// loader alone uses) and one warning names what the site loses.

/** plugin-ideal-image: its loaders run on Vite (plugins/idealImage/) when sharp is installed. */
export const IDEAL_IMAGE_PLUGIN = 'docusaurus-plugin-ideal-image';

export const WEBPACK_FALLBACKS: Record<string, { message: string; hint: string }> = {
  // Its loaders turn each .png/.jpg a component imports into responsive sizes and a blurred
  // placeholder with sharp (plugins/idealImage/). Without sharp in the site's install, the image
  // is its URL, and the plugin's IdealImage component renders a plain <img> of the original
  // file: what Docusaurus serves in development.
  [IDEAL_IMAGE_PLUGIN]: {
    message:
      'sharp is not installed where the plugin can load it, so its responsive images are not ' +
      'made: <IdealImage> shows the original image (a plain <img>, as in Docusaurus ' +
      'development), without the resized copies, the low-quality placeholder or the lazy "load" button',
    hint: 'install sharp in the site (npm install sharp), which the plugin depends on',
  },
};
