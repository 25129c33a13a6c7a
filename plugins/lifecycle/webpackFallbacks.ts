// Plugins whose configureWebpack is a webpack loader with no Vite counterpart here, and what the
// build does instead: their configureWebpack is not called (it may need native packages the
// loader alone uses) and one warning names what the site loses.
export const WEBPACK_FALLBACKS: Record<string, { message: string; hint: string }> = {
  // Its loader turns each .png/.jpg a component imports into responsive sizes and a blurred
  // placeholder (with sharp). Imported here, the image is its URL, and the plugin's IdealImage
  // component renders a plain <img> of the original file: what Docusaurus serves in development.
  'docusaurus-plugin-ideal-image': {
    message:
      'its responsive-image loader does not run on Vite: <IdealImage> shows the original image ' +
      '(a plain <img>, as in Docusaurus development), without the resized copies, the ' +
      'low-quality placeholder or the lazy "load" button',
    hint: 'give the <img> its width and height in the component, or resize the image before adding it',
  },
};
