// The application root below the navigation layer, the same in the browser and on the server
// (src/client/entryClient.tsx and src/server/entryServer.tsx put the routers around it), inside
// Docusaurus's `@theme/Root`, `@theme/ThemeProvider` (when a site overrides it or its title
// formatter: ./themeProviderSlot.ts) and `@theme/Layout/Provider` (./classic/: a site's override of
// each wraps every page and stays mounted across navigations).
import Layout from './Layout.js';
import { ErrorBoundary } from './ErrorPage.js';
import LayoutProvider from './classic/Layout/Provider.js';
import Root from './classic/Root.js';
import { ThemeProviderTree } from './themeProviderSlot.js';

export default function App() {
  return (
    <ErrorBoundary>
      <Root>
        {ThemeProviderTree ? (
          <ThemeProviderTree>
            <LayoutProvider>
              <Layout />
            </LayoutProvider>
          </ThemeProviderTree>
        ) : (
          <LayoutProvider>
            <Layout />
          </LayoutProvider>
        )}
      </Root>
    </ErrorBoundary>
  );
}
