// `@docusaurus/constants`: the client-side constants Docusaurus exports to site code.

/** The id of a plugin instance declared without one. */
export const DEFAULT_PLUGIN_ID = 'default';
