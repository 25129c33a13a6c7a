// The types a Docusaurus site's TypeScript needs once it runs on docusaurus-vite (README,
// "Switching"): a site file `/// <reference types="docusaurus-vite/types" />` brings them in.
/// <reference path="./config.d.ts" />
/// <reference path="./client.d.ts" />
