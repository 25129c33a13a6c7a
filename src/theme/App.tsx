// The application root below the navigation layer, the same in the browser and on the server
// (src/client/entryClient.tsx and src/server/entryServer.tsx put the routers around it).
import Layout from './Layout.js';
import { ErrorBoundary } from './ErrorPage.js';

export default function App() {
  return (
    <ErrorBoundary>
      <Layout />
    </ErrorBoundary>
  );
}
